import { forgetReadThrough, readThrough } from '../../db/read-cache.ts';
import type { Database } from '../../db/client.ts';
import { searchSynonyms } from '../../db/schema/search.ts';
import type { Synonym } from './search.plan.ts';

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
