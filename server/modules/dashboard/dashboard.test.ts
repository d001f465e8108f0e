import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productOptions } from '../../db/schema/catalog.ts';
import { orders } from '../../db/schema/orders.ts';
import { insertOrder } from '../../testing/orders.ts';
import { createStaffSession } from '../../testing/staff.ts';
import type { StaffActor } from '../staff/staff.types.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { cartTestShop, cartWith, setOption } from '../cart/cart.fixtures.ts';
import { directoryCity, ukraineOrder } from '../checkout/checkout.fixtures.ts';
import { changeOrderStatus } from '../orders/orders.status.ts';
import { dashboardView } from './dashboard.figures.ts';

// 14:00 in Kyiv on 25 November; Kyiv is two hours ahead of UTC in winter.
const now = new Date('2026-11-25T12:00:00Z');
let manager: StaffActor;

let t: TestApp;
let shop: Awaited<ReturnType<typeof cartTestShop>>;
let kyiv: Awaited<ReturnType<typeof directoryCity>>;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  manager = (await createStaffSession(t.deps, { role: 'manager' })).actor;
  shop = await cartTestShop(t);
  kyiv = await directoryCity(t, { query: 'Київ' });
});
afterAll(() => t.close());

const view = () => dashboardView(t.deps.db, { now, locale: 'uk', lowStockThreshold: t.config.LOW_STOCK_THRESHOLD });

/** Places an order through the checkout: one plate at 1 200 ₴, picked up at a branch (cost on delivery). */
async function placeOrder(email: string) {
  await setOption(t, shop.plate.options[0]!.id, { price: 120_000, specialPrice: null, stock: 50 });
  const cartId = await cartWith(t, [{ product_id: shop.plate.id, count: 1 }]);
  const placed = await t.post('/api/checkout/place/ukraine', ukraineOrder({ cartId, city: kyiv.city, branch: kyiv.branch }, { email }), { 'x-forwarded-for': '203.0.113.20' });
  expect(placed.status).toBe(200);
  const [row] = await t.deps.db.select({ id: orders.id, total: orders.total }).from(orders).where(eq(orders.number, placed.body.data.number));
  return row;
}

describe('the dashboard', () => {
  it("counts today's and this month's orders and revenue on Kyiv days, leaving cancelled and returned orders out", async () => {
    const before = await view();
    expect(before.time_zone).toBe('Europe/Kyiv');
    expect(before.today.day).toBe('2026-11-25');
    expect(before.month.month).toBe('2026-11');

    const first = await placeOrder('first@example.com');
    const second = await placeOrder('second@example.com');
    const cancelled = await placeOrder('cancelled@example.com');
    expect((await changeOrderStatus(t.deps, { orderId: cancelled!.id, to: 'cancelled', actor: manager })).ok).toBe(true);
    // 00:30 in Kyiv today, though still the 24th in UTC.
    await insertOrder(t.deps.db, { number: 'TB-D-1', total: 10_000, createdAt: new Date('2026-11-24T22:30:00Z') });
    // 23:30 in Kyiv yesterday.
    await insertOrder(t.deps.db, { number: 'TB-D-2', total: 20_000, createdAt: new Date('2026-11-24T21:30:00Z') });
    // 01:00 on 1 November in Kyiv: this month; 23:00 on 31 October: last month, yet within the chart's 30 days.
    await insertOrder(t.deps.db, { number: 'TB-D-3', total: 40_000, createdAt: new Date('2026-10-31T23:00:00Z') });
    await insertOrder(t.deps.db, { number: 'TB-D-4', total: 80_000, createdAt: new Date('2026-10-31T21:00:00Z') });
    // A returned order counts nowhere.
    const returned = await insertOrder(t.deps.db, { number: 'TB-D-5', total: 160_000, createdAt: new Date('2026-11-25T09:00:00Z') });
    await t.deps.db.update(orders).set({ status: 'returned' }).where(eq(orders.id, returned.id));

    const after = await view();
    const kop = (decimal: string) => Math.round(Number(decimal) * 100);
    const todays = first!.total + second!.total + 10_000;
    expect(after.today.orders - before.today.orders).toBe(3);
    expect(kop(after.today.revenue_uah) - kop(before.today.revenue_uah)).toBe(todays);
    expect(after.month.orders - before.month.orders).toBe(5);
    expect(kop(after.month.revenue_uah) - kop(before.month.revenue_uah)).toBe(todays + 20_000 + 40_000);

    expect(after.per_day).toHaveLength(30);
    expect(after.per_day[0]!.day).toBe('2026-10-27');
    expect(after.per_day.at(-1)).toEqual(after.today);
    const day = (date: string) => after.per_day.find((entry) => entry.day === date)!;
    const dayBefore = (date: string) => before.per_day.find((entry) => entry.day === date)!;
    expect(day('2026-11-24').orders - dayBefore('2026-11-24').orders).toBe(1);
    expect(day('2026-11-01').orders - dayBefore('2026-11-01').orders).toBe(1);
    expect(day('2026-10-31').orders - dayBefore('2026-10-31').orders).toBe(1);
    expect(kop(day('2026-10-31').revenue_uah) - kop(dayBefore('2026-10-31').revenue_uah)).toBe(80_000);
  });

  it('counts the orders waiting for the shop: new ones, and confirmed ones not yet shipped', async () => {
    const before = await view();
    const order = await placeOrder('waiting@example.com');
    expect((await view()).waiting).toEqual({ new: before.waiting.new + 1, confirmed: before.waiting.confirmed });
    await changeOrderStatus(t.deps, { orderId: order!.id, to: 'confirmed', actor: manager });
    expect((await view()).waiting).toEqual({ new: before.waiting.new, confirmed: before.waiting.confirmed + 1 });
    await changeOrderStatus(t.deps, { orderId: order!.id, to: 'shipped', actor: manager });
    expect((await view()).waiting).toEqual(before.waiting);
  });

  it('lists options at or under the low-stock threshold, fewest first, and counts pending reviews', async () => {
    expect(t.config.LOW_STOCK_THRESHOLD).toBe(3);
    // The demo shop has options sold out; stock everything first, so the list shows only these.
    await t.deps.db.update(productOptions).set({ stock: 100 });
    const low = shop.carrier.options[0]!;
    const edge = shop.carrier.options[1]!;
    const enough = shop.carrier.options[2]!;
    await setOption(t, low.id, { stock: 0 });
    await setOption(t, edge.id, { stock: 3 });
    await setOption(t, enough.id, { stock: 4 });
    const { low_stock: stock, pending_reviews: pendingBefore } = await view();
    const ids = stock.options.map((option) => option.option_id);
    expect(ids).toContain(low.id);
    expect(ids).toContain(edge.id);
    expect(ids).not.toContain(enough.id);
    expect(ids.indexOf(low.id)).toBeLessThan(ids.indexOf(edge.id));
    expect(stock.options.find((option) => option.option_id === low.id)).toMatchObject({ product_id: shop.carrier.id, stock: 0, name: expect.stringMatching(/Плитоноска/) });
    expect(stock.total).toBe(2);
    expect(stock.threshold).toBe(3);

    const review = await t.post('/api/reviews/add', { lang: 'uk', product_id: shop.tent.id, name: 'Оксана', text: 'Намет тримає вітер і дощ.', rating: 5 });
    expect(review.status).toBe(200);
    expect((await view()).pending_reviews).toBe(pendingBefore + 1);
  });
});
