import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cartLines } from '../../db/schema/carts.ts';
import { products } from '../../db/schema/catalog.ts';
import { clampLineCount } from '../../../common/cart.ts';
import { minorToDecimal } from '../../../common/currency.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { cartCall, cartTestShop, setOption, type TestProduct } from './cart.fixtures.ts';

let t: TestApp;
let call: ReturnType<typeof cartCall>;
let plate: TestProduct;
let tent: TestProduct;
let carrier: TestProduct;

beforeAll(async () => {
  t = await createTestApp();
  call = cartCall(t);
  ({ plate, tent, carrier } = await cartTestShop(t));
});
afterAll(() => t.close());

describe('POST /api/cart/update and /api/cart/delete', () => {
  async function cartWithTwoLines() {
    const first = await call('add', { product_id: tent.id, option_id: tent.options[0]!.id });
    const { body } = await call('add', { product_id: plate.id, cart_id: first.body.data.cart_id });
    return body.data;
  }

  it('sets a line count and answers the whole cart', async () => {
    const cart = await cartWithTwoLines();
    const line = cart.products[0];
    const { status, body } = await call('update', { id: line.id, cart_id: cart.cart_id, count: 4 });
    expect(status).toBe(200);
    expect(body.data.products.map((l: { count: number }) => l.count)).toEqual([4, 1]);
    expect(body.data.count).toBe(5);
    expect(body.data.products[0].line_total).toBe(minorToDecimal(tent.options[0]!.price * 4));
  });

  it('caps the count at max_count and says how many are left', async () => {
    const cart = await cartWithTwoLines();
    const line = cart.products[1];
    await setOption(t, plate.options[0]!.id, { stock: 7 });
    const { body } = await call('update', { id: line.id, cart_id: cart.cart_id, count: 500, lang: 'en' });
    expect(body.data.products[1]).toMatchObject({ count: 7, max_count: 7, alert: 'Only 7 left' });
    await setOption(t, plate.options[0]!.id, { stock: 50 });
    const capped = await call('update', { id: line.id, cart_id: cart.cart_id, count: 2_147_483_647 });
    expect(capped.body.data.products[1]).toMatchObject({ count: 50, alert: 'Залишилося лише 50 шт.' });
    // Past PostgreSQL's integer a count is refused, not capped.
    const huge = await call('update', { id: line.id, cart_id: cart.cart_id, count: 1e15 });
    expect(huge.status).toBe(422);
    expect(huge.body.errors.params.count).toEqual(['Кількість має бути цілим числом від 1']);
    const full = await call('update', { id: line.id, cart_id: cart.cart_id, count: 2 });
    expect(full.body.data.products[1]).toMatchObject({ count: 2, alert: '' });
  });

  it('refuses counts below 1 or not whole', async () => {
    const cart = await cartWithTwoLines();
    for (const count of [0, -1, 1.5, '3', null, undefined]) {
      const answer = await call('update', { id: cart.products[0].id, cart_id: cart.cart_id, count });
      expect(answer.status, String(count)).toBe(422);
      expect(answer.body.errors.params.count).toEqual(['Кількість має бути цілим числом від 1']);
    }
  });

  it('deletes a line and answers the rest', async () => {
    const cart = await cartWithTwoLines();
    const { status, body } = await call('delete', { id: cart.products[0].id, cart_id: cart.cart_id });
    expect(status).toBe(200);
    expect(body.data.products.map((l: { product_id: number }) => l.product_id)).toEqual([plate.id]);
    const empty = await call('delete', { id: cart.products[1].id, cart_id: cart.cart_id });
    expect(empty.body.data).toMatchObject({ count: 0, products: [], total_price: '0.00', total_price_with_coupon: '0.00', has_alerts: false });
  });

  it("answers 404 for an unknown line, another cart's line or an unknown cart, changing nothing", async () => {
    const cart = await cartWithTwoLines();
    const other = await cartWithTwoLines();
    const unknownCart = '6f1c2a7e-2d7b-4b8e-9a51-7d3f3a4b5c6d';
    for (const action of ['update', 'delete']) {
      const missingLine = await call(action, { id: 999_999, cart_id: cart.cart_id, count: 2, lang: 'en' });
      expect(missingLine).toMatchObject({ status: 404, body: { errors: { message: 'This item is no longer in the cart' } } });
      expect((await call(action, { id: other.products[0].id, cart_id: cart.cart_id, count: 2 })).status).toBe(404);
      expect((await call(action, { id: cart.products[0].id, cart_id: unknownCart, count: 2 })).status).toBe(404);
      expect((await call(action, { id: 'x', cart_id: cart.cart_id, count: 2 })).status).toBe(422);
      expect((await call(action, { id: cart.products[0].id, cart_id: 'zzz', count: 2 })).status).toBe(422);
    }
    const lines = await t.deps.db.select({ count: cartLines.count }).from(cartLines).where(eq(cartLines.cartId, other.cart_id));
    expect(lines.map((line) => line.count)).toEqual([1, 1]);
  });
});

describe('POST /api/cart/count and /api/cart/get', () => {
  it('counts units, and 0 for a missing, malformed or unknown cart', async () => {
    const { body } = await call('add', { product_id: plate.id, count: 3 });
    await call('add', { product_id: tent.id, option_id: tent.options[0]!.id, count: 2, cart_id: body.data.cart_id });
    expect((await call('count', { cart_id: body.data.cart_id, coupon: 'TABIR10' })).body).toEqual({ data: 5 });
    for (const cartId of [undefined, null, '', 'garbage', '6f1c2a7e-2d7b-4b8e-9a51-7d3f3a4b5c6d']) {
      const answer = await call('count', { cart_id: cartId });
      expect(answer, String(cartId)).toMatchObject({ status: 200, body: { data: 0 } });
    }
  });

  it('reads a cart, and 404s an unknown one', async () => {
    const { body } = await call('add', { product_id: plate.id });
    const read = await call('get', { cart_id: body.data.cart_id });
    expect(read.body).toEqual(body);
    const unknown = await call('get', { cart_id: '6f1c2a7e-2d7b-4b8e-9a51-7d3f3a4b5c6d', lang: 'en' });
    expect(unknown).toMatchObject({ status: 404, body: { errors: { message: 'Cart not found: it may have expired' } } });
    expect((await call('get', {})).status).toBe(422);
  });
});

describe('stock alerts on reading', () => {
  it('says how many are left or that the item is gone, in the language asked, without changing counts', async () => {
    const green = tent.options[0]!;
    const orange = tent.options[1]!;
    const first = await call('add', { product_id: tent.id, option_id: green.id, count: 5 });
    const cartId = first.body.data.cart_id;
    await call('add', { product_id: tent.id, option_id: orange.id, count: 2, cart_id: cartId });
    await setOption(t, green.id, { stock: 2 });
    await setOption(t, orange.id, { stock: 0 });
    try {
      const uk = await call('get', { cart_id: cartId });
      expect(uk.body.data.products.map((l: { count: number; max_count: number; alert: string }) => [l.count, l.max_count, l.alert])).toEqual([
        [5, 2, 'Залишилося лише 2 шт.'],
        [2, 0, 'Товару більше немає в наявності'],
      ]);
      expect(uk.body.data.has_alerts).toBe(true);
      await setOption(t, green.id, { stock: 1 });
      const en = await call('get', { cart_id: cartId, lang: 'en' });
      expect(en.body.data.products.map((l: { alert: string }) => l.alert)).toEqual(['Only 1 left', 'This item is no longer available']);
      const ukOne = await call('get', { cart_id: cartId });
      expect(ukOne.body.data.products[0].alert).toBe('Залишилася лише 1 шт.');
      expect(ukOne.body.data.count).toBe(7);

      await t.deps.db.update(products).set({ isActive: false }).where(eq(products.id, tent.id));
      await setOption(t, green.id, { stock: 50 });
      const withdrawn = await call('get', { cart_id: cartId });
      expect(withdrawn.body.data.products[0]).toMatchObject({ max_count: 0, alert: 'Товару більше немає в наявності' });
    } finally {
      await t.deps.db.update(products).set({ isActive: true }).where(eq(products.id, tent.id));
      await setOption(t, green.id, { stock: 50 });
      await setOption(t, orange.id, { stock: 50 });
    }
  });
});

describe('concurrent changes of one cart', () => {
  it('keeps every line and unit of ten adds at once', async () => {
    const { body } = await call('add', { product_id: plate.id });
    const cartId = body.data.cart_id;
    const distinct = carrier.options.slice(0, 5);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => call('add', { product_id: plate.id, cart_id: cartId })),
      ...distinct.map((option) => call('add', { product_id: carrier.id, option_id: option.id, count: 2, cart_id: cartId })),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const cart = (await call('get', { cart_id: cartId })).body.data;
    expect(cart.products).toHaveLength(6);
    expect(cart.products[0]).toMatchObject({ option_id: plate.options[0]!.id, count: 6 });
    expect(new Set(cart.products.slice(1).map((line: { option_id: number }) => line.option_id))).toEqual(new Set(distinct.map((o) => o.id)));
    expect(cart.count).toBe(16);
  });

  it('keeps every unit of two adds of a new option at once', async () => {
    const { body } = await call('add', { product_id: plate.id });
    const cartId = body.data.cart_id;
    const option = tent.options[0]!;
    await Promise.all([1, 2].map(() => call('add', { product_id: tent.id, option_id: option.id, count: 3, cart_id: cartId })));
    const cart = (await call('get', { cart_id: cartId })).body.data;
    expect(cart.products.map((l: { option_id: number; count: number }) => [l.option_id, l.count])).toEqual([
      [plate.options[0]!.id, 1],
      [option.id, 6],
    ]);
  });
});

describe('clampLineCount (the typed count of a cart line)', () => {
  it('keeps a typed count within 1 and the line maximum, and falls back on non-numbers', () => {
    expect(clampLineCount('3', 5)).toBe(3);
    expect(clampLineCount('12', 5)).toBe(5);
    expect(clampLineCount(0, 5)).toBe(1);
    expect(clampLineCount(-4, 5)).toBe(1);
    expect(clampLineCount(2.7, 5)).toBe(2);
    expect(clampLineCount(500, 1000)).toBe(99);
    expect(clampLineCount('abc', 5, 2)).toBe(2);
    expect(clampLineCount('', 5, 4)).toBe(4);
    expect(clampLineCount(3, 0)).toBe(1);
  });
});
