import { readThrough } from '../../db/read-cache.ts';
import type { Database } from '../../db/client.ts';
import { searchWords } from '../../db/schema/search.ts';
import { isOneTypoAway, typoMinLength } from './search.text.ts';

/** The words of names (search_words), by first letter: a typo never changes the first letter. */
type Vocabulary = Map<string, string[]>;

const vocabularyKey = 'search-vocabulary';

/** A word's first letter (a code point), by which the vocabulary is kept; the words looked up are never empty. */
const firstLetter = (word: string) => [...word][0] ?? '';

/**
 * The shop's vocabulary, kept per process like other shop-wide data (read-cache.ts): a few
 * thousand words even at 50,000 products, so a typed word is checked against all that share its
 * first letter in memory instead of asking the trigram index on every search. A name change moves
 * the page cache's version, which drops this copy (or the read-through interval does).
 */
function vocabulary(db: Database): Promise<Vocabulary> {
  return readThrough(db, vocabularyKey, async () => {
    const rows = await db.select({ word: searchWords.word }).from(searchWords);
    const byLetter: Vocabulary = new Map();
    for (const { word } of rows) {
      // Lexemes with punctuation ("quick-release") are matched through their parts.
      if (!/^[\p{L}\p{N}]+$/u.test(word)) continue;
      const first = firstLetter(word);
      const list = byLetter.get(first);
      if (list) list.push(word);
      else byLetter.set(first, [word]);
    }
    return byLetter;
  });
}

/**
 * What each word may be a typo of (only words of 5 letters or more): known words one edit away,
 * swapped letters included. Only words of names and titles are known, so a typo is corrected
 * towards those alone. The query carries no guessed spellings besides: each term that finds nothing
 * still makes the planner expect more matches, and "каремат" at 50,000 products, with five
 * swapped-letter guesses beside its synonyms, read the whole table instead of the index (40-60 ms
 * against 20 ms the first time it was searched).
 */
export async function correctionsOf(db: Database, words: string[]): Promise<string[][]> {
  const long = words.filter((word) => [...word].length >= typoMinLength);
  const known = long.length > 0 ? await vocabulary(db) : new Map<string, string[]>();
  return words.map((word) => {
    if ([...word].length < typoMinLength) return [];
    // Words the prefix already matches need no correction.
    return (known.get(firstLetter(word)) ?? []).filter((candidate) => !candidate.startsWith(word) && isOneTypoAway(word, candidate));
  });
}
