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
 * one `t` per instance serves every render. Same context value as the library's.
 */
export const I18nContext = createContext<{ i18n: i18n } | null>(null);

const translations = new WeakMap<i18n, Translation>();

function translationOf(instance: i18n): Translation {
  let translation = translations.get(instance);
  if (!translation) {
    translation = { t: instance.getFixedT(instance.language, 'translation'), i18n: instance, ready: true };
    translations.set(instance, translation);
  }
  return translation;
}

const contextValues = new WeakMap<i18n, { i18n: i18n }>();

export function I18nextProvider({ i18n: instance, children }: { i18n: i18n; children?: ReactNode }) {
  let value = contextValues.get(instance);
  if (!value) contextValues.set(instance, (value = { i18n: instance }));
  return createElement(I18nContext.Provider, { value }, children);
}

export function useTranslation(): Translation {
  const context = useContext(I18nContext);
  if (!context) throw new Error('useTranslation outside I18nextProvider');
  return translationOf(context.i18n);
}
