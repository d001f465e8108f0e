import { sql } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { rowsOf, singleRow } from '../../rows.ts';

/** The row trigger that adds every word of a new name to the typo vocabulary (migration 0004). */
const vocabularyTrigger = 'product_translations_search_words';

/**
 * Runs a bulk load of product names with the vocabulary trigger switched off, then fires it
 * once per word rather than once per name: generated names repeat a few hundred words, and the
 * trigger per row was the largest single cost of a load on PGlite (0.4 ms a name). Touching one
 * name holding each word of the new names gives the vocabulary exactly what the trigger would
 * have added row by row. Must run inside a transaction; without the trigger it just loads.
 */
export async function withVocabularyOnce<T>(tx: Database, load: () => Promise<T>): Promise<T> {
  const found = await tx.execute(sql`
    select 1 from pg_trigger where tgrelid = 'product_translations'::regclass and tgname = ${vocabularyTrigger} and tgenabled <> 'D'`);
  if ((found as unknown as { rows: unknown[] }).rows.length === 0) return load();

  const before = singleRow(await rowsOf<{ last: number }>(tx, sql`select coalesce(max(id), 0)::int as "last" from products`));
  const last = Number(before.last);
  await tx.execute(sql`alter table product_translations disable trigger ${sql.identifier(vocabularyTrigger)}`);
  const answer = await load();
  await tx.execute(sql`alter table product_translations enable trigger ${sql.identifier(vocabularyTrigger)}`);
  await tx.execute(sql`
    update product_translations t set name = t.name
    from (
      select distinct on (w.lexeme) pt.product_id, pt.locale
      from product_translations pt, unnest(pt.search_vector) as w(lexeme)
      where pt.product_id > ${last}
      order by w.lexeme, pt.product_id, pt.locale
    ) as one
    where t.product_id = one.product_id and t.locale = one.locale`);
  return answer;
}
