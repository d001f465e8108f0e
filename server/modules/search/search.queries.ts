import { and, asc, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { categories, categoryTranslations, products, productTranslations } from '../../db/schema/catalog.ts';
import { articles, articleTranslations } from '../../db/schema/content.ts';
import { paths } from '../../db/schema/paths.ts';
import { searchWords } from '../../db/schema/search.ts';
import type { Locale } from '../../../common/locales.ts';
import { joinCardBasics, joinCategoryTranslation, productCardColumns } from '../catalog/catalog.queries.ts';

/** A query word and the words it may be a typo of (matched as prefixes too). */
export interface SearchTerm {
  word: string;
  corrections: string[];
}

export interface SearchQuery {
  terms: SearchTerm[];
  /** The words joined by spaces, compared with whole names. */
  phrase: string;
}

/**
 * Every word must match: as the start of a word of the name ('simple' lexemes), as the start of
 * an English stem ("bags" finds "bag"), or, with typos allowed, as the start of one of its
 * corrections. Words and corrections hold only letters and digits (parseQuery, the service's
 * filter) and travel as bound parameters.
 */
function tsQuery(terms: SearchTerm[], { typos }: { typos: boolean }): SQL {
  const perWord = terms.map(({ word, corrections }) => {
    const alternatives = [
      sql`to_tsquery('simple', ${`${word}:*`})`,
      sql`to_tsquery('english', ${`${word}:*`})`,
      ...(typos ? corrections.map((correction) => sql`to_tsquery('simple', ${`${correction}:*`})`) : []),
    ];
    return sql`(${sql.join(alternatives, sql` || `)})`;
  });
  return sql.join(perWord, sql` && `);
}

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
function matching(db: Database, { table, id, name, vector }: Searchable, { terms, phrase }: SearchQuery) {
  const full = tsQuery(terms, { typos: true });
  const strict = tsQuery(terms, { typos: false });
  return db
    .select({
      id: sql<number>`${id}`.as('matched_id'),
      exact: sql<boolean>`bool_or(public.tabir_search_phrase(${name}) = ${phrase})`.as('exact'),
      starts: sql<boolean>`bool_or(public.tabir_search_phrase(${name}) like ${`${phrase}%`})`.as('starts'),
      strict: sql<boolean>`bool_or(${vector} @@ (${strict}))`.as('strict'),
      rank: sql<number>`max(ts_rank(${vector}, ${full}))`.as('rank'),
    })
    .from(table)
    .where(sql`${vector} @@ (${full})`)
    .groupBy(id);
}

type Matched = ReturnType<typeof matchedCte>;

function matchedCte(db: Database, searchable: Searchable, query: SearchQuery) {
  return db.$with('matched').as(matching(db, searchable, query));
}

function byRelevance(matched: Matched): SQL[] {
  return [desc(matched.exact), desc(matched.starts), desc(matched.strict), desc(matched.rank)];
}

const total = sql<number>`(count(*) over ())::int`;

/** Matching active products in relevance order, ties broken by popularity, with the total. */
export function findProducts(db: Database, query: SearchQuery, { locale, limit, offset }: { locale: Locale; limit: number; offset: number }) {
  const matched = matchedCte(db, { table: productTranslations, id: productTranslations.productId, name: productTranslations.name, vector: productTranslations.searchVector }, query);
  const join = joinCardBasics(locale);
  return db
    .with(matched)
    .select({ ...productCardColumns, total })
    .from(matched)
    .innerJoin(products, and(eq(products.id, matched.id), eq(products.isActive, true)))
    .innerJoin(productTranslations, join.translation)
    .innerJoin(paths, join.path)
    .orderBy(...byRelevance(matched), desc(products.popularity), asc(products.id))
    .limit(limit)
    .offset(offset);
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
