import { index, pgTable, text } from 'drizzle-orm/pg-core';

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
