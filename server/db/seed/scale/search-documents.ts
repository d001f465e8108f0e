import { sql } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { rowsOf } from '../../rows.ts';

/**
 * Runs a bulk load with the search document triggers of migration 0017 switched off on `tables`,
 * then builds the documents of the new products in one call. Left on, each batch's statements
 * rebuild their products' documents three times over (products, filter values, names).
 * Must run inside a transaction.
 */
export async function withSearchDocumentsOnce<T>(tx: Database, tables: readonly string[], load: () => Promise<T>): Promise<T> {
  const triggers = await rowsOf<{ table: string; name: string }>(tx, sql`
    select tgrelid::regclass::text as "table", tgname as "name" from pg_trigger
    where tgname like 'product\\_search\\_%' and tgenabled <> 'D' and tgrelid::regclass::text in (${sql.join(
      tables.map((table) => sql`${table}`),
      sql`, `,
    )})`);
  if (triggers.length === 0) return load();
  const [before] = await rowsOf<{ last: number }>(tx, sql`select coalesce(max(id), 0)::int as "last" from products`);
  for (const { table, name } of triggers) await tx.execute(sql`alter table ${sql.identifier(table)} disable trigger ${sql.identifier(name)}`);
  const answer = await load();
  for (const { table, name } of triggers) await tx.execute(sql`alter table ${sql.identifier(table)} enable trigger ${sql.identifier(name)}`);
  await tx.execute(sql`select public.tabir_refresh_product_search(array(select id from products where id > ${before.last}))`);
  return answer;
}
