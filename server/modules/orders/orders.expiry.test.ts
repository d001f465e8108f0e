import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { orderEvents } from '../../db/schema/order-back-office.ts';
import { enqueue } from '../../jobs/jobs.queue.ts';
import { startMailCatcher, type MailCatcher } from '../../testing/mail-catcher.ts';
import { startServerProcess } from '../../testing/server-process.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { orders } from '../../db/schema/orders.ts';
import { sendMailJob } from '../../integrations/mail/mail.jobs.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { cartTestShop, setOption } from '../cart/cart.fixtures.ts';
import { listOrderEvents } from './orders.events.ts';
import { placeTestOrder, stockOf } from './orders.fixtures.ts';
import { scheduleUnpaidSweep, unpaidSweepJob } from './orders.jobs.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof cartTestShop>>;
let clock = new Date('2026-11-01T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, startJobs: false, env: { UNPAID_ORDER_EXPIRY_HOURS: '24', PUBLIC_URL: 'https://tabir.example' } });
  shop = await cartTestShop(t);
});
afterAll(() => t.close());

async function mailsTo(to: string) {
  const rows = await t.deps.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, sendMailJob)).orderBy(jobs.id);
  return rows
    .map((row) => (row.payload as { message: { to: string; subject: string; text: string; kind: string } }).message)
    .filter((message) => message.to === to && message.kind !== 'orderConfirmation');
}

async function sweep() {
  await scheduleUnpaidSweep(t.deps.db, t.deps, new Date(), 0);
  await t.deps.jobs.drain();
  // The sweep added its next run; the test runs sweeps itself.
  await t.deps.db.delete(jobs).where(eq(jobs.kind, unpaidSweepJob));
}

const statusOf = async (orderId: number) => (await t.deps.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;

describe('an unpaid card order', () => {
  it('is reminded once with its pay link, then cancelled with its stock back; a paid or cash order is left alone', async () => {
    clock = new Date('2026-11-01T10:00:00Z');
    const option = shop.tent.options[2]!;
    const before = await stockOf(t, option.id);
    const unpaid = await placeTestOrder(t, { lines: [{ product_id: shop.tent.id, option_id: option.id, count: 2 }], paymentMethod: 'liqpay', email: 'unpaid@example.com', locale: 'en', confirm: true });
    const paid = await placeTestOrder(t, { lines: [{ product_id: shop.tent.id, option_id: option.id, count: 1 }], paymentMethod: 'liqpay', email: 'paid@example.com' });
    const cash = await placeTestOrder(t, { lines: [{ product_id: shop.tent.id, option_id: option.id, count: 1 }], paymentMethod: 'cash', email: 'cash@example.com' });
    expect(await stockOf(t, option.id)).toBe(before - 4);

    clock = new Date('2026-11-01T15:00:00Z');
    await sweep();
    expect(await mailsTo('unpaid@example.com')).toEqual([]);

    // Paid meanwhile: left alone.
    await t.deps.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, paid.orderId));
    clock = new Date('2026-11-01T22:30:00Z');
    await sweep();
    await sweep();
    const reminders = await mailsTo('unpaid@example.com');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toBe(`Order ${unpaid.number} is waiting for payment`);
    expect(reminders[0]!.text).toContain(`https://tabir.example/en/cart/thankyou?order=${unpaid.number}&key=`);
    expect(await statusOf(unpaid.orderId)).toBe('new');

    clock = new Date('2026-11-02T10:00:01Z');
    await sweep();
    await sweep();
    expect(await statusOf(unpaid.orderId)).toBe('cancelled');
    expect(await statusOf(paid.orderId)).toBe('new');
    expect(await statusOf(cash.orderId)).toBe('new');
    expect(await stockOf(t, option.id)).toBe(before - 2);
    const mails = await mailsTo('unpaid@example.com');
    expect(mails.map((mail) => mail.subject)).toEqual([`Order ${unpaid.number} is waiting for payment`, `Order ${unpaid.number} is cancelled`]);
    expect(mails[1]!.text).toContain('did not receive the card payment in time');
    const events = await listOrderEvents(t.deps.db, unpaid.orderId);
    expect(events.map((event) => event.kind)).toEqual(['unpaid-reminder', 'status']);
    expect(events[1]).toMatchObject({ actor: { system: 'unpaid-expiry' }, data: { from: 'new', to: 'cancelled' } });
    expect(await mailsTo('paid@example.com')).toEqual([]);
    expect(await mailsTo('cash@example.com')).toEqual([]);
  });

  it('one time slot makes one sweep, however many processes ask', async () => {
    const at = new Date('2026-11-25T15:13:00Z');
    const first = await scheduleUnpaidSweep(t.deps.db, t.deps, at);
    const second = await scheduleUnpaidSweep(t.deps.db, t.deps, new Date('2026-11-25T15:19:59Z'));
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    expect(await scheduleUnpaidSweep(t.deps.db, t.deps, new Date('2026-11-25T15:20:00Z'))).not.toBeNull();
    await t.deps.db.delete(jobs).where(eq(jobs.kind, unpaidSweepJob));
  });
});

if (process.env.TEST_DATABASE_URL) {
  // Two real server processes on one PostgreSQL, both sweeping the unpaid card orders at once.
  let setup: TestApp;
  let mail: MailCatcher;
  let workDir: string;
  beforeAll(async () => {
    mail = await startMailCatcher();
    workDir = await mkdtemp(join(tmpdir(), 'tabir-expiry-'));
    setup = await createTestApp({ now: () => new Date(), startJobs: false });
  });
  afterAll(async () => {
    await setup.close();
    await mail.close();
    await rm(workDir, { recursive: true, force: true });
  });

  describe('the unpaid-order expiry with two server processes on one PostgreSQL', () => {
    it('cancels each expired order once, reminds each due order once, and leaves a paid one alone', { timeout: 120_000 }, async () => {
      const shop = await cartTestShop(setup);
      const option = shop.plate.options[0]!;
      await setOption(setup, option.id, { stock: 100 });
      const hoursAgo = (count: number) => new Date(Date.now() - count * 3_600_000);
      const place = (email: string, placedAt: Date) => placeTestOrder(setup, { lines: [{ product_id: shop.plate.id, count: 1 }], paymentMethod: 'liqpay', email, now: placedAt });
      const expired = [];
      for (let index = 0; index < 6; index++) expired.push(await place(`expired-${index}@example.com`, hoursAgo(30)));
      const due = [];
      for (let index = 0; index < 4; index++) due.push(await place(`due-${index}@example.com`, hoursAgo(13)));
      const paid = await place('paid@example.com', hoursAgo(30));
      await setup.deps.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, paid.orderId));
      expect(await stockOf(setup, option.id)).toBe(100 - 11);

      // Besides the slot's sweep both processes ask for at start, two more: the processes sweep side by side.
      await setup.deps.db.delete(jobs);
      await enqueue(setup.deps.db, { kind: unpaidSweepJob, payload: {}, dedupeKey: `${unpaidSweepJob}@side-a` });
      await enqueue(setup.deps.db, { kind: unpaidSweepJob, payload: {}, dedupeKey: `${unpaidSweepJob}@side-b` });

      const env = { DATABASE_URL: setup.database.url!, DATA_DIR: join(workDir, 'data'), SMTP_URL: mail.url, PUBLIC_URL: 'https://tabir.example', JOBS_POLL_MS: '50', JOBS_LEASE_SECONDS: '5' };
      const processes = [await startServerProcess(env), await startServerProcess(env)];
      const addresses = [...expired.map((_, index) => `expired-${index}@example.com`), ...due.map((_, index) => `due-${index}@example.com`)];
      try {
        await expect.poll(() => addresses.filter((address) => mail.to(address).length === 0).length, { timeout: 60_000, interval: 100 }).toBe(0);
        // Every sweep asked for has run by the time its mails are out; give the slower one its turn.
        await expect
          .poll(async () => (await setup.deps.db.select({ n: sql<number>`count(*)::int` }).from(jobs).where(and(eq(jobs.kind, unpaidSweepJob), sql`${jobs.doneAt} IS NOT NULL`)))[0]!.n, { timeout: 30_000 })
          .toBeGreaterThanOrEqual(3);
        await expect.poll(async () => (await setup.deps.db.select({ n: sql<number>`count(*)::int` }).from(jobs).where(sql`${jobs.kind} = 'mail.send' AND ${jobs.doneAt} IS NULL`))[0]!.n, { timeout: 30_000 }).toBe(0);
      } finally {
        await Promise.all(processes.map((process) => process.stop()));
      }

      for (let index = 0; index < expired.length; index++) {
        const received = mail.to(`expired-${index}@example.com`);
        expect(received.map((message) => message.subject)).toEqual([`Замовлення ${expired[index]!.number} скасовано`]);
      }
      for (let index = 0; index < due.length; index++) {
        const received = mail.to(`due-${index}@example.com`);
        expect(received.map((message) => message.subject)).toEqual([`Замовлення ${due[index]!.number} чекає на оплату`]);
      }
      expect(mail.to('paid@example.com')).toEqual([]);
      const statuses = await setup.deps.db.select({ id: orders.id, status: orders.status }).from(orders);
      const statusOf = (id: number) => statuses.find((row) => row.id === id)?.status;
      expect(expired.map((order) => statusOf(order.orderId))).toEqual(expired.map(() => 'cancelled'));
      expect(due.map((order) => statusOf(order.orderId))).toEqual(due.map(() => 'new'));
      expect(statusOf(paid.orderId)).toBe('new');
      // Each expired order's stock came back once.
      expect(await stockOf(setup, option.id)).toBe(100 - due.length - 1);
      const events = await setup.deps.db.select({ orderId: orderEvents.orderId, kind: orderEvents.kind }).from(orderEvents);
      for (const order of expired) expect(events.filter((event) => event.orderId === order.orderId)).toEqual([{ orderId: order.orderId, kind: 'status' }]);
      for (const order of due) expect(events.filter((event) => event.orderId === order.orderId)).toEqual([{ orderId: order.orderId, kind: 'unpaid-reminder' }]);
    });
  });
}
