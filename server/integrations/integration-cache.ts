import { eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { integrationCache } from '../db/schema/integrations.ts';

/** How long a stale answer is kept to be served while the service is down. */
const staleKeepMs = 7 * 24 * 3600 * 1000;

export interface CachedLoad<T> {
  key: string;
  now: Date;
  ttlMs: number;
  load: () => Promise<T>;
  /** Told when `load` failed and a stale answer was served instead. */
  onStale?: (error: unknown) => void;
}

/**
 * Answers `key` from the database while it is fresh, else loads it and stores it for `ttlMs`.
 * The table is shared, so every server process reuses what one of them loaded. When the load
 * fails, a stale answer (up to a week old) is better than none; without one the error goes on.
 */
export async function cachedInDatabase<T>(db: Database, { key, now, ttlMs, load, onStale }: CachedLoad<T>): Promise<T> {
  const [row] = await db.select({ value: integrationCache.value, expiresAt: integrationCache.expiresAt }).from(integrationCache).where(eq(integrationCache.key, key));
  if (row && row.expiresAt > now) return row.value as T;
  let value: T;
  try {
    value = await load();
  } catch (error) {
    if (!row || row.expiresAt.getTime() < now.getTime() - staleKeepMs) throw error;
    onStale?.(error);
    return row.value as T;
  }
  const expiresAt = new Date(now.getTime() + ttlMs);
  await db
    .insert(integrationCache)
    .values({ key, value, expiresAt })
    .onConflictDoUpdate({ target: integrationCache.key, set: { value, expiresAt } });
  // Typed searches leave many keys behind; now and then the long-dead ones go.
  if (Math.random() < 0.01) await pruneIntegrationCache(db, { now });
  return value;
}

/** Drops answers too old to be served even while the service is down. */
export async function pruneIntegrationCache(db: Database, { now }: { now: Date }): Promise<void> {
  await db.delete(integrationCache).where(lt(integrationCache.expiresAt, new Date(now.getTime() - staleKeepMs)));
}
