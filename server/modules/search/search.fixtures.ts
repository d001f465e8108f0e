import { expect } from 'vitest';
import type { Database } from '../../db/client.ts';
import type { TestApp } from '../../testing/test-app.ts';
import type { SearchResults } from '../../../common/search.ts';
import { planQuery } from './search.service.ts';
import { parseQuery } from './search.text.ts';

/** A search through the real API of the app `app()` answers; fails the test on any status but 200. */
export function searchThrough(app: () => TestApp) {
  return async (lang: 'uk' | 'en', string: string, extra: Record<string, unknown> = {}): Promise<SearchResults> => {
    const { status, body } = await app().post('/api/search', { lang, string, ...extra });
    expect(status, `${lang} "${string}"`).toBe(200);
    return body.data;
  };
}

export const productNames = (results: SearchResults) => results.products.data.map((product) => product.name);

/** A typed text as the search plans it: its units, its phrase and its tsquery text. */
export async function plannedQuery(db: Database, text: string) {
  const { words, phrase } = parseQuery(text);
  return planQuery(db, words, phrase);
}
