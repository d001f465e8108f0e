import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { i18n, TFunction } from 'i18next';

/** What `useTranslation` hands a component: the same object for every component of a language. */
interface Translation {
  t: TFunction;
  i18n: i18n;
  ready: true;
}

/**
 * What the server's render uses of react-i18next (`I18nextProvider`, `I18nContext`,
 * `useTranslation`); scripts/vite/server-swaps.ts swaps it in for the server build. The library's
 * hook subscribes to its instance and makes a fixed `t` for every component on every render (a
 * tenth of what an uncached product page allocated). The server's instances are one per language
 * and never change language (app/lib/i18n.ts), and added messages are read by the same `t`, so
 * one `t` per instance serves every render. The context's value carries `i18n` as the library's does.
 */
export const I18nContext = createContext<Translation | null>(null);

const translations = new WeakMap<i18n, Translation>();

/** One per instance, made on its first page: it is the context's value and what the hook hands out. */
function translationOf(instance: i18n): Translation {
  let translation = translations.get(instance);
  if (!translation) {
    translation = { t: instance.getFixedT(instance.language, 'translation'), i18n: instance, ready: true };
    translations.set(instance, translation);
  }
  return translation;
}

export function I18nextProvider({ i18n: instance, children }: { i18n: i18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: translationOf(instance) }, children);
}

export function useTranslation(): Translation {
  const translation = useContext(I18nContext);
  if (!translation) throw new Error('useTranslation outside I18nextProvider');
  return translation;
}
