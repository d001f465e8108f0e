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
// statement_timeout.
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
