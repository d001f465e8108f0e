import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import * as library from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../common/locales.ts';
import { getI18n } from './i18n.ts';
import * as small from './react-i18next.server.tsx';

type Binding = Pick<typeof small, 'I18nextProvider' | 'useTranslation'>;

/** Renders, in `locale`, components that note what `useTranslation` gave them and write some messages. */
function render(binding: Binding, locale: Locale, seen: unknown[]): string {
  function Messages({ count }: { count: number }): ReactNode {
    const translation = binding.useTranslation();
    seen.push(translation.t);
    const { t, i18n } = translation;
    return createElement('p', { lang: i18n.language }, t('product.colors', { count }), ' · ', t('cabinet.greeting', { name: 'Ірина' }), ' · ', t('validations.required', { field: 'email' }));
  }
  return renderToString(createElement(binding.I18nextProvider, { i18n: getI18n(locale) } as never, createElement(Messages, { count: 3 }), createElement(Messages, { count: 21 })));
}

describe("the server build's react-i18next", () => {
  it('writes the same messages as the library, in both languages', () => {
    for (const locale of ['uk', 'en'] as const) {
      const html = render(small, locale, []);
      expect(html).toBe(render(library as unknown as Binding, locale, []));
      expect(html).toContain(`lang="${locale}"`);
    }
    expect(render(small, 'uk', [])).toContain('3 кольори');
  });

  it('hands every component of a language one `t`, render after render', () => {
    const uk: unknown[] = [];
    render(small, 'uk', uk);
    render(small, 'uk', uk);
    expect(uk).toHaveLength(4);
    expect(new Set(uk).size).toBe(1);

    const en: unknown[] = [];
    render(small, 'en', en);
    expect(new Set(en).size).toBe(1);
    expect(en[0]).not.toBe(uk[0]);
  });

  it('reads messages added after its `t` was made', () => {
    const seen: unknown[] = [];
    render(small, 'uk', seen);
    const t = seen[0] as (key: string) => string;
    expect(t('test.addedLater')).toBe('test.addedLater');
    getI18n('uk').addResourceBundle('uk', 'translation', { test: { addedLater: 'Додано згодом' } }, true, false);
    expect(t('test.addedLater')).toBe('Додано згодом');
  });

  it('refuses a component outside its provider', () => {
    function Orphan(): ReactNode {
      small.useTranslation();
      return null;
    }
    expect(() => renderToString(createElement(Orphan))).toThrow('useTranslation outside I18nextProvider');
  });
});
