import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite } from './pglite-instance.ts';
import type { Notification } from './wire-messages.ts';
import { startWireServer, type WireServer } from './wire-server.ts';

// The embedded database's listener on its own, over loopback: several connections share PGlite's
// one session without seeing each other's half-done work.
let pglite: PGlite;
let server: WireServer;
/** The notifications the listener handed over. */
const handedOver: Notification[] = [];
const pools: pg.Pool[] = [];
const poolOf = (max: number) => {
  const pool = new pg.Pool({ connectionString: `postgres://postgres@${server.address}/postgres`, max });
  pools.push(pool);
  return pool;
};

beforeAll(async () => {
  pglite = await createPglite(undefined);
  server = await startWireServer(pglite, { host: '127.0.0.1', port: 0 }, { onNotification: (notification) => handedOver.push(notification) });
  await pglite.exec('CREATE TABLE wire_rows (id int PRIMARY KEY, note text NOT NULL)');
  await pglite.exec('LISTEN wire_news');
}, 120_000);
afterAll(async () => {
  await Promise.all(pools.filter((pool) => !pool.ended).map((pool) => pool.end()));
  await server.close();
  await pglite.close();
});

/** The session's prepared statements whose text is like `pattern`, with how often each was planned. */
const statementsOf = async (pattern: string) =>
  (await pglite.query<{ custom_plans: number; generic_plans: number }>('SELECT custom_plans::int, generic_plans::int FROM pg_prepared_statements WHERE statement LIKE $1 ORDER BY name', [pattern])).rows;

describe('the embedded database listener', () => {
  it('answers many connections’ parameterised queries at once, each with its own answer', async () => {
    const pool = poolOf(8);
    const answers = await Promise.all(
      // A statement of its own for each caller: one caller's Bind on another's statement would show.
      Array.from({ length: 200 }, (_, index) =>
        pool.query<{ caller: number; doubled: number; echoed: string }>(`SELECT ${index} AS caller, $1::int * 2 AS doubled, $2::text AS echoed`, [index, `caller ${index}`]),
      ),
    );
    answers.forEach((answer, index) => expect(answer.rows).toEqual([{ caller: index, doubled: index * 2, echoed: `caller ${index}` }]));
  });

  it('passes a message larger than one read of the socket whole', async () => {
    const text = 'ліхтар '.repeat(40_000);
    const { rows } = await poolOf(2).query<{ length: number }>('SELECT length($1::text) AS length', [text]);
    expect(rows).toEqual([{ length: text.length }]);
  });

  it('keeps prepared statements of the same name and different texts apart', async () => {
    const pool = poolOf(4);
    const clients = await Promise.all([pool.connect(), pool.connect(), pool.connect()]);
    const run = (value: number) =>
      Promise.all(clients.map((client, index) => client.query<{ value: number }>({ name: 'same_name', text: `SELECT $1::int + ${index} AS value`, values: [value] })));
    const answers = await run(10);
    expect(answers.map((answer) => answer.rows[0]!.value)).toEqual([10, 11, 12]);
    // Each connection runs its own statement again (node-postgres now sends Bind only).
    const again = await run(20);
    expect(again.map((answer) => answer.rows[0]!.value)).toEqual([20, 21, 22]);
    for (const client of clients) client.release();
    expect(await statementsOf('SELECT $1::int + %')).toHaveLength(3);
    await pool.end();
  });

  it('gives connections that prepare the same statement one in the session, its plans shared, kept after they leave', async () => {
    const pool = poolOf(4);
    const clients = await Promise.all([pool.connect(), pool.connect(), pool.connect()]);
    const text = 'SELECT $1::int * 3 AS tripled';
    for (let round = 1; round <= 3; round++) {
      const answers = await Promise.all(clients.map((client, index) => client.query<{ tripled: number }>({ name: 'tripled', text, values: [round * 10 + index] })));
      expect(answers.map((answer) => answer.rows[0]!.tripled)).toEqual(clients.map((_, index) => (round * 10 + index) * 3));
    }
    for (const client of clients) client.release();
    await pool.end();
    // Nine runs of one statement: PostgreSQL plans it afresh for the first five only, then keeps a generic plan.
    expect(await statementsOf(text)).toEqual([{ custom_plans: 5, generic_plans: 4 }]);
    // A connection that comes later finds it too.
    const later = poolOf(1);
    expect((await later.query<{ tripled: number }>({ name: 'tripled', text, values: [7] })).rows).toEqual([{ tripled: 21 }]);
    expect(await statementsOf(text)).toEqual([{ custom_plans: 5, generic_plans: 5 }]);
  });

  it('keeps a statement prepared in a cycle that failed afterwards, and never one whose Parse failed', async () => {
    const dividing = { name: 'dividing', text: 'SELECT 10 / $1::int AS quotient' };
    await expect(poolOf(1).query({ ...dividing, values: [0] })).rejects.toMatchObject({ code: '22012' });
    expect((await poolOf(1).query<{ quotient: number }>({ ...dividing, values: [5] })).rows).toEqual([{ quotient: 2 }]);
    expect(await statementsOf(dividing.text)).toHaveLength(1);

    const broken = { name: 'broken', text: 'SELEC $1::int' };
    await expect(poolOf(1).query({ ...broken, values: [1] })).rejects.toMatchObject({ code: '42601' });
    await expect(poolOf(1).query({ ...broken, values: [1] })).rejects.toMatchObject({ code: '42601' });
    expect(await statementsOf(broken.text)).toEqual([]);
  });

  it('lends the session to one transaction until it ends: others wait and never see inside it', async () => {
    const pool = poolOf(4);
    const inside = await pool.connect();
    await inside.query('BEGIN');
    await inside.query('INSERT INTO wire_rows VALUES ($1, $2)', [1, 'not yet']);
    // Sent while the transaction is open; answered only after it ends.
    const outside = pool.query<{ count: number }>('SELECT count(*)::int AS count FROM wire_rows');
    let answered = false;
    void outside.then(() => (answered = true));
    const seen = await inside.query<{ count: number }>('SELECT count(*)::int AS count FROM wire_rows');
    expect(seen.rows).toEqual([{ count: 1 }]);
    expect(answered).toBe(false);
    await inside.query('ROLLBACK');
    inside.release();
    expect((await outside).rows).toEqual([{ count: 0 }]);
  });

  it('rolls back the transaction of a connection that leaves inside it, and goes on with the others', async () => {
    const pool = poolOf(4);
    const leaving = new pg.Client({ connectionString: `postgres://postgres@${server.address}/postgres` });
    await leaving.connect();
    await leaving.query('BEGIN');
    await leaving.query('INSERT INTO wire_rows VALUES ($1, $2)', [2, 'abandoned']);
    const waiting = pool.query<{ count: number }>('SELECT count(*)::int AS count FROM wire_rows');
    await leaving.end();
    expect((await waiting).rows).toEqual([{ count: 0 }]);
    expect(pglite.isInTransaction()).toBe(false);
  });

  it('answers a query that waited longer than its statement_timeout with that error, and never runs it later', async () => {
    const holder = await poolOf(1).connect();
    await holder.query('BEGIN');
    await holder.query('INSERT INTO wire_rows VALUES ($1, $2)', [3, 'held']);
    // The client gives up a little after the database should (as client.ts sets them up).
    const impatient = new pg.Pool({ connectionString: `postgres://postgres@${server.address}/postgres`, max: 2, statement_timeout: 200, query_timeout: 400 });
    pools.push(impatient);
    const waiting = await impatient.connect();
    await expect(waiting.query('BEGIN')).rejects.toMatchObject({ code: '57014' });
    await expect(impatient.query('SELECT count(*)::int AS count FROM wire_rows')).rejects.toMatchObject({ code: '57014' });
    await holder.query('ROLLBACK');
    holder.release();
    // The BEGIN that was answered never took the session: others go on, outside any transaction.
    expect((await poolOf(1).query<{ count: number }>('SELECT count(*)::int AS count FROM wire_rows')).rows).toEqual([{ count: 0 }]);
    expect(pglite.isInTransaction()).toBe(false);
    // The connection that waited is still good.
    expect((await waiting.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    waiting.release();
  });

  it('ends a transaction left idle longer than its connection allowed, so the others go on', async () => {
    const idle = new pg.Client({ connectionString: `postgres://postgres@${server.address}/postgres`, idle_in_transaction_session_timeout: 200 });
    const ended = new Promise<Error>((resolve) => idle.on('error', resolve));
    await idle.connect();
    await idle.query('BEGIN');
    await idle.query('INSERT INTO wire_rows VALUES ($1, $2)', [4, 'forgotten']);
    // Sent while the transaction holds the session; answered once the listener ends it.
    const counted = await poolOf(1).query<{ count: number }>('SELECT count(*)::int AS count FROM wire_rows');
    expect(counted.rows).toEqual([{ count: 0 }]);
    expect(String(await ended)).toMatch(/idle-in-transaction timeout|terminated/);
    await idle.end().catch(() => undefined);
  });

  it('keeps a failed statement’s error to its own connection', async () => {
    const pool = poolOf(4);
    const [failed, fine] = await Promise.allSettled([pool.query('SELECT 1 / $1::int', [0]), pool.query<{ one: number }>('SELECT $1::int AS one', [1])]);
    expect(failed).toMatchObject({ status: 'rejected', reason: { code: '22012' } });
    expect(fine).toMatchObject({ status: 'fulfilled', value: { rows: [{ one: 1 }] } });
  });

  it('hands the session’s notifications over before it answers the commit, and sends them to no connection', async () => {
    const client = new pg.Client({ connectionString: `postgres://postgres@${server.address}/postgres` });
    await client.connect();
    const received: string[] = [];
    client.on('notification', ({ payload }) => received.push(payload ?? ''));
    handedOver.length = 0;
    await client.query('BEGIN');
    await client.query(`SELECT pg_notify('wire_news', $1)`, ['rolled back']);
    await client.query('ROLLBACK');
    await client.query('BEGIN');
    await client.query(`SELECT pg_notify('wire_news', $1)`, ['7']);
    // Delivered at commit, not before; by the time the commit is answered.
    expect(handedOver).toEqual([]);
    await client.query('COMMIT');
    expect(handedOver).toEqual([{ channel: 'wire_news', payload: '7' }]);
    // A statement committed on its own, in the extended protocol.
    await client.query(`SELECT pg_notify('wire_news', $1)`, ['8']);
    expect(handedOver).toEqual([
      { channel: 'wire_news', payload: '7' },
      { channel: 'wire_news', payload: '8' },
    ]);
    // What the connection is sent next still reaches it whole.
    expect((await client.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await client.end();
    expect(received).toEqual([]);
  });
});
