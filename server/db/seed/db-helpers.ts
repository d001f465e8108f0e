import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** Rows per multi-row INSERT; keeps every statement far below PostgreSQL's 65 535 parameters. */
const batchSize = 500;

export function batches<T>(rows: readonly T[], size = batchSize): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** The `set` of an upsert that takes the listed columns from the proposed row. */
export function excludedSet<T extends PgTable>(table: T, keys: (keyof T['_']['columns'] & string)[]): Record<string, SQL> {
  const columns = getTableColumns(table) as Record<(typeof keys)[number], { name: string }>;
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded."${columns[key].name}"`)]));
}
