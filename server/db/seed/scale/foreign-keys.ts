import { sql } from 'drizzle-orm';
import type { Database } from '../../client.ts';

interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

/**
 * Runs a bulk load into `tables` with their foreign keys dropped, then puts them back, which
 * checks every row once with one join per key instead of one index probe per row (PostgreSQL's
 * "Populating a Database" advice: the per-row checks were half the load's time). Must run inside
 * a transaction: a failed load or a row that breaks a key rolls the keys' removal back too.
 * The keys are read from the catalogue, so keys added by later migrations come back as well.
 */
export async function withoutForeignKeys<T>(tx: Database, tables: readonly string[], load: () => Promise<T>): Promise<T> {
  const result = await tx.execute(sql`
    select c.conrelid::regclass::text as "table", c.conname as "name", pg_get_constraintdef(c.oid) as "definition"
    from pg_constraint c
    where c.contype = 'f' and c.conrelid::regclass::text in (${sql.join(
      tables.map((table) => sql`${table}`),
      sql`, `,
    )})
    order by 1, 2`);
  const keys = (result as unknown as { rows: ForeignKey[] }).rows;
  const byTable = Map.groupBy(keys, (key) => key.table);

  for (const [table, tableKeys] of byTable) {
    await tx.execute(sql`alter table ${sql.identifier(table)} ${sql.join(
      tableKeys.map((key) => sql`drop constraint ${sql.identifier(key.name)}`),
      sql`, `,
    )}`);
  }
  const answer = await load();
  for (const [table, tableKeys] of byTable) {
    // The definitions come from pg_get_constraintdef, PostgreSQL's own text of each key.
    await tx.execute(sql`alter table ${sql.identifier(table)} ${sql.join(
      tableKeys.map((key) => sql`add constraint ${sql.identifier(key.name)} ${sql.raw(key.definition)}`),
      sql`, `,
    )}`);
  }
  return answer;
}
