// The products' search heads held in memory, so ranking a search reads no table: the database
// takes 10–40 ms to rank a common word among 50,000 products, this a few (docs/decisions/025).
// It matches as the database's text search does (prefixes of lexemes, the A weight for names) and
// ranks as search.queries.ts did: the whole name equal to the query, a name starting with it,
// every word within the names, no typo needed, then popularity and id.
import { queryLexemesOf, type SearchUnit, type WordForms } from './search.plan.ts';
import { compareCodeUnits, forEachLexeme, parseTsvector, weightBits, type Lexeme } from './search.tsvector.ts';

/** A product's search row as the database holds it (product_search), head as tsvector text. */
export interface SearchRow {
  productId: number;
  isActive: boolean;
  popularity: number;
  names: string;
  head: string;
}

/** What a search matches and ranks the heads by (search.plan.ts builds the units). */
export interface HeadQuery {
  units: SearchUnit[];
  /** The words joined by spaces, compared with whole names. */
  phrase: string;
}

interface Doc {
  productId: number;
  popularity: number;
  names: string;
}

interface ChangedDoc extends Doc {
  isActive: boolean;
  lexemes: Lexeme[];
}

/** Whether a doc matches, per doc index: one bit each. */
type DocSet = Uint32Array;

/** A word's docs, those holding a lexeme that starts with one of its forms: anywhere in the head, and in names (weight A). */
interface WordDocs {
  anywhere: DocSet;
  inNames: DocSet;
}

export interface Matcher {
  /** A word's lexemes as prefixes, at weight A only or any. */
  word(lexemes: string[], namesOnly: boolean): boolean | DocSet;
}

interface IndexParts {
  docs: Doc[];
  docOf: Map<number, number>;
  lexicon: string[];
  postingStart: Int32Array;
  postingDoc: Int32Array;
  postingWeights: Uint8Array;
  replaced: Uint8Array;
  changed: Map<number, ChangedDoc>;
}

const rankBits = { exact: 8, starts: 4, inName: 2, strict: 1 };
const highestRank = rankBits.exact + rankBits.starts + rankBits.inName + rankBits.strict;

/** The query as looked for in a product's names ("|name|name|"): a whole name, and a name's start. */
interface NamePhrases {
  whole: string;
  start: string;
}

const namePhrases = (phrase: string): NamePhrases => ({ whole: `|${phrase}|`, start: `|${phrase}` });

/** The rank a product's names give it: one starting with the query, and one equal to it. */
function nameRank(names: string, phrases: NamePhrases): number {
  // A name equal to the query also starts with it: most names do neither.
  return names.includes(phrases.start) ? rankBits.starts + (names.includes(phrases.whole) ? rankBits.exact : 0) : 0;
}

/** Negative when `a` is shown before `b` at an equal rank: the more popular first, then the lower id. */
const shownFirst = (a: Doc, b: Doc): number => b.popularity - a.popularity || a.productId - b.productId;

/**
 * Builds an index row by row, so a caller reading the rows in batches need not keep them: only
 * the names and the postings stay.
 */
export class ProductSearchIndexBuilder {
  private readonly docs: Doc[] = [];
  /** Each lexeme's docs, packed with their weights (doc × 16 + weight bits). */
  private readonly postings = new Map<string, number[]>();

  add(row: SearchRow): void {
    if (!row.isActive) return;
    const doc = this.docs.length;
    this.docs.push({ productId: row.productId, popularity: row.popularity, names: row.names });
    forEachLexeme(row.head, (lexeme, weights) => {
      let list = this.postings.get(lexeme);
      if (!list) this.postings.set(lexeme, (list = []));
      list.push(doc * 16 + weights);
    });
  }

  finish(): ProductSearchIndex {
    const { postings } = this;
    // The docs in the order equal ranks are shown in, so a rank's hits leave the bitset sorted.
    const order = this.docs.map((_, index) => index).sort((a, b) => shownFirst(this.docs[a]!, this.docs[b]!));
    const docs = order.map((index) => this.docs[index]!);
    const orderedIndex = new Int32Array(order.length);
    for (const [ordered, index] of order.entries()) orderedIndex[index] = ordered;
    const lexicon = [...postings.keys()].sort(compareCodeUnits);
    const postingStart = new Int32Array(lexicon.length + 1);
    let total = 0;
    for (const [i, lexeme] of lexicon.entries()) {
      postingStart[i] = total;
      total += postings.get(lexeme)!.length;
    }
    postingStart[lexicon.length] = total;
    const postingDoc = new Int32Array(total);
    const postingWeights = new Uint8Array(total);
    let at = 0;
    for (const lexeme of lexicon) {
      for (const packed of postings.get(lexeme)!) {
        postingDoc[at] = orderedIndex[Math.floor(packed / 16)]!;
        postingWeights[at] = packed % 16;
        at++;
      }
    }
    postings.clear();
    return new ProductSearchIndex({
      docs,
      lexicon,
      postingStart,
      postingDoc,
      postingWeights,
      docOf: new Map(docs.map((doc, index) => [doc.productId, index])),
      replaced: new Uint8Array(docs.length),
      changed: new Map(),
    });
  }
}

/**
 * The active products' heads as an inverted index: the distinct lexemes sorted, each with the docs
 * holding it and the weights it has there (CSR arrays, about 5 bytes a lexeme of a product).
 * Changed products are kept beside it until there are many (rebuildAfterChanged), then the holder
 * (search.index-store.ts) builds a new one.
 */
export class ProductSearchIndex {
  private readonly docs: Doc[];
  /** The doc index of each product in docs. */
  private readonly docOf: Map<number, number>;
  private readonly lexicon: string[];
  private readonly postingStart: Int32Array;
  private readonly postingDoc: Int32Array;
  private readonly postingWeights: Uint8Array;
  /** Docs of the base whose product changed since: their changed row stands instead. */
  private readonly replaced: Uint8Array;
  private readonly changed: Map<number, ChangedDoc>;

  /** Built by ProductSearchIndexBuilder, and by withChanges. */
  constructor(parts: IndexParts) {
    this.docs = parts.docs;
    this.lexicon = parts.lexicon;
    this.postingStart = parts.postingStart;
    this.postingDoc = parts.postingDoc;
    this.postingWeights = parts.postingWeights;
    this.docOf = parts.docOf;
    this.replaced = parts.replaced;
    this.changed = parts.changed;
  }

  /** How many products changed since the index was built. */
  get changedCount(): number {
    return this.changed.size;
  }

  get size(): number {
    return this.docs.length;
  }

  /** This index with rows written since and products removed since (a new object; this one stays as it was). */
  withChanges(rows: SearchRow[], removedIds: number[]): ProductSearchIndex {
    const replaced = this.replaced.slice();
    const changed = new Map(this.changed);
    const change = (productId: number, doc: ChangedDoc) => {
      const index = this.docOf.get(productId);
      if (index !== undefined) replaced[index] = 1;
      changed.set(productId, doc);
    };
    for (const productId of removedIds) change(productId, { productId, isActive: false, popularity: 0, names: '', lexemes: [] });
    for (const row of rows) {
      change(row.productId, { productId: row.productId, isActive: row.isActive, popularity: row.popularity, names: row.names, lexemes: parseTsvector(row.head) });
    }
    return new ProductSearchIndex({ ...this.parts(), replaced, changed });
  }

  private parts(): IndexParts {
    const { docs, lexicon, postingStart, postingDoc, postingWeights, docOf, replaced, changed } = this;
    return { docs, lexicon, postingStart, postingDoc, postingWeights, docOf, replaced, changed };
  }

  /**
   * The ids of the active products whose head matches every unit, best first, at most `cap`, with
   * how many matched in all.
   */
  rank(query: HeadQuery, cap: number): { ids: number[]; matched: number } {
    const phrases = namePhrases(query.phrase);
    const byRank = this.matchesByRank(query, phrases);
    const changedHits: { doc: Doc; rank: number }[] = [];
    for (const doc of this.changed.values()) {
      if (!doc.isActive) continue;
      const rank = rankOfChanged(doc, query, phrases);
      if (rank !== null) changedHits.push({ doc, rank });
    }
    changedHits.sort((a, b) => b.rank - a.rank || shownFirst(a.doc, b.doc));
    let matched = changedHits.length;
    for (const docs of byRank) matched += docs.length;
    // Highest rank first; within one, the base's docs (already in order) merged with the changed.
    const ids: number[] = [];
    let nextChanged = 0;
    for (let rank = byRank.length - 1; rank >= 0 && ids.length < cap; rank--) {
      const docs = byRank[rank]!;
      let nextBase = 0;
      while (ids.length < cap) {
        const changed = changedHits[nextChanged]?.rank === rank ? changedHits[nextChanged]!.doc : undefined;
        const base = nextBase < docs.length ? this.docs[docs[nextBase]!]! : undefined;
        if (!changed && !base) break;
        if (changed && (!base || shownFirst(changed, base) < 0)) {
          ids.push(changed.productId);
          nextChanged++;
        } else {
          ids.push(base!.productId);
          nextBase++;
        }
      }
    }
    return { ids, matched };
  }

  /** The matching docs of the base, by rank (index: rank), each list in the order shown. */
  private matchesByRank(query: HeadQuery, phrases: NamePhrases): number[][] {
    // A word's docs at any weight and in names come from one pass over its postings.
    const words = new Map<string, WordDocs>();
    const matcher: Matcher = {
      word: (lexemes, namesOnly) => {
        const key = lexemes.join('|');
        let docs = words.get(key);
        if (!docs) words.set(key, (docs = this.docsWithPrefixes(lexemes)));
        return namesOnly ? docs.inNames : docs.anywhere;
      },
    };
    const full = asDocSet(evaluate(query.units, true, false, matcher), this.docs.length);
    const strict = asDocSet(evaluate(query.units, false, false, matcher), this.docs.length);
    const inName = asDocSet(evaluate(query.units, true, true, matcher), this.docs.length);
    const byRank: number[][] = Array.from({ length: highestRank + 1 }, () => []);
    for (let block = 0; block < full.length; block++) {
      let bits = full[block]!;
      while (bits !== 0) {
        const low = bits & -bits;
        const index = block * 32 + (31 - Math.clz32(low));
        bits ^= low;
        if (index >= this.docs.length || this.replaced[index] === 1) continue;
        const bit = 1 << (index % 32);
        const rank =
          nameRank(this.docs[index]!.names, phrases) +
          ((inName[block]! & bit) !== 0 ? rankBits.inName : 0) +
          ((strict[block]! & bit) !== 0 ? rankBits.strict : 0);
        byRank[rank]!.push(index);
      }
    }
    return byRank;
  }

  /** The docs holding a lexeme that starts with any of `prefixes`: at any weight, and at weight A. */
  private docsWithPrefixes(prefixes: string[]): WordDocs {
    const anywhere = new Uint32Array(Math.ceil(this.docs.length / 32));
    const inNames = new Uint32Array(anywhere.length);
    const { lexicon, postingStart, postingDoc, postingWeights } = this;
    for (const prefix of widestPrefixes(prefixes)) {
      for (let i = lowerBound(lexicon, prefix); i < lexicon.length && lexicon[i]!.startsWith(prefix); i++) {
        for (let at = postingStart[i]!; at < postingStart[i + 1]!; at++) {
          const doc = postingDoc[at]!;
          const block = doc >>> 5;
          const bit = 1 << (doc & 31);
          anywhere[block]! |= bit;
          if ((postingWeights[at]! & weightBits.A) !== 0) inNames[block]! |= bit;
        }
      }
    }
    return { anywhere, inNames };
  }
}

/** A matcher over one document's lexemes: whether any starts with one of a word's lexemes. */
export function lexemeMatcher(lexemes: Lexeme[]): Matcher {
  return {
    word: (prefixes, namesOnly) =>
      lexemes.some(({ lexeme, weights }) => (!namesOnly || (weights & weightBits.A) !== 0) && prefixes.some((prefix) => lexeme.startsWith(prefix))),
  };
}

/** The rank of a changed product's head, or null when it does not match. */
function rankOfChanged(doc: ChangedDoc, query: HeadQuery, phrases: NamePhrases): number | null {
  const matcher = lexemeMatcher(doc.lexemes);
  if (evaluate(query.units, true, false, matcher) !== true) return null;
  return (
    nameRank(doc.names, phrases) +
    (evaluate(query.units, true, true, matcher) === true ? rankBits.inName : 0) +
    (evaluate(query.units, false, false, matcher) === true ? rankBits.strict : 0)
  );
}

/**
 * The query's tree over a matcher: every unit, any of its alternatives, every word of one, any of
 * a word's lexemes as a prefix (tsQueryText writes the same tree for the database).
 */
export function evaluate(units: SearchUnit[], typos: boolean, namesOnly: boolean, matcher: Matcher): boolean | DocSet {
  const all = (parts: (boolean | DocSet)[]) => combine(parts, true);
  const any = (parts: (boolean | DocSet)[]) => combine(parts, false);
  const word = (forms: WordForms) => matcher.word(queryLexemesOf(forms, typos), namesOnly);
  return all(units.map((unit) => any(unit.alternatives.map((group) => all(group.map(word))))));
}

/** AND (every) or OR of booleans and doc sets, as a new set or a boolean. */
function combine(parts: (boolean | DocSet)[], every: boolean): boolean | DocSet {
  let result: boolean | DocSet = every;
  for (const part of parts) {
    if (typeof part === 'boolean') {
      if (part !== every) return part;
      continue;
    }
    if (typeof result === 'boolean') {
      result = part.slice();
      continue;
    }
    for (let i = 0; i < result.length; i++) result[i] = every ? result[i]! & part[i]! : result[i]! | part[i]!;
  }
  return result;
}

function asDocSet(value: boolean | DocSet, size: number): DocSet {
  if (typeof value !== 'boolean') return value;
  const set = new Uint32Array(Math.ceil(size / 32));
  if (value) set.fill(0xffffffff);
  return set;
}

/** The prefixes no other of them starts: a lexeme starting with "намети" starts with "намет" too. */
function widestPrefixes(prefixes: string[]): string[] {
  return prefixes.filter((prefix) => !prefixes.some((other) => other !== prefix && prefix.startsWith(other)));
}

/** The first index whose entry is not below `value`. */
function lowerBound(sorted: string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
