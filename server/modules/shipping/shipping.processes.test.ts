import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs.ts';
import { orderEvents } from '../../db/schema/order-back-office.ts';
import { startFakeNovaPoshta, type FakeNovaPoshta } from '../../testing/fake-nova-poshta.ts';
import { startServerProcess } from '../../testing/server-process.ts';
import { createStaffSession } from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { cartTestShop } from '../cart/cart.fixtures.ts';
import { changeOrderStatus } from '../orders/orders.status.ts';
import { novaPoshtaEnv, orderRow, placeShippingOrder } from './shipping.fixtures.ts';
import { scheduleTracking, trackingJob } from './shipping.jobs.ts';
import { createWaybill } from './shipping.waybills.ts';

// Two real server processes on one PostgreSQL: each schedules tracking at its start, one runs it.
if (process.env.TEST_DATABASE_URL) {
  let fake: FakeNovaPoshta;
  let setup: TestApp;
  let workDir: string;

  beforeAll(async () => {
    fake = await startFakeNovaPoshta();
    workDir = await mkdtemp(join(tmpdir(), 'tabir-tracking-'));
    setup = await createTestApp({ now: () => new Date(), startJobs: false, env: novaPoshtaEnv(fake) });
  });
  afterAll(async () => {
    await setup.close();
    await fake.close();
    await rm(workDir, { recursive: true, force: true });
  });

  describe('parcel tracking with two server processes on one PostgreSQL', () => {
    it('asks Nova Poshta once per time slot and moves each order once', { timeout: 120_000 }, async () => {
      const shop = await cartTestShop(setup);
      const { actor } = await createStaffSession(setup.deps, { role: 'manager' });
      const placed: number[] = [];
      for (let index = 0; index < 3; index++) {
        const { orderId } = await placeShippingOrder(setup, { productId: shop.plate.id });
        const created = await createWaybill(setup.deps, { orderId, actor });
        if (!created.ok) throw new Error(JSON.stringify(created));
        for (const to of ['confirmed', 'shipped'] as const) await changeOrderStatus(setup.deps, { orderId, to, actor });
        fake.setStatus(created.parcel.waybillNumber, '9');
        placed.push(orderId);
      }
      await setup.deps.db.delete(jobs).where(eq(jobs.kind, trackingJob));
      fake.calls.length = 0;
      const env = {
        ...novaPoshtaEnv(fake),
        DATA_DIR: join(workDir, 'data'),
        DATABASE_URL: setup.database.url!,
        PUBLIC_URL: 'https://tabir.example',
        JOBS_POLL_MS: '50',
        JOBS_LEASE_SECONDS: '2',
      };
      const processes = await Promise.all([startServerProcess(env), startServerProcess(env)]);
      try {
        await expect.poll(async () => (await Promise.all(placed.map((id) => orderRow(setup, id)))).map((row) => row!.status), { timeout: 30_000, interval: 100 }).toEqual(['delivered', 'delivered', 'delivered']);
        // Both processes had their chance at the slot's job.
        await new Promise((resolve) => setTimeout(resolve, 500));
      } finally {
        await Promise.all(processes.map((process) => process.stop()));
      }
      expect(fake.calls.filter((call) => call.calledMethod === 'getStatusDocuments')).toHaveLength(1);
      const runs = await setup.deps.db.select({ attempts: jobs.attempts, done: jobs.doneAt }).from(jobs).where(eq(jobs.kind, trackingJob)).orderBy(jobs.id);
      // The slot's run, done once; and the next slot's, waiting.
      expect(runs).toEqual([
        { attempts: 1, done: expect.any(Date) },
        { attempts: 0, done: null },
      ]);
      for (const orderId of placed) {
        const moves = await setup.deps.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'status')));
        expect(moves.filter((event) => event.data.to === 'delivered')).toHaveLength(1);
      }
    });
  });
} else {
  // PGlite lives in one process: two app instances on it, each with its own job runner.
  describe('parcel tracking with two server instances on one database', () => {
    it('asks Nova Poshta once per time slot and moves the order once', async () => {
      const fake = await startFakeNovaPoshta();
      const first = await createTestApp({ startJobs: false, env: novaPoshtaEnv(fake) });
      const second = await createTestApp({ startJobs: false, sameDatabaseAs: first, env: novaPoshtaEnv(fake) });
      try {
        const shop = await cartTestShop(first);
        const { actor } = await createStaffSession(first.deps, { role: 'manager' });
        const { orderId } = await placeShippingOrder(first, { productId: shop.plate.id });
        const created = await createWaybill(first.deps, { orderId, actor });
        if (!created.ok) throw new Error(JSON.stringify(created));
        for (const to of ['confirmed', 'shipped'] as const) await changeOrderStatus(first.deps, { orderId, to, actor });
        fake.setStatus(created.parcel.waybillNumber, '9');
        fake.calls.length = 0;
        expect(await Promise.all([scheduleTracking(first.deps), scheduleTracking(second.deps)])).toEqual(expect.arrayContaining([true, false]));
        await Promise.all([first.deps.jobs.drain(), second.deps.jobs.drain()]);
        expect((await orderRow(first, orderId))!.status).toBe('delivered');
        expect(fake.calls.filter((call) => call.calledMethod === 'getStatusDocuments')).toHaveLength(1);
        const moves = await first.deps.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'status')));
        expect(moves.filter((event) => event.data.to === 'delivered')).toHaveLength(1);
      } finally {
        await second.close();
        await first.close();
        await fake.close();
      }
    });
  });
}
