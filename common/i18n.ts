import i18next, { type i18n, type TFunction } from 'i18next';
import { coreCatalogues } from '../app/locales/core.ts';
import { locales, type Locale } from './locales.ts';

/**
 * The messages every page needs; a page's or the server's own come in through `addCatalogues`.
 * Empty in the browser, which gets its languages' files through `addMessages`. Copies: i18next merges
 * added catalogues into these objects, and the core catalogue itself stays as written.
 */
export const resources = { uk: { translation: structuredClone(coreCatalogues.uk) }, en: { translation: structuredClone(coreCatalogues.en) } } as const;

/** One language's messages: a catalogue's file for that language, as the browser fetches it. */
export type Messages = Record<string, unknown>;

/** One catalogue of namespaces in every language (app/locales/<area>/<locale>.json). */
export type Catalogues = Record<Locale, Record<string, unknown>>;

const addedCatalogues: Catalogues[] = [];
const addedMessages: [Locale, Messages][] = [];
const liveInstances = new Set<i18n>();

function addTo(instance: i18n, catalogues: Catalogues) {
  for (const locale of locales) instance.addResourceBundle(locale, 'translation', catalogues[locale], true, false);
}

/**
 * Adds messages that not every page needs (the checkout's on its pages, the mails' on the server
 * only), so the browser does not download them with every page. Every instance, made or to be
 * made, gets them; adding the same catalogues again does nothing.
 */
export function addCatalogues(catalogues: Catalogues): void {
  if (addedCatalogues.includes(catalogues)) return;
  addedCatalogues.push(catalogues);
  for (const instance of liveInstances) addTo(instance, catalogues);
}

/**
 * Adds one language's messages (in the browser: the core catalogue's file and those of the areas
 * a page uses, app/lib/page-messages.ts); every instance, made or to be made, gets them. Adding
 * the same messages again does nothing.
 */
export function addMessages(locale: Locale, messages: Messages): void {
  if (addedMessages.some(([language, added]) => language === locale && added === messages)) return;
  addedMessages.push([locale, messages]);
  for (const instance of liveInstances) instance.addResourceBundle(locale, 'translation', messages, true, false);
}

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
  for (const [language, messages] of addedMessages) instance.addResourceBundle(language, 'translation', messages, true, false);
  for (const catalogues of addedCatalogues) addTo(instance, catalogues);
  liveInstances.add(instance);
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
