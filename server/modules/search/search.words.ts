import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { searchSynonyms } from '../../db/schema/search.ts';
import type { Synonym } from './search.plan.ts';

/**
 * Each word's stem by the database's own stemmer (the one the documents were built with) and its
 * English stem, in one round trip.
 */
export async function stemsOf(db: Database, words: string[]): Promise<{ stem: string; english: string | null }[]> {
  if (words.length === 0) return [];
  const rows = (await db.execute(
    sql`select public.tabir_search_stem(w) as stem, (ts_lexize('english_stem', w))[1] as english
        from unnest(${sql`array[${sql.join(
          words.map((word) => sql`${word}`),
          sql`, `,
        )}]::text[]`}) with ordinality as typed(w, n) order by n`,
  )) as unknown as { rows: { stem: string; english: string | null }[] };
  return rows.rows.map((row) => ({ stem: row.stem, english: row.english && row.english !== row.stem ? row.english : null }));
}

/** The synonyms whose term is one of these stem runs, with their words and stems. */
export async function synonymsOf(db: Database, termKeys: string[]): Promise<Synonym[]> {
  if (termKeys.length === 0) return [];
  const rows = await db
    .select({ termKey: searchSynonyms.termKey, synonym: searchSynonyms.synonym, synonymKey: searchSynonyms.synonymKey })
    .from(searchSynonyms)
    .where(inArray(searchSynonyms.termKey, termKeys));
  return rows.map((row) => {
    const words = row.synonym.split(' ');
    const stems = row.synonymKey.split(' ');
    return { termKey: row.termKey, words: words.map((word, i) => ({ word, stem: stems[i] ?? word })) };
  });
}
