import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

/** The rows of a raw SQL query: both drivers answer `{ rows }`, which the shared type leaves unknown. */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
