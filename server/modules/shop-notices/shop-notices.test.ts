import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderView } from '../../../common/account.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { shopSettings } from '../../db/schema/settings.ts';
import { sendMailJob } from '../../integrations/mail/mail.jobs.ts';
import { startFakeTelegram, type FakeTelegram } from '../../testing/fake-telegram.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { cartTestShop, cartWith } from '../cart/cart.fixtures.ts';
import { directoryCity, ukraineOrder } from '../checkout/checkout.fixtures.ts';
import { shopTelegramJob } from './shop-notices.jobs.ts';
import { newOrderTelegramHtml } from './shop-notices.messages.ts';

let telegram: FakeTelegram;
let t: TestApp;
let shop: Awaited<ReturnType<typeof cartTestShop>>;
let kyiv: Awaited<ReturnType<typeof directoryCity>>;
const ordersEmail = 'orders@tabir.example';

beforeAll(async () => {
  telegram = await startFakeTelegram();
  t = await createTestApp({
    startJobs: false,
    env: { TELEGRAM_BOT_TOKEN: telegram.token, TELEGRAM_CHAT_ID: telegram.chatId, TELEGRAM_API_URL: telegram.apiUrl, PUBLIC_URL: 'https://tabir.example' },
  });
  // The shop's order address, as the settings keep it (before anything reads them).
  await t.deps.db
    .insert(shopSettings)
    .values({ id: 1, data: { notifications: { orders_email: ordersEmail } } })
    .onConflictDoUpdate({ target: shopSettings.id, set: { data: sql`shop_settings.data || ${JSON.stringify({ notifications: { orders_email: ordersEmail } })}::jsonb` } });
  shop = await cartTestShop(t);
  kyiv = await directoryCity(t, { query: 'Киї' });
});
afterAll(async () => {
  await t.close();
  await telegram.close();
});
beforeEach(() => {
  telegram.messages.length = 0;
});

async function placeOrder(app: TestApp) {
  const cartId = await cartWith(app, [{ product_id: shop.plate.id, count: 1 }]);
  const placed = await app.post('/api/checkout/place/ukraine', ukraineOrder({ cartId, ...kyiv }), { 'x-forwarded-for': '203.0.113.50' });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return { number: placed.body.data.number as string };
}

async function orderIdOf(number: string): Promise<number> {
  const rows = (await t.deps.db.execute(sql`SELECT id FROM orders WHERE number = ${number}`)) as unknown as { rows: { id: number }[] };
  return Number(rows.rows[0]!.id);
}

async function shopMails() {
  const rows = await t.deps.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, sendMailJob)).orderBy(jobs.id);
  return rows.map((row) => (row.payload as { message: { to: string; subject: string; text: string; html: string } }).message).filter((message) => message.to === ordersEmail);
}

describe('the shop is told of every new order', () => {
  it("by e-mail to the shop's order address and by Telegram, with the number, total, delivery and the order's page", async () => {
    const { number } = await placeOrder(t);
    const id = await orderIdOf(number);
    await t.deps.jobs.drain();
    const mails = (await shopMails()).filter((mail) => mail.subject.includes(number));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`https://tabir.example/admin/orders/${id}`);
    expect(mails[0]!.text).toContain('Нова пошта');
    expect(telegram.messages).toHaveLength(1);
    const [message] = telegram.messages;
    expect(message!.parseMode).toBe('HTML');
    expect(message!.text).toContain(`<b>Нове замовлення ${number}</b>`);
    expect(message!.text).toContain(`<a href="https://tabir.example/admin/orders/${id}">`);
    expect(message!.text).toMatch(/Сума: <b>[^<]*\d[^<]*<\/b>/);
    expect(message!.text).toContain('Доставка: Нова пошта');
  });

  it('waits as long as Telegram’s flood control says, then sends once', async () => {
    telegram.flood(1, 3);
    const { number } = await placeOrder(t);
    const id = await orderIdOf(number);
    await t.deps.jobs.drain();
    expect(telegram.messages).toHaveLength(0);
    const [later] = await t.deps.db
      .select({ waitMs: sql<number>`(extract(epoch from ${jobs.runAt} - ${jobs.createdAt}) * 1000)::int` })
      .from(jobs)
      .where(and(eq(jobs.kind, shopTelegramJob), eq(jobs.dedupeKey, `${shopTelegramJob}:${id}:1`)));
    expect(later!.waitMs).toBeGreaterThanOrEqual(3000);
    await t.deps.jobs.drain({ aheadMs: 10_000 });
    expect(telegram.messages.map((message) => message.text.includes(number))).toEqual([true]);
  });

  it('a failure of the Bot API is retried by the job', async () => {
    const other = await createTestApp({ startJobs: false, sameDatabaseAs: t, env: { TELEGRAM_BOT_TOKEN: '1:not-the-bot-token-xxxxxxxxxxxxxxx', TELEGRAM_CHAT_ID: telegram.chatId, TELEGRAM_API_URL: telegram.apiUrl } });
    try {
      const { number } = await placeOrder(other);
      const id = await orderIdOf(number);
      await other.deps.jobs.drain();
      const [job] = await t.deps.db.select().from(jobs).where(eq(jobs.dedupeKey, `${shopTelegramJob}:${id}`));
      expect(job).toMatchObject({ attempts: 1, doneAt: null, deadAt: null, lastError: expect.stringContaining('401 Unauthorized') });
      expect(job!.lastError).not.toContain('not-the-bot-token');
    } finally {
      await other.close();
    }
  });

  it('no Telegram job without a bot token', async () => {
    const bare = await createTestApp({ startJobs: false, sameDatabaseAs: t });
    try {
      const { number } = await placeOrder(bare);
      const id = await orderIdOf(number);
      expect(await t.deps.db.select().from(jobs).where(eq(jobs.dedupeKey, `${shopTelegramJob}:${id}`))).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});

describe('the Telegram message', () => {
  it('escapes what the buyer typed for HTML parse mode', () => {
    const order = {
      number: 'TB-1',
      total: '100.00',
      customer: { name: 'Ірина <b>&amp;', email: 'x@example.com', phone: '+380671112233' },
      delivery: { region: 'ukraine', method: 'np_courier', label: 'Нова пошта, кур’єр', lines: ['м. Київ', 'вул. "Тиха" <5>'], note: null },
      payment_label: 'Оплата при отриманні',
    } as unknown as OrderView;
    const html = newOrderTelegramHtml({ order, link: 'https://tabir.example/admin/orders/1?a=1&b="2"', currencies: undefined });
    expect(html).toContain('Ірина &lt;b&gt;&amp;amp;');
    expect(html).toContain('вул. &quot;Тиха&quot; &lt;5&gt;');
    expect(html).toContain('<a href="https://tabir.example/admin/orders/1?a=1&amp;b=&quot;2&quot;">');
  });
});
