// How typed words become one text-search query: each word with its other forms (stem, English
// stem, typo corrections), and groups of words the shop's synonyms give other words for.

/** A typed word (or a synonym's word) and the forms it matches as prefixes. */
export interface WordForms {
  word: string;
  /** tabir_search_stem (migration 0017): "намети" → "намет", "мішки" → "мошк". */
  stem: string;
  /** The English stem ("bags" → "bag"), or null for a stop word or one with no other stem. */
  english: string | null;
  /** Known words the typed one may be a typo of (never for a synonym's words). */
  corrections: string[];
}

/** Words that must all match; a unit matches when any of its alternatives does. */
export type WordGroup = WordForms[];

export interface SearchUnit {
  /** The typed words first, then what synonyms give for them. */
  alternatives: WordGroup[];
}

export interface Synonym {
  /** The stems of the term's words, space-separated. */
  termKey: string;
  /** The synonym's words and their stems. */
  words: { word: string; stem: string }[];
}

/** Longest run of typed words a synonym term may cover ("розвантажувальний жилет" is two). */
const longestTerm = 3;

/**
 * Cuts the typed words into units: a run of words whose stems equal a synonym term's stems becomes
 * one unit with the synonyms as alternatives (the longest run first); every other word is a unit
 * of its own, with the synonyms of that one word.
 */
export function buildUnits(typed: WordForms[], synonyms: Synonym[]): SearchUnit[] {
  const byKey = new Map<string, Synonym[]>();
  for (const synonym of synonyms) byKey.set(synonym.termKey, [...(byKey.get(synonym.termKey) ?? []), synonym]);
  const units: SearchUnit[] = [];
  for (let start = 0; start < typed.length; ) {
    let taken = 1;
    let found: Synonym[] = [];
    for (let length = Math.min(longestTerm, typed.length - start); length >= 1; length--) {
      const key = typed
        .slice(start, start + length)
        .map((forms) => forms.stem)
        .join(' ');
      const matches = byKey.get(key);
      if (matches) {
        taken = length;
        found = matches;
        break;
      }
    }
    const own = typed.slice(start, start + taken);
    const others = found.map((synonym) => synonym.words.map(({ word, stem }) => ({ word, stem, english: null, corrections: [] })));
    units.push({ alternatives: [own, ...others] });
    start += taken;
  }
  return units;
}

/** Only letters and digits ever reach a tsquery (anything else could be an operator). */
const plainLexeme = /^[\p{L}\p{N}]+$/u;

/** The lexemes a word matches as prefixes: its forms, and its corrections when typos are allowed. */
export function lexemesOf(forms: WordForms, typos: boolean): string[] {
  const lexemes = new Set([forms.word, forms.stem, ...(forms.english ? [forms.english] : []), ...(typos ? forms.corrections : [])]);
  return [...lexemes].filter((lexeme) => plainLexeme.test(lexeme));
}

/** lexemesOf as the database reads them in a query: the 'simple' configuration lowercases them. */
export function queryLexemesOf(forms: WordForms, typos: boolean): string[] {
  return lexemesOf(forms, typos).map((lexeme) => lexeme.toLowerCase());
}

export interface TsQueryOptions {
  /** Allow the typo corrections. */
  typos: boolean;
  /** Match only lexemes of these weights ("A": names; "AB": names and other fields). */
  weights?: 'A' | 'AB';
}

/**
 * The text of a 'simple' tsquery: every unit must match; in a unit any alternative; in an
 * alternative every word; a word as the start of a lexeme, by any of its forms.
 */
export function tsQueryText(units: SearchUnit[], { typos, weights = undefined }: TsQueryOptions): string {
  const label = `:*${weights ?? ''}`;
  const word = (forms: WordForms) => `(${lexemesOf(forms, typos)
    .map((lexeme) => `${lexeme}${label}`)
    .join(' | ')})`;
  const group = (words: WordGroup) => `(${words.map(word).join(' & ')})`;
  return units.map((unit) => `(${unit.alternatives.map(group).join(' | ')})`).join(' & ');
}

/**
 * The operands of tsQueryText(units, { typos: true }) as the database reads them, and whether the query's top operator is AND: several units, or one
 * unit of one alternative of several words. ts_rank reads both (search.text-rank.ts).
 */
export function tsQueryOperands(units: SearchUnit[]): { operands: string[]; conjunctive: boolean } {
  const operands = units.flatMap((unit) => unit.alternatives.flatMap((group) => group.flatMap((forms) => queryLexemesOf(forms, true))));
  const [only] = units;
  const conjunctive = units.length > 1 || (only !== undefined && only.alternatives.length === 1 && only.alternatives[0]!.length > 1);
  return { operands, conjunctive };
}

/** Stem runs of the typed words that a synonym term could equal. */
export function termKeysOf(typed: WordForms[]): string[] {
  const keys = new Set<string>();
  for (let start = 0; start < typed.length; start++) {
    for (let length = 1; length <= longestTerm && start + length <= typed.length; length++) {
      keys.add(
        typed
          .slice(start, start + length)
          .map((forms) => forms.stem)
          .join(' '),
      );
    }
  }
  return [...keys];
}
