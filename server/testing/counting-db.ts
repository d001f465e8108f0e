import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { inject } from 'vitest';
import type { Database } from '../db/client.ts';

/** The same database behind a Drizzle instance that counts the queries it sends, and keeps their texts in the order sent. */
export function countingDb(db: Database): { db: Database; queries: () => number; sent: () => string[] } {
  const texts: string[] = [];
  const logger = { logQuery: (query: string) => void texts.push(query) };
  const client = (db as unknown as { $client: never }).$client;
  const counted = inject('testDatabase').kind === 'pglite' ? drizzlePglite(client, { logger }) : drizzlePostgres(client, { logger });
  return { db: counted as unknown as Database, queries: () => texts.length, sent: () => [...texts] };
}
