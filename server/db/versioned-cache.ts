import { LRUCache } from 'lru-cache';
import type { Database } from './client.ts';
import { readPageVersion } from './page-version.ts';

interface Store {
  version: bigint;
  results: LRUCache<string, Promise<unknown>>;
}

const stores = new WeakMap<Database, Store>();

/** Results kept per database; the least recently used go first, so many distinct keys cannot grow it. */
const maxResults = 2_000;

/** How long a result is reused at most: for what changes without a write, such as the clock. */
export const versionedResultTtlMs = 60_000;

/**
 * Reuses `load`'s result per database and key while the page version (page-version.ts) stays the
 * same, for at most `ttlMs`. Each call reads the version (one row by its key; concurrent calls
 * share reads), so a change any process commits is seen by the next call, where readThrough (read-cache.ts) waits out its
 * interval: for results worth keeping that a shopper must never see stale, such as a search's
 * ranking. `load` gets the version read before it (null when unreadable). Concurrent callers share
 * one load; a failed load is not kept.
 */
export async function readAtVersion<T>(db: Database, key: string, load: (version: string | null) => Promise<T>, ttlMs = versionedResultTtlMs): Promise<T> {
  // Unreadable, the version cannot vouch for anything kept: the load answers (or fails) itself.
  const read = await readPageVersion(db).catch(() => null);
  if (read === null) return load(null);
  const version = BigInt(read);
  let store = stores.get(db);
  if (!store || store.version < version) {
    store = { version, results: new LRUCache<string, Promise<unknown>>({ max: maxResults, ttl: ttlMs }) };
    stores.set(db, store);
  }
  // A version older than the kept one: read before a change that another call has already seen.
  if (store.version !== version) return load(read);
  const kept = store.results.get(key);
  if (kept) return kept as Promise<T>;
  const results = store.results;
  const value = load(read);
  results.set(key, value, { ttl: ttlMs });
  value.catch(() => {
    if (results.peek(key) === value) results.delete(key);
  });
  return value;
}

/** Whether a result for `key` is kept at the newest version this process has read: the next readAtVersion most likely answers it without a load. */
export function isKeptAtNewestVersion(db: Database, key: string): boolean {
  return stores.get(db)?.results.has(key) ?? false;
}
