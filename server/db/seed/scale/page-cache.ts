import { sql } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { pageVersionChannel } from '../../page-version.ts';
import { rowsOf, singleRow } from '../../rows.ts';

/** The deferred row trigger of migration 0016 that raises the page cache's version at commit. */
const bumpTrigger = 'page_cache_bump';

/**
 * Runs a bulk load with the page cache's row triggers switched off on `tables`, then raises the
 * version once. Left on, each of the load's rows queues an event for commit (a cost per row),
 * and a queued event forbids the ALTER TABLE the load's other steps make in the same
 * transaction. Must run inside a transaction, before anything else writes to `tables` in it.
 */
export async function withOnePageCacheBump<T>(tx: Database, tables: readonly string[], load: () => Promise<T>): Promise<T> {
  const watched = await rowsOf<{ table: string }>(tx, sql`
    select tgrelid::regclass::text as "table" from pg_trigger
    where tgname = ${bumpTrigger} and tgrelid::regclass::text in (${sql.join(
      tables.map((table) => sql`${table}`),
      sql`, `,
    )})`);
  for (const { table } of watched) await tx.execute(sql`alter table ${sql.identifier(table)} disable trigger ${sql.identifier(bumpTrigger)}`);
  const answer = await load();
  for (const { table } of watched) await tx.execute(sql`alter table ${sql.identifier(table)} enable trigger ${sql.identifier(bumpTrigger)}`);
  if (watched.length > 0) {
    // The table holds the one version row.
    const raised = singleRow(await rowsOf<{ version: string }>(tx, sql`update page_cache_version set version = version + 1 returning version::text as "version"`));
    await tx.execute(sql`select pg_notify(${pageVersionChannel}, ${raised.version})`);
  }
  return answer;
}
