import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { jobs } from '../db/schema/jobs.ts';
import { startMailCatcher, type MailCatcher } from '../testing/mail-catcher.ts';
import { startServerProcess, type ServerProcess } from '../testing/server-process.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { cartTestShop, cartWith, setOption } from '../modules/cart/cart.fixtures.ts';
import { directoryCity, ukraineOrder } from '../modules/checkout/checkout.fixtures.ts';

// Real server processes on one database: killed in the middle of an order burst, and side by side.
const placePath = '/api/checkout/place/ukraine';
const orderCount = 30;
// Jobs one process runs at once: at most these many mails were in SMTP when it was killed.
const runnerConcurrency = 4;

let setup: TestApp;
let mail: MailCatcher;
let workDir: string;
let shop: Awaited<ReturnType<typeof cartTestShop>>;
let lviv: Awaited<ReturnType<typeof directoryCity>>;

beforeAll(async () => {
  mail = await startMailCatcher();
  workDir = await mkdtemp(join(tmpdir(), 'tabir-processes-'));
  // The real clock: the processes below run on it, and the carts must not look expired to them.
  setup = await createTestApp({ now: () => new Date(), startJobs: false });
  shop = await cartTestShop(setup);
  await setOption(setup, shop.plate.options[0]!.id, { stock: 1000 });
  lviv = await directoryCity(setup, { query: 'Льв' });
});
afterAll(async () => {
  await setup.close();
  await mail.close();
  await rm(workDir, { recursive: true, force: true });
});

async function orderBodies(prefix: string, count: number) {
  const bodies = [];
  for (let index = 0; index < count; index++) {
    const cartId = await cartWith(setup, [{ product_id: shop.plate.id, count: 1 }]);
    bodies.push(ukraineOrder({ cartId, ...lviv }, { email: `${prefix}-${index}@example.com` }));
  }
  return bodies;
}

/**
 * The environment of server processes on the data as it is now: the PostgreSQL copy itself, or
 * for PGlite a data directory written from it (one process at a time owns it).
 */
async function processEnvironment(name: string): Promise<{ env: Record<string, string>; open: () => Promise<{ db: Database; close: () => Promise<void> }> }> {
  const dataDir = join(workDir, name);
  const env = { DATA_DIR: dataDir, SMTP_URL: mail.url, PUBLIC_URL: 'https://tabir.example', JOBS_POLL_MS: '50', JOBS_LEASE_SECONDS: '2' };
  if (setup.database.url) {
    return { env: { ...env, DATABASE_URL: setup.database.url }, open: async () => ({ db: setup.deps.db, close: async () => {} }) };
  }
  const written = await openDatabase({ dataDir: join(dataDir, 'db'), loadDataDir: await setup.database.handle.dumpDataDir!() });
  await written.close();
  return {
    env,
    open: async () => {
      const handle = await openDatabase({ dataDir: join(dataDir, 'db') });
      return { db: handle.db, close: () => handle.close() };
    },
  };
}

async function jobCounts(db: Database) {
  const rows = await db
    .select({ kind: jobs.kind, total: sql<number>`count(*)::int`, done: sql<number>`count(${jobs.doneAt})::int`, dead: sql<number>`count(${jobs.deadAt})::int` })
    .from(jobs)
    .groupBy(jobs.kind)
    .orderBy(jobs.kind);
  return Object.fromEntries(rows.map((row) => [row.kind, { total: row.total, done: row.done, dead: row.dead }]));
}

const addressOf = (body: { email: unknown }) => String(body.email);
/** Orders the shop's order address (the demo shop's main contact) was told of. */
const shopNotices = () => new Set(mail.to('hello@tabir.com.ua').map((message) => message.subject)).size;

describe('a server process killed during an order burst', () => {
  it('loses no confirmation: after a retry with the same keys every order has exactly one', { timeout: 180_000 }, async () => {
    const bodies = await orderBodies('burst', orderCount);
    const { env, open } = await processEnvironment('burst');
    const ipOf = (index: number) => ({ 'x-forwarded-for': `203.0.113.${index + 1}` });

    const first = await startServerProcess(env);
    const numbers = new Map<number, string>();
    let answered = 0;
    let killing: Promise<void> | undefined;
    await Promise.allSettled(
      bodies.map(async (body, index) => {
        // Shoppers a few milliseconds apart: the burst lasts while the process is killed.
        await new Promise((resolve) => setTimeout(resolve, index * 10));
        if (killing) throw new Error('not sent: the process is gone');
        const answer = await first.post(placePath, body, ipOf(index));
        if (answer.status === 200) numbers.set(index, answer.body.data.number);
        // kill -9 with a fifth of the orders answered: the rest are in flight or not sent yet.
        if (++answered === orderCount / 5) killing = first.kill();
      }),
    );
    await killing;
    expect(numbers.size).toBeGreaterThanOrEqual(orderCount / 5);
    expect(numbers.size).toBeLessThan(orderCount);

    // The shopper's page retries with the same key: each order is placed once, on another process.
    const second: ServerProcess = await startServerProcess(env);
    for (const [index, body] of bodies.entries()) {
      const answer = await second.post(placePath, body, ipOf(index));
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      if (numbers.has(index)) expect(answer.body.data.number).toBe(numbers.get(index));
      numbers.set(index, answer.body.data.number);
    }
    expect(new Set(numbers.values()).size).toBe(orderCount);

    await expect.poll(() => bodies.filter((body) => mail.to(addressOf(body)).length === 0).length, { timeout: 30_000, interval: 100 }).toBe(0);
    await expect.poll(() => shopNotices(), { timeout: 30_000, interval: 100 }).toBe(orderCount);
    await second.stop();
    const database = await open();
    const counts = await jobCounts(database.db);
    await database.close();
    // Every job ran to its end, none is left to send a mail again.
    expect(counts['checkout.order-confirmation']).toEqual({ total: orderCount, done: orderCount, dead: 0 });
    // Each order mails its buyer and the shop's order address.
    expect(counts['shop-notice.order-mail']).toEqual({ total: orderCount, done: orderCount, dead: 0 });
    expect(counts['mail.send']).toEqual({ total: orderCount * 2, done: orderCount * 2, dead: 0 });

    for (const [index, body] of bodies.entries()) {
      const received = mail.to(addressOf(body));
      expect(received[0]!.subject).toContain(numbers.get(index));
      // One confirmation: a mail SMTP had taken when the process died is sent again with its Message-ID, which mail programs show once.
      expect(new Set(received.map((message) => message.messageId)).size).toBe(1);
    }
    const repeats = bodies.filter((body) => mail.to(addressOf(body)).length > 1);
    expect(repeats.length).toBeLessThanOrEqual(runnerConcurrency);
  });
});

if (process.env.TEST_DATABASE_URL) {
  describe('two server processes on one PostgreSQL', () => {
    it('send each mail once, run each job once, and count one rate limit together', async () => {
      const bodies = await orderBodies('pair', 12);
      const toldBefore = shopNotices();
      // Only this test's jobs are counted below.
      await setup.deps.db.delete(jobs);
      const { env, open } = await processEnvironment('pair');
      const processes = [await startServerProcess(env), await startServerProcess(env)];
      try {
        const answers = await Promise.all(bodies.map((body, index) => processes[index % 2]!.post(placePath, body, { 'x-forwarded-for': `198.51.100.${index + 1}` })));
        expect(answers.map((answer) => answer.status)).toEqual(bodies.map(() => 200));

        // Three resets an hour per address, whichever process is asked.
        const reset = (index: number) => processes[index % 2]!.post('/api/auth/password-reset', { lang: 'uk', email: 'shared-limit@example.com' }, { 'x-forwarded-for': '192.0.2.10' });
        const statuses = [];
        for (let index = 0; index < 4; index++) statuses.push((await reset(index)).status);
        expect(statuses).toEqual([200, 200, 200, 429]);

        await expect.poll(() => bodies.filter((body) => mail.to(addressOf(body)).length === 0).length, { timeout: 30_000, interval: 100 }).toBe(0);
        await expect.poll(() => shopNotices(), { timeout: 30_000, interval: 100 }).toBe(toldBefore + 12);
      } finally {
        await Promise.all(processes.map((process) => process.stop()));
      }
      for (const body of bodies) expect(mail.to(addressOf(body))).toHaveLength(1);
      const database = await open();
      const counts = await jobCounts(database.db);
      const attempts = await database.db.select({ kind: jobs.kind, attempts: jobs.attempts }).from(jobs);
      await database.close();
      expect(counts['checkout.order-confirmation']).toEqual({ total: 12, done: 12, dead: 0 });
      expect(counts['shop-notice.order-mail']).toEqual({ total: 12, done: 12, dead: 0 });
      expect(counts['mail.send']).toEqual({ total: 24, done: 24, dead: 0 });
      expect(counts['auth.password-reset-requested']).toEqual({ total: 3, done: 3, dead: 0 });
      // Claimed once each: no job was taken by both processes.
      // (The periodic jobs' next runs, not due yet, have not been claimed at all.)
      expect(attempts.filter((row) => row.attempts > 1)).toEqual([]);
    });
  });
}
