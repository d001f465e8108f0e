import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

/** The rows of a raw SQL query: both drivers answer `{ rows }`, which the shared type leaves unknown. */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The row a statement answers by construction: an aggregate without GROUP BY, an INSERT … RETURNING
 * of one row, a row the transaction has just read or locked. Its absence is a bug, never an input.
 */
export function singleRow<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('The statement answered no row where it always answers one');
  return row;
}
