import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { inject } from 'vitest';
import type { Database } from '../db/client.ts';

/** The same database behind a Drizzle instance that counts the queries it sends. */
export function countingDb(db: Database): { db: Database; queries: () => number } {
  let count = 0;
  const logger = { logQuery: () => void count++ };
  const client = (db as unknown as { $client: never }).$client;
  const counted = inject('testDatabase').kind === 'pglite' ? drizzlePglite(client, { logger }) : drizzlePostgres(client, { logger });
  return { db: counted as unknown as Database, queries: () => count };
}
