import { expect } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import type { SearchResults } from '../../../common/search.ts';

/** A search through the real API of the app `app()` answers; fails the test on any status but 200. */
export function searchThrough(app: () => TestApp) {
  return async (lang: 'uk' | 'en', string: string, extra: Record<string, unknown> = {}): Promise<SearchResults> => {
    const { status, body } = await app().post('/api/search', { lang, string, ...extra });
    expect(status, `${lang} "${string}"`).toBe(200);
    return body.data;
  };
}

export const productNames = (results: SearchResults) => results.products.data.map((product) => product.name);
