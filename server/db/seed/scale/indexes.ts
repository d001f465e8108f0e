import { sql } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { rowsOf } from '../../rows.ts';

/**
 * Runs a bulk load with the plain (non-unique) indexes of `tables` dropped, then builds them again
 * in one pass each: sorting all the rows once is far cheaper than inserting them one by one into
 * every index, and the search documents' GIN indexes were the most expensive to keep up row by row.
 * Unique and primary-key indexes stay: the load's ON CONFLICT and its joins need them. Must run
 * inside a transaction (a failed load rolls the drops back too). The indexes are read from the
 * catalogue, so indexes added by later migrations come back as well.
 */
export async function withIndexesBuiltAfter<T>(tx: Database, tables: readonly string[], load: () => Promise<T>): Promise<T> {
  const indexes = await rowsOf<{ name: string; definition: string }>(tx, sql`
    select i.indexrelid::regclass::text as "name", pg_get_indexdef(i.indexrelid) as "definition"
    from pg_index i
    where not i.indisunique and not i.indisprimary and i.indisvalid
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
      and i.indrelid::regclass::text in (${sql.join(
        tables.map((table) => sql`${table}`),
        sql`, `,
      )})
    order by 1`);
  for (const { name } of indexes) await tx.execute(sql`drop index ${sql.raw(name)}`);
  const answer = await load();
  // A GIN index builds much faster when its entries fit in memory (the default is 64 MB).
  if (indexes.length > 0) await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
  // The definitions come from pg_get_indexdef, PostgreSQL's own text of each index.
  for (const { definition } of indexes) await tx.execute(sql.raw(definition));
  return answer;
}
