import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../client.ts';
import { readPageVersion } from '../page-version.ts';
import { startEmbeddedServerEarly } from './embedded-server.ts';
import { embeddedSocketPath } from './embedded-socket.ts';

// The server's embedded database: PGlite in a worker thread, reached over the PostgreSQL protocol.
let workDir: string;
let dataDir: string;
let handle: DatabaseHandle;
const failures: Error[] = [];
const openWorker = (dir = dataDir) => openDatabase({ dataDir: dir, onEmbeddedFailure: (error) => failures.push(error) });

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'tabir-embedded-'));
  dataDir = join(workDir, 'db');
  handle = await openWorker();
  await handle.migrate();
  await handle.db.execute(sql`CREATE TABLE embedded_counter (id int PRIMARY KEY, value int NOT NULL)`);
  await handle.db.execute(sql`INSERT INTO embedded_counter VALUES (1, 0)`);
  // A new data directory starts with initdb: slow on a busy machine.
}, 240_000);
afterAll(async () => {
  await handle.close();
  await rm(workDir, { recursive: true, force: true });
});

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const counter = async (db: Database = handle.db) => (await rows<{ value: number }>(db, sql`SELECT value FROM embedded_counter WHERE id = 1`))[0]!.value;

describe('the embedded database in its own thread', () => {
  it('is PGlite, migrated, and answers queries', async () => {
    expect(handle.kind).toBe('pglite');
    expect(handle.embedded).toBe('worker');
    const [row] = await rows<{ products: number; trgm: boolean }>(
      handle.db,
      sql`SELECT (SELECT count(*)::int FROM products) AS products, similarity('ліхтар', 'ліхтарик') > 0 AS trgm`,
    );
    expect(row).toEqual({ products: 0, trgm: true });
  });

  it('keeps concurrent transactions whole: none sees another inside it, none loses an update', async () => {
    const callers = 20;
    const transactions = Array.from({ length: callers }, (_, caller) =>
      handle.db.transaction(async (tx) => {
        const first = (await rows<{ id: string }>(tx, sql`SELECT txid_current()::text AS id`))[0]!.id;
        const value = await counter(tx);
        // Other callers' statements would run here if the session were shared between them.
        await pause(2);
        await tx.execute(sql`UPDATE embedded_counter SET value = ${value + 1} WHERE id = 1`);
        const last = (await rows<{ id: string }>(tx, sql`SELECT txid_current()::text AS id`))[0]!.id;
        if (caller % 5 === 0) throw new Error(`caller ${caller} rolls back`);
        return { first, last };
      }),
    );
    // Plain reads meanwhile wait their turn and succeed.
    const reads = Array.from({ length: callers }, () => counter());
    const settled = await Promise.allSettled(transactions);
    await Promise.all(reads);

    const committed = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const rolledBack = settled.filter((result) => result.status === 'rejected');
    expect(rolledBack).toHaveLength(callers / 5);
    for (const { first, last } of committed) expect(last).toBe(first);
    expect(new Set(committed.map(({ first }) => first)).size).toBe(committed.length);
    expect(await counter()).toBe(committed.length);
  });

  it('keeps its connections open through a quiet spell, and answers on them after it', async () => {
    const pool = (handle.db as unknown as { $client: { totalCount: number; idleCount: number } }).$client;
    // The pool closes an unused connection on a timer, started as the connection goes back to it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await Promise.all([counter(), counter()]);
      const open = pool.totalCount;
      expect(open).toBeGreaterThan(0);
      vi.advanceTimersByTime(10 * 60_000);
      expect(pool.totalCount).toBe(open);
      expect(pool.idleCount).toBe(open);
      // Asked again after the quiet spell, the pool answers on a connection it already had.
      await counter();
      expect(pool.totalCount).toBe(open);
    } finally {
      vi.useRealTimers();
    }
  });

  it('knows the page version without reading it: a read waits for no transaction, and a raise is known once its commit is answered', async () => {
    const before = BigInt((await readPageVersion(handle.db))!);
    const execute = vi.spyOn(handle.db, 'execute');
    try {
      await handle.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT public.tabir_page_cache_raise()`);
        // The transaction holds the database's one session: a statement of another connection would wait for its end.
        expect(await readPageVersion(handle.db)).toBe(String(before));
      });
      expect(await readPageVersion(handle.db)).toBe(String(before + 1n));
      await handle.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT public.tabir_page_cache_raise()`);
        tx.rollback();
      }).catch(() => undefined);
      expect(await readPageVersion(handle.db)).toBe(String(before + 1n));
      expect(execute).not.toHaveBeenCalled();
    } finally {
      execute.mockRestore();
    }
    // What the database holds, read past the shared version.
    expect(await rows(handle.db, sql`SELECT version::text AS version FROM page_cache_version`)).toEqual([{ version: String(before + 1n) }]);
  });

  it('refuses a second server on the same data directory', async () => {
    await expect(openWorker()).rejects.toThrow(/already serves/);
  });

  it('gives its data as a dump another PGlite starts from', async () => {
    const copy = await openDatabase({ loadDataDir: await handle.dumpDataDir!() });
    expect(await counter(copy.db)).toBe(await counter());
    await copy.close();
  });

  it('closes cleanly and starts again on its data', async () => {
    const before = await counter();
    await handle.db.execute(sql`UPDATE embedded_counter SET value = value + 100 WHERE id = 1`);
    await handle.close();
    // The listener is gone with the thread.
    await expect(access(embeddedSocketPath(dataDir))).rejects.toThrow();

    handle = await openWorker();
    await handle.migrate();
    expect(await counter()).toBe(before + 100);
    expect(failures).toEqual([]);
  });

  it('hands an early start to the open of the same data, which starts no second thread', async () => {
    const before = await counter();
    await handle.close();
    startEmbeddedServerEarly(dataDir);
    // A second thread on the same data would be refused as "already serves".
    handle = await openWorker();
    expect(await counter()).toBe(before);
    await expect(openWorker()).rejects.toThrow(/already serves/);
    expect(failures).toEqual([]);
  });
});
