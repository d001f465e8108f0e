import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import type { BrowserI18n } from './i18next.browser.ts';

/**
 * What the browser uses of react-i18next (`I18nextProvider`, `useTranslation`) over the small
 * i18next of `i18next.browser.ts`; scripts/vite/browser-swaps.ts swaps it in for the browser build only. Our
 * instances never change language or load messages after the first render, so no subscription.
 */
const I18nContext = createContext<BrowserI18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: BrowserI18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

export function useTranslation() {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation outside I18nextProvider');
  return useMemo(() => ({ t: i18n.t, i18n, ready: true }), [i18n]);
}
