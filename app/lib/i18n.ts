import type { i18n } from 'i18next';
import { createI18n } from '../../common/i18n.ts';
import type { Locale } from '../../common/locales.ts';

const instances = new Map<Locale, i18n>();

/** One i18next instance per language, shared by every render (their resources never change). */
export function getI18n(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createI18n(locale);
    instances.set(locale, instance);
  }
  return instance;
}
