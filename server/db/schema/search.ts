import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Every word (of 4 letters or more) of product, category and news names in both languages: the
 * vocabulary a mistyped search word is corrected against. The trigram GiST index gives the known
 * words nearest to a typed one (`ORDER BY word <->> typed LIMIT n`), which a GIN index cannot.
 * Kept filled by triggers on the translation tables (migration 0004); words of deleted names stay,
 * which costs nothing but a candidate that finds no row.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
  },
  (t) => [index('search_words_trgm_idx').using('gist', t.word.op('gist_trgm_ops'))],
);

/**
 * One row per product: what search matches and ranks it by, rebuilt by triggers on the catalogue
 * tables (migration 0017) whenever a product, its names, category, attribute values or their names
 * change. `names`: every name as a plain phrase between bars ("|намет трамп 2|tramp 2 tent|");
 * `head`: the words of the names (weight A: with stems and the slug's transliteration) and of SKU,
 * category and attribute values (B); `document`: `head` plus description and features (C).
 * `writeXact`: the transaction that last wrote the row, set by a trigger (migration 0030), which
 * the search index in each process reads its changes by.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull(),
    popularity: integer('popularity').notNull(),
    names: text('names').notNull(),
    head: tsvector('head').notNull(),
    document: tsvector('document').notNull(),
    writeXact: bigint('write_xact', { mode: 'bigint' }).notNull().default(0n),
  },
  (t) => [
    index('product_search_document_idx').using('gin', t.document),
    index('product_search_head_idx').using('gin', t.head),
    index('product_search_write_xact_idx').on(t.writeXact),
  ],
);

/** Products whose search row was deleted, with the transaction that deleted it (migration 0030). */
export const productSearchRemoved = pgTable(
  'product_search_removed',
  {
    productId: integer('product_id').primaryKey(),
    writeXact: bigint('write_xact', { mode: 'bigint' }).notNull(),
  },
  (t) => [index('product_search_removed_write_xact_idx').on(t.writeXact)],
);

/**
 * Products whose search documents a bulk write left to be built after it (migration 0029):
 * search.documents.ts builds them in short transactions of their own and removes them here.
 */
export const productSearchStale = pgTable('product_search_stale', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
});

/**
 * The shop's synonyms, one direction a row: typing `term` also finds `synonym`. Both are plain
 * phrases (searchPhrase); the keys are their words' stems (tabir_search_stem_phrase), which the
 * typed words' stems are compared with.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: serial('id').primaryKey(),
    term: text('term').notNull(),
    synonym: text('synonym').notNull(),
    termKey: text('term_key')
      .notNull()
      .generatedAlwaysAs(sql`public.tabir_search_stem_phrase(term)`),
    synonymKey: text('synonym_key')
      .notNull()
      .generatedAlwaysAs(sql`public.tabir_search_stem_phrase(synonym)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('search_synonyms_pair_unique').on(t.term, t.synonym), index('search_synonyms_term_key_idx').on(t.termKey)],
);
