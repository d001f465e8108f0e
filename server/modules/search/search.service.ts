import { setImmediate } from 'node:timers/promises';
import type { Database } from '../../db/client.ts';
import { isKeptAtNewestVersion, readAtVersion } from '../../db/versioned-cache.ts';
import type { Locale } from '../../../common/locales.ts';
import type { SearchResults } from '../../../common/search.ts';
import { toProductCardsWithExtras } from '../catalog/catalog.service.ts';
import type { HeadQuery, ProductSearchIndex } from './search.index.ts';
import { heldProductSearchIndex, productSearchIndex } from './search.index-store.ts';
import { namedSearchIndex } from './search.named-store.ts';
import { buildUnits, termKeysOf, tsQueryText, type WordForms } from './search.plan.ts';
import { productCandidateLimit, productCardsByIds, productsElsewhere, type SearchQuery } from './search.queries.ts';
import { parseQuery } from './search.text.ts';
import { correctionsOf } from './search.vocabulary.ts';
import { stemsOf } from './search.stem.ts';
import { synonymsOf } from './search.words.ts';

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

/** The typed words with their forms and the shop's synonyms: as the index matches them, and as tsquery texts. */
export async function planQuery(db: Database, words: string[], phrase: string): Promise<SearchQuery & HeadQuery> {
  const corrections = await correctionsOf(db, words);
  // An answer for each word, in the words' order.
  const typed: WordForms[] = words.map((word, i) => ({ word, ...stemsOf(word), corrections: corrections[i]! }));
  const units = buildUnits(typed, await synonymsOf(db, termKeysOf(typed)));
  return { units, full: tsQueryText(units, { typos: true }), phrase };
}

/** Settles once the statements already asked for have reached the database's connection (they go through a few promise turns first). */
const statementsSent = () => setImmediate();

type Ranking = ReturnType<ProductSearchIndex['rank']>;

/** A search's plan, and its ranking on the index this process held when it was planned. */
interface Prepared {
  query: SearchQuery & HeadQuery;
  /** Stands only while the index for the version read is this same object (search.index-store.ts replaces it on any change). */
  ranked: { index: ProductSearchIndex; head: Ranking } | null;
}

/**
 * Plans the search and ranks it on the index in hand. Neither needs the page version, so a search
 * does this while the database reads it (`after`: once that statement is on its way).
 */
async function prepare(db: Database, words: string[], phrase: string, after?: Promise<unknown>): Promise<Prepared> {
  await after;
  const query = await planQuery(db, words, phrase);
  const index = heldProductSearchIndex(db);
  return { query, ranked: index ? { index, head: index.rank(query, productCandidateLimit) } : null };
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
  // Unless the answer is kept, it is planned and ranked while the version is read (its statement
  // is sent first): on its own thread or server the database answers meanwhile.
  const early = isKeptAtNewestVersion(db, key) ? null : prepare(db, words, phrase, statementsSent());
  // Awaited by the load, unless the answer turns out kept after all.
  early?.catch(() => undefined);
  return readAtVersion(db, key, (version) => findResults(db, version, early ?? prepare(db, words, phrase), { locale, page, now, perPage, categoryLimit, newsLimit }));
}

/**
 * One page of matching products, best first, with how many candidates there were (at most
 * productCandidateLimit): those matching in their heads ranked by the index in memory, then, while
 * they are fewer than the cap, those matching elsewhere.
 */
async function rankedPage(db: Database, version: string | null, { query, ranked }: Prepared, { offset, limit }: { offset: number; limit: number }) {
  const index = await productSearchIndex(db, version);
  const head = ranked?.index === index ? ranked.head : index.rank(query, productCandidateLimit);
  const fromHead = head.ids.slice(offset, offset + limit);
  if (head.matched >= productCandidateLimit) return { ids: fromHead, total: productCandidateLimit };
  const elsewhere = await productsElsewhere(db, query.full, {
    room: productCandidateLimit - head.matched,
    limit: limit - fromHead.length,
    offset: Math.max(0, offset - head.matched),
  });
  // The index and the table may differ by a change committed in between: a product shows once.
  const shown = new Set(fromHead);
  return { ids: [...fromHead, ...elsewhere.ids.filter((id) => !shown.has(id))], total: head.matched + elsewhere.total };
}

async function findResults(
  db: Database,
  version: string | null,
  prepared: Promise<Prepared>,
  { locale, now, page, perPage, categoryLimit, newsLimit }: { locale: Locale; now: Date; page: number; perPage: number; categoryLimit: number; newsLimit: number },
): Promise<SearchResults> {
  const planned = await prepared;
  const { query } = planned;
  const offset = (page - 1) * perPage;
  // The categories and news are found in memory once the cards' statement is on its way to the
  // database (its own thread or server), which runs it meanwhile.
  const [products, named] = await Promise.all([
    productPage(db, version, planned, { locale, offset, perPage }),
    categoryLimit > 0 || newsLimit > 0
      ? Promise.all([namedSearchIndex(db, version), statementsSent()]).then(([index]) => index.find(query, { locale, categoryLimit, newsLimit, now }))
      : { categories: [], news: [] },
  ]);
  return {
    products,
    categories: named.categories.map((row) => ({ name: row.name, url: `/${row.slug}` })),
    news: {
      data: named.news.map((row) => ({ name: row.title, public_date: kyivDate.format(row.publishedAt), url: `/news/${row.slug}` })),
    },
  };
}

/** The page's product cards in ranking order, with how many products there are to page through. */
async function productPage(db: Database, version: string | null, planned: Prepared, { locale, offset, perPage }: { locale: Locale; offset: number; perPage: number }) {
  // Past the last page nothing is ranked; count the first page's candidates instead.
  const { ids, total } =
    offset < productCandidateLimit
      ? await rankedPage(db, version, planned, { limit: Math.min(perPage, productCandidateLimit - offset), offset })
      : { ids: [], total: (await rankedPage(db, version, planned, { limit: 0, offset: 0 })).total };
  const cards = ids.length > 0 ? await productCardsByIds(db, ids, locale) : [];
  const cardOf = new Map(cards.map((card) => [card.id, card]));
  const productRows = ids.flatMap((id) => cardOf.get(id) ?? []);
  return { data: await toProductCardsWithExtras(db, productRows), total: Math.min(total, productCandidateLimit) };
}
