import { sql } from 'drizzle-orm';
import { forgetReadThrough, readThrough } from '../../db/read-cache.ts';
import type { Database } from '../../db/client.ts';
import { searchSynonyms } from '../../db/schema/search.ts';
import type { Synonym } from './search.plan.ts';
import { stemsOfCyrillic, type Stems } from './search.stem.ts';

/**
 * Stems already asked for, per process. The stemmers are fixed functions of the word (IMMUTABLE in
 * SQL), so an answer never goes stale; the map is only emptied when it grows past its bound.
 */
const knownStems = new Map<string, Stems>();
const knownStemsLimit = 20_000;

/** Words being read, so that callers meanwhile wait for the same read. */
const stemsUnderWay = new Map<string, Promise<Stems>>();

/**
 * Each word's stem by the database's own stemmer (the one the documents were built with) and its
 * English stem: Cyrillic words and words seen before from memory, the others in one round trip
 * (or the read of them already under way).
 */
export async function stemsOf(db: Database, words: string[]): Promise<Stems[]> {
  for (const word of words) {
    const stems = knownStems.has(word) ? null : stemsOfCyrillic(word);
    if (stems) remember(word, stems);
  }
  const unknown = [...new Set(words.filter((word) => !knownStems.has(word) && !stemsUnderWay.has(word)))];
  if (unknown.length > 0) {
    const read = readStems(db, unknown).finally(() => unknown.forEach((word) => stemsUnderWay.delete(word)));
    unknown.forEach((word, i) => stemsUnderWay.set(word, read.then((stems) => stems[i]!)));
  }
  return Promise.all(words.map((word) => knownStems.get(word) ?? stemsUnderWay.get(word)!));
}

async function readStems(db: Database, words: string[]): Promise<Stems[]> {
  const { rows } = (await db.execute(
    sql`select public.tabir_search_stem(w) as stem, (ts_lexize('english_stem', w))[1] as english
        from unnest(${sql`array[${sql.join(
          words.map((word) => sql`${word}`),
          sql`, `,
        )}]::text[]`}) with ordinality as typed(w, n) order by n`,
  )) as unknown as { rows: { stem: string; english: string | null }[] };
  // A row for each word, in the words' order.
  const stems = rows.map((row) => ({ stem: row.stem, english: row.english && row.english !== row.stem ? row.english : null }));
  words.forEach((word, i) => remember(word, stems[i]!));
  return stems;
}

function remember(word: string, stems: Stems): void {
  if (knownStems.size >= knownStemsLimit) knownStems.clear();
  knownStems.set(word, stems);
}

/** The shop's synonym list, kept per process like other shop-wide data (read-cache.ts). */
const synonymsKey = 'search-synonyms';

function allSynonyms(db: Database): Promise<Synonym[]> {
  return readThrough(db, synonymsKey, async () => {
    const rows = await db.select({ termKey: searchSynonyms.termKey, synonym: searchSynonyms.synonym, synonymKey: searchSynonyms.synonymKey }).from(searchSynonyms);
    return rows.map((row) => {
      const words = row.synonym.split(' ');
      const stems = row.synonymKey.split(' ');
      return { termKey: row.termKey, words: words.map((word, i) => ({ word, stem: stems[i] ?? word })) };
    });
  });
}

/** Drops this process's copy of the list after a change (other processes: the page cache's version, or the read-through interval). */
export function forgetSynonyms(db: Database): void {
  forgetReadThrough(db);
}

/** The synonyms whose term is one of these stem runs, with their words and stems. */
export async function synonymsOf(db: Database, termKeys: string[]): Promise<Synonym[]> {
  if (termKeys.length === 0) return [];
  const wanted = new Set(termKeys);
  return (await allSynonyms(db)).filter((synonym) => wanted.has(synonym.termKey));
}
