import type { Database } from './client.ts';

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

const caches = new WeakMap<Database, Map<string, Entry>>();

/** How long shop-wide data read on every page (settings, currencies, menus) is reused. */
export const shopDataTtlMs = 30_000;

/**
 * Reuses the result of `load` for `ttlMs` per database and key, so data every page needs is read
 * once per interval, not once per request. Concurrent callers share one load; a failed load is
 * not kept. Each process has its own copy, so an edit shows everywhere within `ttlMs`.
 */
export function readThrough<T>(db: Database, key: string, load: () => Promise<T>, ttlMs = shopDataTtlMs): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  cache.set(key, { expires: now + ttlMs, value });
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key);
  });
  return value;
}

/** Drops every result kept for this database: its data changed (the page cache's version moved). */
export function forgetReadThrough(db: Database): void {
  caches.get(db)?.clear();
}
