import { LRUCache } from 'lru-cache';
import type { Database } from './client.ts';
import { readPageVersion } from './page-version.ts';

interface Store {
  version: bigint;
  results: LRUCache<string, Promise<unknown>>;
}

/** How long a result is reused at most: for what changes without a write, such as the clock. */
export const versionedResultTtlMs = 60_000;

/** Results kept per database and version, reused until the page version (page-version.ts) moves. */
export interface VersionedCache {
  /**
   * Reuses `load`'s result per database and key while the page version stays the same, for at
   * most `ttlMs`. Each call reads the version (readPageVersion: one row by its key, concurrent
   * calls sharing reads, or no statement on the embedded database), so a change any process
   * commits is seen by the next call, where readThrough (read-cache.ts) waits out its interval:
   * for results worth keeping that a shopper must never see stale, such as a search's ranking or
   * a product's stock. `load` gets the version read before it (null when unreadable). Concurrent
   * callers share one load; a failed load is not kept.
   */
  read<T>(db: Database, key: string, load: (version: string | null) => Promise<T>, ttlMs?: number): Promise<T>;
  /** Whether a result for `key` is kept at the newest version this process has read: the next read most likely answers it without a load. */
  isKeptAtNewest(db: Database, key: string): boolean;
  /** Drops the result kept for `key`, such as one holding a part that failed: the next read loads it again. */
  forget(db: Database, key: string): void;
}

/** A cache of its own: at most `maxResults` per database, the least recently used going first, so many distinct keys cannot grow it. */
export function createVersionedCache({ maxResults }: { maxResults: number }): VersionedCache {
  const stores = new WeakMap<Database, Store>();
  return {
    async read<T>(db: Database, key: string, load: (version: string | null) => Promise<T>, ttlMs = versionedResultTtlMs): Promise<T> {
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
    },
    isKeptAtNewest: (db, key) => stores.get(db)?.results.has(key) ?? false,
    forget: (db, key) => void stores.get(db)?.results.delete(key),
  };
}

/** The search's answers (search.service.ts). */
const searchAnswers = createVersionedCache({ maxResults: 2_000 });

export const readAtVersion = searchAnswers.read;
export const isKeptAtNewestVersion = searchAnswers.isKeptAtNewest;

/**
 * What product pages read (docs/decisions/027): a page the page cache does not answer (a signed-in
 * shopper's, another currency's, the router's `.data` for a click in the shop, or any page with
 * the page cache off) renders from it without reading the product again. A product's data is a
 * few kilobytes, so a thousand products cost a few megabytes at most.
 */
export const productPageReads = createVersionedCache({ maxResults: 1_000 });
