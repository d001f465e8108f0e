import { and, asc, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase, preparedRows } from '../../db/prepared.ts';
import { rowsOf, singleRow } from '../../db/rows.ts';
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
  /** The words joined by spaces, compared with whole names. */
  phrase: string;
}

const tsQuery = (text: string) => sql`to_tsquery('simple', ${text})`;

/** Builds the statements of categories and news, which run as one prepared statement. */
const builder = new QueryBuilder();

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
function matching({ table, id, name, vector }: Searchable, { full, strict, phrase }: SearchQuery) {
  return builder
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

function matchedCte(searchable: Searchable, query: SearchQuery) {
  return builder.$with('matched').as(matching(searchable, query));
}

function byRelevance(matched: Matched): SQL[] {
  return [desc(matched.exact), desc(matched.starts), desc(matched.strict), desc(matched.rank)];
}

/** At most this many matching products are ranked and counted (see ADR 003, addendum). */
export const productCandidateLimit = 1000;

/**
 * The products matching only outside their head (the description and features), which rank after
 * every head match (search.index.ts ranks those), by popularity: at most `room` of them, with one
 * page of their ids. One row, with how many there were.
 *
 * The match is planned in a CTE of its own without the cap, read only as far as the cap: planned
 * with the cap, a common word looked cheaper to find by reading the table in order, which reads
 * every row's long document (ten times slower than the index).
 */
export function productsElsewhereQuery(full: string, { room, limit, offset }: { room: number; limit: number; offset: number }): SQL {
  const query = tsQuery(full);
  return sql`with elsewhere_matches as materialized (
      select ${productSearch.productId} as id, ${productSearch.popularity} as popularity
      from ${productSearch} where ${productSearch.document} @@ ${query} and ${productSearch.isActive} and not ${productSearch.head} @@ ${query}
    ), elsewhere as materialized (
      select * from elsewhere_matches limit ${room}
    )
    select (select count(*) from elsewhere)::int as total,
      coalesce((select array_agg(id order by popularity desc, id) from (
        select id, popularity from elsewhere order by popularity desc, id limit ${limit} offset ${offset}) page), '{}') as ids`;
}

export async function productsElsewhere(db: Database, full: string, page: { room: number; limit: number; offset: number }): Promise<{ ids: number[]; total: number }> {
  const row = singleRow(await rowsOf<{ ids: number[]; total: number }>(db, productsElsewhereQuery(full, page)));
  return { ids: row.ids.map(Number), total: Number(row.total) };
}

/** A value filled in when a prepared statement runs, typed as the value it stands for. */
const placeholder = <T>(name: string) => sql.placeholder(name) as unknown as T;

const queryPlaceholders: SearchQuery = {
  full: placeholder('full'),
  strict: placeholder('strict'),
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

/** Matching active categories in relevance order (the builder, for EXPLAIN; findCategoriesAndNews runs it). */
export function categoriesQuery(query: SearchQuery, { locale, limit }: { locale: Locale; limit: number }) {
  const matched = matchedCte({ table: categoryTranslations, id: categoryTranslations.categoryId, name: categoryTranslations.name, vector: categoryTranslations.searchVector }, query);
  return builder
    .with(matched)
    .select({ name: categoryTranslations.name, slug: categories.slug })
    .from(matched)
    .innerJoin(categories, and(eq(categories.id, matched.id), eq(categories.isActive, true)))
    .innerJoin(categoryTranslations, joinCategoryTranslation(locale))
    .orderBy(...byRelevance(matched), asc(categories.position), asc(categories.id))
    .limit(limit);
}

/** Matching published news (not landings), newest first among equals (the builder, for EXPLAIN; findCategoriesAndNews runs it). */
export function newsQuery(query: SearchQuery, { locale, limit, now }: { locale: Locale; limit: number; now: Date }) {
  const matched = matchedCte({ table: articleTranslations, id: articleTranslations.articleId, name: articleTranslations.title, vector: articleTranslations.searchVector }, query);
  return builder
    .with(matched)
    .select({ title: articleTranslations.title, slug: articles.slug, publishedAt: articles.publishedAt })
    .from(matched)
    .innerJoin(articles, and(eq(articles.id, matched.id), eq(articles.kind, 'news'), eq(articles.isPublished, true), lte(articles.publishedAt, now)))
    .innerJoin(articleTranslations, and(eq(articleTranslations.articleId, articles.id), eq(articleTranslations.locale, locale)))
    .orderBy(...byRelevance(matched), desc(articles.publishedAt))
    .limit(limit);
}

/**
 * Both lists in one statement, each as a JSON array in its order: on the embedded database each
 * statement costs a few milliseconds however little it reads, and a first search pays for each.
 */
const categoriesAndNewsStatement = preparedRows<
  { full: string; strict: string; phrase: string; locale: Locale; categoryLimit: number; newsLimit: number; now: Date },
  { categories: { name: string; slug: string }[]; news: { title: string; slug: string; published_at: string }[] }
>(
  'search_categories_news',
  () => sql`select
    (select coalesce(json_agg(found), '[]'::json) from (${categoriesQuery(queryPlaceholders, { locale: placeholder('locale'), limit: placeholder('categoryLimit') })}) found) as categories,
    (select coalesce(json_agg(found), '[]'::json) from (${newsQuery(queryPlaceholders, { locale: placeholder('locale'), limit: placeholder('newsLimit'), now: placeholder('now') })}) found) as news`,
);

export async function findCategoriesAndNews(db: Database, query: SearchQuery, values: { locale: Locale; categoryLimit: number; newsLimit: number; now: Date }) {
  const { full, strict, phrase } = query;
  const row = singleRow(await categoriesAndNewsStatement(db, { full, strict, phrase, ...values }));
  return {
    categories: row.categories,
    news: row.news.map((news) => ({ title: news.title, slug: news.slug, publishedAt: new Date(news.published_at) })),
  };
}
