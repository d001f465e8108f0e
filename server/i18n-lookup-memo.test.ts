import { describe, expect, it } from 'vitest';
import { createI18n } from '../common/i18n.ts';
import { locales } from '../common/locales.ts';
import { coreCatalogues } from '../app/locales/core.ts';
import { memoizePlainLookups } from './i18n-lookup-memo.ts';

/** Every key of a nested catalogue, dotted, plural suffixes cut off (as code asks for them). */
function keysOf(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key.replace(/_(zero|one|few|many|other)$/, '')}`],
  );
}

describe('remembered plain lookups', () => {
  it.each(locales)('answer every %s message as i18next does, the first time and again, with values and without', (locale) => {
    const plain = createI18n(locale);
    const remembered = createI18n(locale);
    memoizePlainLookups(remembered);
    const expected = plain.getFixedT(locale, 'translation');
    const t = remembered.getFixedT(locale, 'translation');
    for (const key of new Set(keysOf(coreCatalogues[locale]))) {
      expect(t(key), key).toEqual(expected(key));
      expect(t(key), key).toEqual(expected(key));
      for (const values of [{ count: 3, name: 'N' }, { count: 1, name: 'M' }, { count: 3, name: 'N' }, { count: '1' }, { count: 1 }]) {
        expect(t(key, values), key).toEqual(expected(key, values));
      }
      expect(t(key, { returnObjects: true }), key).toEqual(expected(key, { returnObjects: true }));
    }
    expect(t('no.such.key')).toBe('no.such.key');
  });

  it('forget their answers when messages are added', () => {
    const instance = createI18n('uk');
    memoizePlainLookups(instance);
    const t = instance.getFixedT('uk', 'translation');
    expect(t('lookupMemoProbe.added')).toBe('lookupMemoProbe.added');
    instance.addResourceBundle('uk', 'translation', { lookupMemoProbe: { added: 'Додано' } }, true, false);
    expect(t('lookupMemoProbe.added')).toBe('Додано');
    expect(t('lookupMemoProbe.named', { name: 'Табір' })).toBe('lookupMemoProbe.named');
    instance.addResourceBundle('uk', 'translation', { lookupMemoProbe: { named: 'Вітає {name}' } }, true, false);
    expect(t('lookupMemoProbe.named', { name: 'Табір' })).toBe('Вітає Табір');
  });
});
