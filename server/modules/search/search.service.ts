import type { Database } from '../../db/client.ts';
import { readAtVersion } from '../../db/versioned-cache.ts';
import type { Locale } from '../../../common/locales.ts';
import type { SearchResults } from '../../../common/search.ts';
import { toProductCardsWithExtras } from '../catalog/catalog.service.ts';
import { buildUnits, termKeysOf, tsQueryText, type WordForms } from './search.plan.ts';
import { findCategories, findNews, productCandidateLimit, productCardsByIds, rankedProducts, type SearchQuery } from './search.queries.ts';
import { parseQuery } from './search.text.ts';
import { correctionsOf } from './search.vocabulary.ts';
import { stemsOf, synonymsOf } from './search.words.ts';

export interface SearchParams {
  locale: Locale;
  text: string;
  now: Date;
  /** 1-based page of products. */
  page?: number;
  perPage?: number;
  categoryLimit?: number;
  newsLimit?: number;
}

const kyivDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The typed words with their forms and the shop's synonyms, as the tsquery texts search runs. */
async function planQuery(db: Database, words: string[], phrase: string): Promise<SearchQuery> {
  const [stems, corrections] = await Promise.all([stemsOf(db, words), correctionsOf(db, words)]);
  // Both answer for each word, in the words' order.
  const typed: WordForms[] = words.map((word, i) => ({ word, ...stems[i]!, corrections: corrections[i]! }));
  const units = buildUnits(typed, await synonymsOf(db, termKeysOf(typed)));
  return {
    full: tsQueryText(units, { typos: true }),
    strict: tsQueryText(units, { typos: false }),
    inName: tsQueryText(units, { typos: true, weights: 'A' }),
    phrase,
  };
}

const empty: SearchResults = { products: { data: [], total: 0 }, categories: [], news: { data: [] } };

/**
 * Products, categories and news whose names in either language contain every word of `text`: as
 * a prefix, or with one typo in words of 5 letters or more. Ranked: the exact name first, then
 * names starting with the query, then matches without typos, then text-search rank; shown in
 * `locale`.
 */
export async function searchShop(db: Database, params: SearchParams): Promise<SearchResults> {
  const { locale, text, now, page = 1, perPage = 8, categoryLimit = 5, newsLimit = 3 } = params;
  const { words, phrase } = parseQuery(text);
  if (words.length === 0) return empty;
  // The answer is kept until anything a page shows changes (stock and prices included: they raise
  // the page version too), and per minute of the clock, which decides the news already published.
  const minute = Math.floor(now.getTime() / 60_000);
  const key = `search:${locale}:${minute}:${page}:${perPage}:${categoryLimit}:${newsLimit}:${words.join(' ')}|${phrase}`;
  return readAtVersion(db, key, () => findResults(db, { locale, words, phrase, now, page, perPage, categoryLimit, newsLimit }));
}

async function findResults(
  db: Database,
  { locale, words, phrase, now, page, perPage, categoryLimit, newsLimit }: { locale: Locale; words: string[]; phrase: string; now: Date; page: number; perPage: number; categoryLimit: number; newsLimit: number },
): Promise<SearchResults> {
  const query = await planQuery(db, words, phrase);
  const offset = (page - 1) * perPage;
  const [ranked, categoryRows, newsRows] = await Promise.all([
    offset < productCandidateLimit ? rankedProducts(db, query, { limit: Math.min(perPage, productCandidateLimit - offset), offset }) : [],
    categoryLimit > 0 ? findCategories(db, query, { locale, limit: categoryLimit }) : [],
    newsLimit > 0 ? findNews(db, query, { locale, limit: newsLimit, now }) : [],
  ]);
  // Past the last page no row carries the count; count the first page's instead.
  const counted = ranked[0]?.total ?? (offset > 0 ? ((await rankedProducts(db, query, { limit: 1, offset: 0 }))[0]?.total ?? 0) : 0);
  const cards = ranked.length > 0 ? await productCardsByIds(db, ranked.map((row) => row.id), locale) : [];
  const cardOf = new Map(cards.map((card) => [card.id, card]));
  const productRows = ranked.flatMap((row) => cardOf.get(row.id) ?? []);
  return {
    products: { data: await toProductCardsWithExtras(db, productRows), total: Math.min(counted, productCandidateLimit) },
    categories: categoryRows.map((row) => ({ name: row.name, url: `/${row.slug}` })),
    news: {
      data: newsRows.map((row) => ({ name: row.title, public_date: kyivDate.format(row.publishedAt), url: `/news/${row.slug}` })),
    },
  };
}
