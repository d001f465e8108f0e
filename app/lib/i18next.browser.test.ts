import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { createInstance } from './i18next.browser.ts';
import { coreCatalogues } from '../locales/core.ts';
import { checkoutCatalogues } from '../locales/checkout/index.ts';
import { adminCatalogues } from '../locales/admin/index.ts';
import { adminOrdersCatalogues } from '../locales/admin-orders/index.ts';
import { adminShippingCatalogues } from '../locales/admin-shipping/index.ts';
import { adminCustomersCatalogues } from '../locales/admin-customers/index.ts';
import { parcelCatalogues } from '../locales/parcel/index.ts';
import { locales, type Locale } from '../../common/locales.ts';

// The catalogues the browser loads (the mails' stay on the server).
const catalogues = [coreCatalogues, checkoutCatalogues, adminCatalogues, adminOrdersCatalogues, adminShippingCatalogues, adminCustomersCatalogues, parcelCatalogues];
const settings = { fallbackLng: 'uk', initAsync: false, interpolation: { escapeValue: false, prefix: '{', suffix: '}' }, returnNull: false } as const;

function keysOf(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`.replace(/_(zero|one|two|few|many|other)$/, '')],
  );
}

function pair(locale: Locale) {
  const library = i18next.createInstance();
  void library.init({ ...settings, lng: locale, resources: {} });
  const small = createInstance();
  void small.init({ ...settings, lng: locale, resources: {} });
  for (const catalogue of catalogues) {
    library.addResourceBundle(locale, 'translation', structuredClone(catalogue[locale]), true, false);
    small.addResourceBundle(locale, 'translation', structuredClone(catalogue[locale]), true, false);
  }
  return { library, small };
}

/** Every placeholder name of a message, with a value for it. */
function variablesOf(keys: string[], t: (key: string) => string): Record<string, string> {
  const names = new Set(keys.flatMap((key) => [...t(key).matchAll(/\{-?([^{}]+?)\}/g)].map((match) => match[1]!.trim())));
  return Object.fromEntries([...names].map((name, index) => [name, `v${index}<&>`]));
}

describe('the browser i18next', () => {
  it.each(locales)('says every message in %s as i18next does, with and without values and counts', (locale) => {
    const { library, small } = pair(locale);
    const keys = [...new Set(catalogues.flatMap((catalogue) => keysOf(catalogue[locale])))];
    const values = variablesOf(keys, (key) => library.t(key, { count: 5 }));
    const optionSets: (Record<string, unknown> | undefined)[] = [undefined, values, { ...values, count: 0 }, { ...values, count: 1 }, { ...values, count: 3 }, { ...values, count: 5 }, { ...values, count: 21 }, { ...values, count: 1.5 }, { count: 2 }, { name: undefined }];
    let compared = 0;
    for (const key of keys) {
      for (const options of optionSets) {
        expect(small.t(key, options), `${key} ${JSON.stringify(options)}`).toBe(library.t(key, options as never));
        compared++;
      }
      expect(small.exists(key)).toBe(library.exists(key));
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('answers a missing message as i18next does: its key, a default value, filled in', () => {
    const { library, small } = pair('uk');
    for (const [key, options] of [
      ['no.such.key', undefined],
      ['no.such.key', { defaultValue: 'Запасний {name}', name: 'текст' }],
      ['Помилка {code}', { code: 7 }],
      ['checkout', undefined],
    ] as const) {
      expect(small.t(key, options)).toBe(library.t(key, options as never));
    }
    expect(small.t('no.such.key', 'Запасний')).toBe(library.t('no.such.key', 'Запасний'));
  });

  it('falls back to Ukrainian for a message English lacks, as the server does', () => {
    const library = i18next.createInstance();
    void library.init({ ...settings, lng: 'en', resources: { uk: { translation: { only: { uk: 'лише {x}' } } }, en: { translation: {} } } });
    const small = createInstance();
    void small.init({ ...settings, lng: 'en', resources: { uk: { translation: { only: { uk: 'лише {x}' } } }, en: { translation: {} } } });
    expect(small.t('only.uk', { x: 1 })).toBe(library.t('only.uk', { x: 1 }));
  });
});
