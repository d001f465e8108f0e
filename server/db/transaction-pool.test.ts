import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite } from './embedded/pglite-instance.ts';
import { startWireServer, type WireServer } from './embedded/wire-server.ts';
import { TransactionSafePool } from './transaction-pool.ts';

// A BEGIN that fails must not cost the pool its connection. The embedded database's listener
// makes one fail for real: BEGIN waits behind another connection's transaction past its
// statement_timeout. Queries started together on a checked-out client go one at a time.
let pglite: PGlite;
let server: WireServer;
let holderPool: pg.Pool;

beforeAll(async () => {
  pglite = await createPglite(undefined);
  server = await startWireServer(pglite, { host: '127.0.0.1', port: 0 });
  holderPool = new pg.Pool({ connectionString: `postgres://postgres@${server.address}/postgres`, max: 1 });
}, 120_000);
afterAll(async () => {
  await holderPool.end();
  await server.close();
  await pglite.close();
});

describe('the pool given to drizzle', () => {
  it('gets its connection back when a transaction’s BEGIN fails', async () => {
    // One connection: a leaked one would leave nothing to connect with.
    const pool = new TransactionSafePool({ connectionString: `postgres://postgres@${server.address}/postgres`, max: 1, statement_timeout: 200, query_timeout: 400, connectionTimeoutMillis: 2_000 });
    const db = drizzle(pool);
    const holder = await holderPool.connect();
    await holder.query('BEGIN');
    await expect(db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toMatchObject({ cause: { code: '57014' } });
    await holder.query('ROLLBACK');
    holder.release();

    const answer = await db.transaction(async (tx) => (await tx.execute<{ one: number }>(sql`select 1 as one`)).rows);
    expect(answer).toEqual([{ one: 1 }]);
    expect(pool.totalCount).toBe(1);
    expect(pglite.isInTransaction()).toBe(false);
    await pool.end();
  });

  it('leaves other queries’ failures to node-postgres as before', async () => {
    const pool = new TransactionSafePool({ connectionString: `postgres://postgres@${server.address}/postgres`, max: 1 });
    await expect(pool.query('select 1 / 0')).rejects.toMatchObject({ code: '22012' });
    const client = await pool.connect();
    await expect(client.query('select 1 / 0')).rejects.toMatchObject({ code: '22012' });
    // Still checked out: only a failed BEGIN hands the client back.
    expect(pool.idleCount).toBe(0);
    client.release();
    expect((await pool.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await pool.end();
  });
});

/**
 * Watches every query node-postgres is asked for: the order they come (text and values), the most
 * in flight on one client at once (more than one is what it queues itself, deprecated) and the
 * warnings the process emits meanwhile.
 */
async function watchingQueries<T>(work: () => Promise<T>): Promise<{ result: T; asked: string[]; mostInFlight: number; warnings: string[] }> {
  const original = pg.Client.prototype.query;
  const inFlight = new Map<pg.Client, number>();
  const asked: string[] = [];
  let mostInFlight = 0;
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(warning.message);
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    // query(text, values) or query(config, values); drizzle sends a config and its values apart.
    const config = typeof args[0] === 'string' ? { text: args[0] } : (args[0] as { text: string; values?: unknown[] });
    asked.push([config.text, ...(config.values ?? (args[1] as unknown[] | undefined) ?? [])].join(' '));
    const answer: unknown = (original as (...queryArgs: unknown[]) => unknown).apply(this, args);
    if (!(answer instanceof Promise)) return answer;
    const now = (inFlight.get(this) ?? 0) + 1;
    inFlight.set(this, now);
    mostInFlight = Math.max(mostInFlight, now);
    const settled = () => void inFlight.set(this, (inFlight.get(this) ?? 1) - 1);
    answer.then(settled, settled);
    return answer;
  } as typeof original;
  process.on('warning', onWarning);
  try {
    const result = await work();
    // A warning is emitted on the next tick.
    await new Promise((wake) => setImmediate(wake));
    return { result, asked, mostInFlight, warnings };
  } finally {
    pg.Client.prototype.query = original;
    process.off('warning', onWarning);
  }
}

describe('a checked-out client', () => {
  it('sends the queries a transaction starts together one at a time, in the order asked', async () => {
    const pool = new TransactionSafePool({ connectionString: `postgres://postgres@${server.address}/postgres`, max: 1 });
    try {
      const db = drizzle(pool);
      const { result, asked, mostInFlight, warnings } = await watchingQueries(() =>
        db.transaction((tx) => Promise.all([1, 2, 3].map(async (n) => (await tx.execute<{ n: number }>(sql`select ${n}::int as n`)).rows))),
      );
      expect(result).toEqual([[{ n: 1 }], [{ n: 2 }], [{ n: 3 }]]);
      expect(asked).toEqual(['begin', 'select $1::int as n 1', 'select $1::int as n 2', 'select $1::int as n 3', 'commit']);
      expect(mostInFlight).toBe(1);
      // node-postgres warns once a process (an earlier file may have had it): the count above is what tells.
      expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
    } finally {
      await pool.end();
    }
  });

  it('sends the next query after one that failed', async () => {
    const pool = new TransactionSafePool({ connectionString: `postgres://postgres@${server.address}/postgres`, max: 1 });
    try {
      const { result, mostInFlight } = await watchingQueries(async () => {
        const client = await pool.connect();
        try {
          return await Promise.allSettled([client.query('select 1 as one'), client.query('select 1 / 0'), client.query<{ three: number }>('select 3 as three')]);
        } finally {
          client.release();
        }
      });
      expect(result.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect(result[2]).toMatchObject({ value: { rows: [{ three: 3 }] } });
      expect(mostInFlight).toBe(1);
    } finally {
      await pool.end();
    }
  });
});
