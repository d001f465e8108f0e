// Rules of search text: how a query is cut into words and what counts as one typo.
import { searchWordsOf } from '../../../common/search.ts';

/** Words of this many letters or more still match with one typo. */
export const typoMinLength = 5;

const maxWords = 8;
const maxWordLength = 40;

export interface ParsedQuery {
  /** Distinct words, at most 8, each cut to 40 characters; each must match a word of the name. */
  words: string[];
  /** All words joined by one space, to compare with a whole name (tabir_search_phrase). */
  phrase: string;
}

/** Splits a query the way the database splits names (searchWordsOf). */
export function parseQuery(text: string): ParsedQuery {
  const all = searchWordsOf(text);
  const words = [...new Set(all.map((word) => word.slice(0, maxWordLength)))].slice(0, maxWords);
  return { words, phrase: all.join(' ') };
}

/** Whether two words differ by at most one letter added, missing, changed or two swapped. */
function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    const swapped = a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
    return swapped || a.slice(i + 1) === b.slice(i + 1);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * Whether `known` is `typed` with one typo, also while the shopper is still typing it ("slepin"
 * for "sleeping"). Words shorter than 5 letters get no typo, and the first letter must be right:
 * a wrong first letter mostly means another word ("пальники" is not "спальники"), which is why
 * search engines such as Algolia count it as two typos.
 */
export function isOneTypoAway(typed: string, known: string): boolean {
  const a = [...typed];
  const b = [...known];
  if (a.length < typoMinLength || a[0] !== b[0]) return false;
  const typedText = a.join('');
  for (const length of [a.length - 1, a.length, a.length + 1]) {
    if (length <= b.length && withinOneEdit(typedText, b.slice(0, length).join(''))) return true;
  }
  return false;
}
