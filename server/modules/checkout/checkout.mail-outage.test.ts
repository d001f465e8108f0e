import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs.ts';
import { startMailCatcher, type MailCatcher } from '../../testing/mail-catcher.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { cartTestShop, cartWith, setOption } from '../cart/cart.fixtures.ts';
import { directoryCity, ukraineOrder } from './checkout.fixtures.ts';

// The mail server is down when the order is placed and comes back later, on the same address.
let t: TestApp;
let mail: MailCatcher | undefined;
let port: number;
let shop: Awaited<ReturnType<typeof cartTestShop>>;
let lviv: Awaited<ReturnType<typeof directoryCity>>;

beforeAll(async () => {
  const probe = await startMailCatcher();
  port = Number(new URL(probe.url).port);
  await probe.close();
  // Jobs run when the test says (drain), so each attempt can be looked at.
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://tabir.example' }, startJobs: false });
  shop = await cartTestShop(t);
  lviv = await directoryCity(t, { query: 'Льв' });
});
afterAll(async () => {
  await t.close();
  await mail?.close();
});

const mailJobs = () => t.deps.db.select().from(jobs).where(eq(jobs.kind, 'mail.send'));
/** The wait before the next attempt is over (the database's clock cannot be moved on). */
const retryIsDue = () => t.deps.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.kind, 'mail.send'));

describe('an order placed while the mail server is down', () => {
  it('is confirmed once the server is back, once', async () => {
    const cartId = await cartWith(t, [{ product_id: shop.plate.id, count: 1 }]);
    const placed = await t.post('/api/checkout/place/ukraine', ukraineOrder({ cartId, ...lviv }, { email: 'patient@example.com' }), { 'x-forwarded-for': '203.0.113.40' });
    expect(placed.status).toBe(200);
    const number = placed.body.data.number as string;

    // Two attempts find nobody listening; the mail waits in the outbox with a growing delay.
    await t.deps.jobs.drain();
    let [job] = await mailJobs();
    expect(job).toMatchObject({ attempts: 1, doneAt: null, deadAt: null });
    expect(job!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(job!.lastError).not.toContain('patient@');
    // Not before its delay (5 to 10 s after the first attempt).
    expect(job!.runAt.getTime() - job!.createdAt.getTime()).toBeGreaterThanOrEqual(5_000);
    await t.deps.jobs.drain();
    expect((await mailJobs())[0]!.attempts).toBe(1);
    await retryIsDue();
    await t.deps.jobs.drain();
    [job] = await mailJobs();
    expect(job).toMatchObject({ attempts: 2, doneAt: null });
    expect(job!.runAt.getTime() - Date.now()).toBeGreaterThanOrEqual(9_000);

    mail = await startMailCatcher({ port });
    await retryIsDue();
    await t.deps.jobs.drain();
    const received = mail.to('patient@example.com');
    expect(received).toHaveLength(1);
    expect(received[0]!.subject).toContain(number);
    [job] = await mailJobs();
    expect(job).toMatchObject({ attempts: 3 });
    expect(job!.doneAt).not.toBeNull();

    // Nothing is left to send it again.
    await retryIsDue();
    await t.deps.jobs.drain();
    expect(mail.to('patient@example.com')).toHaveLength(1);
  });

  it('writes no mail for an order that is refused: the outbox row rolls back with it', async () => {
    await setOption(t, shop.tent.options[0]!.id, { stock: 0 });
    const cartId = await cartWith(t, [{ product_id: shop.plate.id, count: 1 }]);
    await setOption(t, shop.plate.options[0]!.id, { stock: 0 });
    const before = (await t.deps.db.select({ id: jobs.id }).from(jobs)).length;
    const refused = await t.post('/api/checkout/place/ukraine', ukraineOrder({ cartId, ...lviv }, { email: 'refused@example.com' }), { 'x-forwarded-for': '203.0.113.41' });
    expect(refused.status).toBe(409);
    expect((await t.deps.db.select({ id: jobs.id }).from(jobs)).length).toBe(before);
  });
});
