import { and, asc, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { rowsOf } from '../../db/rows.ts';
import { categories, categoryTranslations, products, productTranslations } from '../../db/schema/catalog.ts';
import { articles, articleTranslations } from '../../db/schema/content.ts';
import { paths } from '../../db/schema/paths.ts';
import { productSearch } from '../../db/schema/search.ts';
import type { Locale } from '../../../common/locales.ts';
import { cardExtraColumns, joinCardBasics, joinCategoryTranslation, productCardColumns } from '../catalog/catalog.queries.ts';

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
      starts: sql<boolean>`bool_or(public.tabir_search_phrase(${name}) like (${phrase} || '%'))`.as('starts'),
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
 * One page of matching active products in relevance order, with how many candidates there were
 * (one statement). Candidates come from the GIN indexes, capped before ranking: up to
 * productCandidateLimit matching in names or other fields (the head), ranked by the whole name
 * equal to the query, a name starting with it, every word in the names, without a typo, then
 * popularity. Only when the head finds fewer than the cap are the products matching elsewhere
 * (the description too) read, as many again: they rank after every head match (nothing of their
 * names or fields matched), by popularity.
 *
 * Each match is planned in a CTE of its own without the cap, read only as far as the cap: planned
 * with the cap, a common word looked cheaper to find by reading the table in order, which reads
 * every row's long document (ten times slower than the index). The ranking flags are worked out
 * as the rows are read, so the wide search vectors are never copied.
 */
export function rankProducts(query: SearchQuery, { limit, offset }: { limit: number; offset: number }): SQL {
  const full = tsQuery(query.full);
  return sql`with head_matches as materialized (
      select ${productSearch.productId} as id, ${productSearch.names} like ${`%|${query.phrase}|%`} as exact,
        ${productSearch.names} like ${`%|${query.phrase}%`} as starts, ${productSearch.head} @@ ${tsQuery(query.inName)} as in_name,
        ${productSearch.head} @@ ${tsQuery(query.strict)} as strict, ${productSearch.popularity} as popularity
      from ${productSearch} where ${productSearch.head} @@ ${full} and ${productSearch.isActive}
    ), head as materialized (
      select * from head_matches limit ${productCandidateLimit}
    ), elsewhere_matches as materialized (
      select ${productSearch.productId} as id, ${productSearch.popularity} as popularity
      from ${productSearch} where ${productSearch.document} @@ ${full} and ${productSearch.isActive}
    ), elsewhere as materialized (
      select id, popularity from elsewhere_matches where (select count(*) from head) < ${productCandidateLimit} limit ${productCandidateLimit}
    ), ranked as (
      select id, exact, starts, in_name, true as in_head, strict, popularity from head
      union all
      select id, false, false, false, false, false, popularity from elsewhere where id not in (select id from head)
    )
    select id, (count(*) over ())::int as total from ranked
    order by exact desc, starts desc, in_name desc, in_head desc, strict desc, popularity desc, id
    limit ${limit} offset ${offset}`;
}

/** The page rankProducts picks: product ids with the candidates' count. */
export async function rankedProducts(db: Database, query: SearchQuery, page: { limit: number; offset: number }): Promise<{ id: number; total: number }[]> {
  const rows = await rowsOf<{ id: number; total: number }>(db, rankProducts(query, page));
  return rows.map((row) => ({ id: Number(row.id), total: Number(row.total) }));
}

/** A value filled in when a prepared statement runs, typed as the value it stands for. */
const placeholder = <T>(name: string) => sql.placeholder(name) as unknown as T;

const queryPlaceholders: SearchQuery = {
  full: placeholder('full'),
  strict: placeholder('strict'),
  inName: placeholder('inName'),
  phrase: placeholder('phrase'),
};

/**
 * The card rows, extras included, of these products in the locale (any order). Prepared, like the
 * categories' and news' statements below: on the embedded database planning them took ten times
 * as long as running them.
 */
const cardsStatement = preparedPerDatabase((db) => {
  const join = joinCardBasics(placeholder('locale'));
  return db
    .select({ ...productCardColumns, ...cardExtraColumns })
    .from(products)
    .innerJoin(productTranslations, join.translation)
    .innerJoin(paths, join.path)
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::integer[])`)
    .prepare('search_cards');
});

export function productCardsByIds(db: Database, ids: number[], locale: Locale) {
  return cardsStatement(db).execute({ ids, locale });
}

/** Matching active categories in relevance order (the builder, for EXPLAIN; findCategories runs it prepared). */
export function categoriesQuery(db: Database, query: SearchQuery, { locale, limit }: { locale: Locale; limit: number }) {
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

const categoriesStatement = preparedPerDatabase((db) =>
  categoriesQuery(db, queryPlaceholders, { locale: placeholder('locale'), limit: placeholder('limit') }).prepare('search_categories'),
);

export function findCategories(db: Database, query: SearchQuery, { locale, limit }: { locale: Locale; limit: number }) {
  return categoriesStatement(db).execute({ ...query, locale, limit });
}

/** Matching published news (not landings), newest first among equals (the builder, for EXPLAIN; findNews runs it prepared). */
export function newsQuery(db: Database, query: SearchQuery, { locale, limit, now }: { locale: Locale; limit: number; now: Date }) {
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

const newsStatement = preparedPerDatabase((db) =>
  newsQuery(db, queryPlaceholders, { locale: placeholder('locale'), limit: placeholder('limit'), now: placeholder('now') }).prepare('search_news'),
);

export function findNews(db: Database, query: SearchQuery, { locale, limit, now }: { locale: Locale; limit: number; now: Date }) {
  return newsStatement(db).execute({ ...query, locale, limit, now });
}
