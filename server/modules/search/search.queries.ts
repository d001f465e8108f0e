import { and, asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { categories, categoryTranslations, products, productTranslations } from '../../db/schema/catalog.ts';
import { articles, articleTranslations } from '../../db/schema/content.ts';
import { paths } from '../../db/schema/paths.ts';
import { productSearch, searchWords } from '../../db/schema/search.ts';
import type { Locale } from '../../../common/locales.ts';
import { joinCardBasics, joinCategoryTranslation, productCardColumns } from '../catalog/catalog.queries.ts';

/** A query as 'simple' tsquery texts (search.plan.ts), with the phrase that ranks whole names. */
export interface SearchQuery {
  /** Every unit, typo corrections allowed. */
  full: string;
  /** The same without corrections: ranks matches without a typo first. */
  strict: string;
  /** Every unit within the names (weight A). */
  inName: string;
  /** The words joined by spaces, compared with whole names. */
  phrase: string;
}

const tsQuery = (text: string) => sql`to_tsquery('simple', ${text})`;

interface Searchable {
  table: PgTable;
  id: PgColumn;
  name: PgColumn;
  vector: PgColumn;
}

/**
 * The ids of the rows whose name in any language matches (served by the GIN index on the search
 * vector), with what ranks them: the whole name equals the query, the name starts with it, it
 * matched without typos, and the text-search rank.
 */
function matching(db: Database, { table, id, name, vector }: Searchable, { full, strict, phrase }: SearchQuery) {
  return db
    .select({
      id: sql<number>`${id}`.as('matched_id'),
      exact: sql<boolean>`bool_or(public.tabir_search_phrase(${name}) = ${phrase})`.as('exact'),
      starts: sql<boolean>`bool_or(public.tabir_search_phrase(${name}) like ${`${phrase}%`})`.as('starts'),
      strict: sql<boolean>`bool_or(${vector} @@ ${tsQuery(strict)})`.as('strict'),
      rank: sql<number>`max(ts_rank(${vector}, ${tsQuery(full)}))`.as('rank'),
    })
    .from(table)
    .where(sql`${vector} @@ ${tsQuery(full)}`)
    .groupBy(id);
}

type Matched = ReturnType<typeof matchedCte>;

function matchedCte(db: Database, searchable: Searchable, query: SearchQuery) {
  return db.$with('matched').as(matching(db, searchable, query));
}

function byRelevance(matched: Matched): SQL[] {
  return [desc(matched.exact), desc(matched.starts), desc(matched.strict), desc(matched.rank)];
}

/** At most this many matching products are ranked and counted (see ADR 003, addendum). */
export const productCandidateLimit = 1000;

/**
 * One page of matching active products in relevance order, with how many candidates there were.
 * Candidates come from the GIN indexes, each source capped before ranking: up to
 * productCandidateLimit matching in names or other fields (the head), and as many matching
 * anywhere (the description too). Ranked by the whole name equal to the query, a name starting with it,
 * every word in the names, in the names or other fields, without a typo, then popularity.
 */
export function rankProducts(db: Database, query: SearchQuery, { limit, offset }: { limit: number; offset: number }) {
  const full = tsQuery(query.full);
  const inHead = db
    .select({ id: productSearch.productId })
    .from(productSearch)
    .where(and(sql`${productSearch.head} @@ ${full}`, eq(productSearch.isActive, true)))
    .limit(productCandidateLimit);
  const inDocument = db
    .select({ id: productSearch.productId })
    .from(productSearch)
    .where(and(sql`${productSearch.document} @@ ${full}`, eq(productSearch.isActive, true)))
    .limit(productCandidateLimit);
  const candidates = db.$with('candidates').as(union(inHead, inDocument));
  const ranked = db.$with('ranked').as(
    db
      .with(candidates)
      .select({
        id: productSearch.productId,
        exact: sql<boolean>`${productSearch.names} like ${`%|${query.phrase}|%`}`.as('exact'),
        starts: sql<boolean>`${productSearch.names} like ${`%|${query.phrase}%`}`.as('starts'),
        inName: sql<boolean>`${productSearch.head} @@ ${tsQuery(query.inName)}`.as('in_name'),
        inHead: sql<boolean>`${productSearch.head} @@ ${full}`.as('in_head'),
        strict: sql<boolean>`${productSearch.head} @@ ${tsQuery(query.strict)}`.as('strict'),
        popularity: productSearch.popularity,
      })
      .from(productSearch)
      // An array of ids, not a join: the planner then reads the candidates by key instead of
      // hashing the whole table to meet a few hundred of them.
      .where(sql`${productSearch.productId} = any(array(select ${candidates.id} from ${candidates}))`),
  );
  return db
    .with(ranked)
    .select({ id: ranked.id, total: sql<number>`(count(*) over ())::int` })
    .from(ranked)
    .orderBy(desc(ranked.exact), desc(ranked.starts), desc(ranked.inName), desc(ranked.inHead), desc(ranked.strict), desc(ranked.popularity), asc(ranked.id))
    .limit(limit)
    .offset(offset);
}

/** The cards of these products in the locale (any order). */
export function productCardsByIds(db: Database, ids: number[], locale: Locale) {
  const join = joinCardBasics(locale);
  return db
    .select(productCardColumns)
    .from(products)
    .innerJoin(productTranslations, join.translation)
    .innerJoin(paths, join.path)
    .where(inArray(products.id, ids));
}

export function findCategories(db: Database, query: SearchQuery, { locale, limit }: { locale: Locale; limit: number }) {
  const matched = matchedCte(db, { table: categoryTranslations, id: categoryTranslations.categoryId, name: categoryTranslations.name, vector: categoryTranslations.searchVector }, query);
  return db
    .with(matched)
    .select({ name: categoryTranslations.name, slug: categories.slug })
    .from(matched)
    .innerJoin(categories, and(eq(categories.id, matched.id), eq(categories.isActive, true)))
    .innerJoin(categoryTranslations, joinCategoryTranslation(locale))
    .orderBy(...byRelevance(matched), asc(categories.position), asc(categories.id))
    .limit(limit);
}

/** Matching published news (not landings), newest first among equals. */
export function findNews(db: Database, query: SearchQuery, { locale, limit, now }: { locale: Locale; limit: number; now: Date }) {
  const matched = matchedCte(db, { table: articleTranslations, id: articleTranslations.articleId, name: articleTranslations.title, vector: articleTranslations.searchVector }, query);
  return db
    .with(matched)
    .select({ title: articleTranslations.title, slug: articles.slug, publishedAt: articles.publishedAt })
    .from(matched)
    .innerJoin(articles, and(eq(articles.id, matched.id), eq(articles.kind, 'news'), eq(articles.isPublished, true), lte(articles.publishedAt, now)))
    .innerJoin(articleTranslations, and(eq(articleTranslations.articleId, articles.id), eq(articleTranslations.locale, locale)))
    .orderBy(...byRelevance(matched), desc(articles.publishedAt))
    .limit(limit);
}

/** How many of the nearest known words are checked for each typed word. */
const candidatesPerWord = 30;

/**
 * The known words nearest to each typed word by trigrams (`<->>`: one minus the similarity of the
 * typed word to the closest part of a known word), through the GiST index. They are only
 * candidates: the service keeps those one typo away.
 */
export function candidateWordsQuery(db: Database, words: string[]) {
  const typed = sql`unnest(array[${sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]) as typed(word)`;
  const nearest = db
    .select({ word: searchWords.word })
    .from(searchWords)
    .orderBy(sql`${searchWords.word} <->> typed.word`)
    .limit(candidatesPerWord);
  return db
    .select({ typed: sql<string>`typed.word`, word: sql<string>`nearest.word` })
    .from(typed)
    .crossJoinLateral(nearest.as('nearest'));
}
