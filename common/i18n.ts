import i18next, { type i18n, type TFunction } from 'i18next';
import uk from '../app/locales/uk.json' with { type: 'json' };
import en from '../app/locales/en.json' with { type: 'json' };
import type { Locale } from './locales.ts';

export const resources = { uk: { translation: uk }, en: { translation: en } } as const;

/**
 * One i18next set-up for server and browser. Placeholders use single braces ("{email}") as the
 * spec writes them; plurals use i18next's suffixes (_one, _few, _many, _other) via Intl.PluralRules.
 */
export function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: locale,
    fallbackLng: 'uk',
    initAsync: false,
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    returnNull: false,
  });
  return instance;
}

const instances: Partial<Record<Locale, i18n>> = {};
const instance = (locale: Locale) => (instances[locale] ??= createI18n(locale));

/** A translate function for server-side messages (validation, e-mails). */
export function translator(locale: Locale): TFunction {
  return instance(locale).t;
}

/** Whether a catalogue has this key (schemas use keys as messages). */
export function hasMessage(locale: Locale, key: string): boolean {
  return instance(locale).exists(key);
}
