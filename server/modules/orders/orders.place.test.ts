import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { carts } from '../../db/schema/carts.ts';
import { productOptions } from '../../db/schema/catalog.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { orderLines, orders, payments } from '../../db/schema/orders.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { cartCall, cartTestShop, cartWith, setOption } from '../cart/cart.fixtures.ts';
import { placeOrder, type PlaceOrderInput } from './orders.place.ts';
import { nextOrderNumber } from './orders.numbers.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof cartTestShop>>;
let call: ReturnType<typeof cartCall>;

beforeAll(async () => {
  t = await createTestApp();
  shop = await cartTestShop(t);
  call = cartCall(t);
});
afterAll(() => t.close());

const newKey = () => randomBytes(24).toString('base64url');

function order(cartId: string, overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  return {
    cartId,
    userId: null,
    locale: 'uk',
    currencyCode: 'UAH',
    customer: { name: 'Ірина Бойко', email: 'iryna@example.com', phone: '+380671234567' },
    delivery: { region: 'ukraine', method: 'nova_poshta_branch', details: { city: 'Київ', warehouse: 'Відділення №1' }, cost: 8500 },
    paymentMethod: 'cash',
    idempotencyKey: newKey(),
    now: t.deps.now(),
    ...overrides,
  };
}

async function stockOf(optionId: number) {
  const [row] = await t.deps.db.select({ stock: productOptions.stock }).from(productOptions).where(eq(productOptions.id, optionId));
  return row!.stock;
}


const orderCount = async () => (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n;

describe('placing an order', () => {
  it('prices everything from the database, takes the stock, snapshots the lines and clears the cart', async () => {
    const tentOption = shop.tent.options[1]!;
    await setOption(t, tentOption.id, { price: 650000, specialPrice: 599000, oldPrice: null, stock: 5 });
    await setOption(t, shop.plate.options[0]!.id, { price: 320000, specialPrice: null, stock: 50 });
    const cartId = await cartWith(t, [
      { product_id: shop.tent.id, option_id: tentOption.id, count: 2 },
      { product_id: shop.plate.id, count: 1 },
    ]);

    const result = await placeOrder(t.deps.db, order(cartId, { currencyCode: 'USD', userId: null }));
    expect(result).toMatchObject({ ok: true, created: true, number: expect.stringMatching(/^TB-2026-\d{5}$/) });
    if (!result.ok) return;

    const [saved] = await t.deps.db.select().from(orders).where(eq(orders.id, result.orderId));
    expect(saved).toMatchObject({ subtotal: 599000 * 2 + 320000, discount: 0, deliveryCost: 8500, total: 599000 * 2 + 320000 + 8500, currencyCode: 'USD', locale: 'uk' });
    expect(Number(saved!.currencyRate)).toBeGreaterThan(0);
    const lines = await t.deps.db.select().from(orderLines).where(eq(orderLines.orderId, result.orderId));
    expect(lines).toHaveLength(2);
    const tentLine = lines.find((line) => line.optionId === tentOption.id)!;
    expect(tentLine).toMatchObject({ price: 599000, oldPrice: 650000, count: 2, total: 1198000 });
    expect(tentLine.name).toBeTruthy();
    expect(tentLine.optionLabel).toBeTruthy();
    expect(tentLine.sku).toBeTruthy();
    const [payment] = await t.deps.db.select().from(payments).where(eq(payments.orderId, result.orderId));
    expect(payment).toMatchObject({ provider: 'cash', status: 'pending', amount: saved!.total });

    expect(await stockOf(tentOption.id)).toBe(3);
    expect(await t.deps.db.select().from(carts).where(eq(carts.id, cartId))).toHaveLength(0);
  });

  it('gives one order for one key, asked twice in a row or twice at once', async () => {
    const cartId = await cartWith(t, [{ product_id: shop.plate.id, count: 1 }]);
    const input = order(cartId);
    const first = await placeOrder(t.deps.db, input);
    const again = await placeOrder(t.deps.db, { ...input, now: new Date(input.now.getTime() + 5000) });
    expect(first).toMatchObject({ ok: true, created: true });
    expect(again).toMatchObject({ ok: true, created: false, number: first.ok ? first.number : '' });

    const twinCart = await cartWith(t, [{ product_id: shop.plate.id, count: 1 }]);
    const before = await orderCount();
    const stock = await stockOf(shop.plate.options[0]!.id);
    const twinInput = order(twinCart);
    const twins = await Promise.all([placeOrder(t.deps.db, twinInput), placeOrder(t.deps.db, twinInput)]);
    expect(twins.every((answer) => answer.ok)).toBe(true);
    expect(new Set(twins.map((answer) => (answer.ok ? answer.number : '')))).toHaveProperty('size', 1);
    expect(twins.filter((answer) => answer.ok && answer.created)).toHaveLength(1);
    expect(await orderCount()).toBe(before + 1);
    expect(await stockOf(shop.plate.options[0]!.id)).toBe(stock - 1);
  });

  it('sells the last unit to exactly one of 20 buyers at once; the others get a clear refusal and keep their carts', async () => {
    const last = shop.carrier.options[0]!;
    await setOption(t, last.id, { stock: 20 });
    const buyerCarts = [];
    for (let i = 0; i < 20; i++) buyerCarts.push(await cartWith(t, [{ product_id: shop.carrier.id, option_id: last.id, count: 1 }]));
    await setOption(t, last.id, { stock: 1 });
    const before = await orderCount();

    const answers = await Promise.all(buyerCarts.map((cartId) => placeOrder(t.deps.db, order(cartId))));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    const refused = answers.filter((answer) => !answer.ok);
    expect(refused).toHaveLength(19);
    for (const answer of refused) expect(answer).toEqual({ ok: false, problem: 'outOfStock', optionIds: [last.id] });
    expect(await stockOf(last.id)).toBe(0);
    expect(await orderCount()).toBe(before + 1);
    const { n: cartsLeft } = (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(carts).where(sql`${carts.id} in ${buyerCarts}`))[0]!;
    expect(cartsLeft).toBe(19);
  });

  it('leaves nothing half-written when one line cannot be had', async () => {
    await setOption(t, shop.tent.options[0]!.id, { stock: 10 });
    await setOption(t, shop.tent.options[2]!.id, { stock: 10 });
    const cartId = await cartWith(t, [
      { product_id: shop.tent.id, option_id: shop.tent.options[0]!.id, count: 2 },
      { product_id: shop.tent.id, option_id: shop.tent.options[2]!.id, count: 3 },
    ]);
    await setOption(t, shop.tent.options[2]!.id, { stock: 2 });
    const before = await orderCount();
    const answer = await placeOrder(t.deps.db, order(cartId));
    expect(answer).toEqual({ ok: false, problem: 'outOfStock', optionIds: [shop.tent.options[2]!.id] });
    expect(await orderCount()).toBe(before);
    expect(await stockOf(shop.tent.options[0]!.id)).toBe(10);
    expect(await t.deps.db.select().from(carts).where(eq(carts.id, cartId))).toHaveLength(1);
  });

  it('applies a coupon once: its last use goes to one order, the next order is told it is used up', async () => {
    const [coupon] = await t.deps.db.insert(coupons).values({ code: 'ONCE10', type: 'percent', value: 10, usageLimit: 1 }).returning();
    await setOption(t, shop.plate.options[0]!.id, { price: 320000, specialPrice: null, stock: 50 });
    const first = await cartWith(t, [{ product_id: shop.plate.id, count: 1 }]);
    const second = await cartWith(t, [{ product_id: shop.plate.id, count: 1 }]);
    expect((await call('coupon', { cart_id: first, coupon: 'once10' })).status).toBe(200);
    expect((await call('coupon', { cart_id: second, coupon: 'ONCE10' })).status).toBe(200);

    const placed = await placeOrder(t.deps.db, order(first, { delivery: { region: 'ukraine', method: 'ukrposhta', details: {}, cost: 0 } }));
    expect(placed.ok).toBe(true);
    const [saved] = await t.deps.db.select().from(orders).where(eq(orders.id, placed.ok ? placed.orderId : 0));
    expect(saved).toMatchObject({ couponCode: 'ONCE10', subtotal: 320000, discount: 32000, total: 288000 });
    expect((await t.deps.db.select().from(coupons).where(eq(coupons.id, coupon!.id)))[0]!.usedCount).toBe(1);

    expect(await placeOrder(t.deps.db, order(second))).toEqual({ ok: false, problem: 'coupon', coupon: 'usedUp', code: 'ONCE10', minTotal: 0 });
  });

  it('refuses an unknown cart, an empty one and a currency the shop does not offer', async () => {
    expect(await placeOrder(t.deps.db, order('00000000-0000-4000-8000-000000000000'))).toEqual({ ok: false, problem: 'cartNotFound' });
    const cartId = await cartWith(t, [{ product_id: shop.plate.id, count: 1 }]);
    expect(await placeOrder(t.deps.db, order(cartId, { currencyCode: 'XYZ' }))).toEqual({ ok: false, problem: 'currency' });
    const lineId = (await call('get', { cart_id: cartId })).body.data.products[0].id;
    await call('delete', { cart_id: cartId, id: lineId });
    expect(await placeOrder(t.deps.db, order(cartId))).toEqual({ ok: false, problem: 'cartEmpty' });
  });

  it('numbers orders one after another within a year', async () => {
    const numbers = [];
    for (let i = 0; i < 3; i++) {
      const answer = await placeOrder(t.deps.db, order(await cartWith(t, [{ product_id: shop.plate.id, count: 1 }])));
      numbers.push(answer.ok ? Number(answer.number.slice(-5)) : 0);
    }
    expect(numbers[1]).toBe(numbers[0]! + 1);
    expect(numbers[2]).toBe(numbers[1]! + 1);
  });

  it('counts the year in Kyiv: an order at 01:30 on 1 January in Kyiv is the new year\'s', async () => {
    expect(await nextOrderNumber(t.deps.db, { now: new Date('2026-12-31T21:59:00Z') })).toMatch(/^TB-2026-/);
    expect(await nextOrderNumber(t.deps.db, { now: new Date('2026-12-31T23:30:00Z') })).toBe('TB-2027-00001');
  });

  it('refuses a cart that changed since its parcel was priced, and writes nothing', async () => {
    await setOption(t, shop.plate.options[0]!.id, { price: 100000, specialPrice: null, stock: 50 });
    const cartId = await cartWith(t, [{ product_id: shop.plate.id, count: 2 }]);
    const before = await orderCount();
    const priced = order(cartId);
    const answer = await placeOrder(t.deps.db, { ...priced, delivery: { ...priced.delivery, parcel: { weightGrams: 1, declaredValue: 100000 } } });
    expect(answer).toEqual({ ok: false, problem: 'cartChanged' });
    expect(await orderCount()).toBe(before);
    expect(await t.deps.db.select().from(carts).where(eq(carts.id, cartId))).toHaveLength(1);
  });
});
