import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/coupons.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { orderSums } from '../orders/orders.sums.ts';
import { findCoupon, readCart, readOptionLines } from './cart.contents.ts';
import { cartTestShop, cartWith, setOption } from './cart.fixtures.ts';

const now = new Date('2026-11-01T10:00:00Z');
let t: TestApp;
let shop: Awaited<ReturnType<typeof cartTestShop>>;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  shop = await cartTestShop(t);
  await t.deps.db.insert(coupons).values({ code: 'CONTENTS5', type: 'percent', value: 5 });
});
afterAll(() => t.close());

describe('options priced by id', () => {
  it('read and count exactly as the same options in a cart do', async () => {
    const tent = shop.tent.options[1]!;
    await setOption(t, tent.id, { specialPrice: tent.price - 500_00 });
    const cartId = await cartWith(t, [
      { product_id: shop.tent.id, option_id: tent.id, count: 2 },
      { product_id: shop.plate.id, count: 1 },
    ]);
    const cart = await readCart(t.deps.db, { cartId, locale: 'en', now, images: true });
    const options = await readOptionLines(t.deps.db, {
      lines: [
        { optionId: tent.id, count: 2 },
        { optionId: shop.plate.options[0]!.id, count: 1 },
      ],
      locale: 'en',
      images: true,
    });
    expect(cart).not.toBeNull();
    expect(options).toEqual(cart!.lines.map(({ id: _lineId, ...line }) => line));
    const coupon = await findCoupon(t.deps.db, { code: 'contents5' });
    expect(orderSums(options, coupon, { now })).toEqual(orderSums(cart!.lines, coupon, { now }));
    expect(orderSums(options, coupon, { now })).toMatchObject({ units: 3, subtotal: (tent.price - 500_00) * 2 + shop.plate.options[0]!.price });
  });

  it('merge a repeated option, keep the order asked and leave unknown ids out', async () => {
    const first = shop.carrier.options[0]!;
    const second = shop.carrier.options[1]!;
    const lines = await readOptionLines(t.deps.db, {
      lines: [
        { optionId: second.id, count: 1 },
        { optionId: 2_000_000_000, count: 1 },
        { optionId: first.id, count: 2 },
        { optionId: second.id, count: 3 },
      ],
      locale: 'uk',
    });
    expect(lines.map((line) => [line.optionId, line.count, line.image])).toEqual([
      [second.id, 4, null],
      [first.id, 2, null],
    ]);
    expect(await readOptionLines(t.deps.db, { lines: [], locale: 'uk' })).toEqual([]);
  });
});

describe('reading a cart', () => {
  it('answers null for an unknown cart and undefined for an unknown code', async () => {
    expect(await readCart(t.deps.db, { cartId: '00000000-0000-4000-8000-000000000000', locale: 'uk', now })).toBeNull();
    expect(await findCoupon(t.deps.db, { code: 'NO SUCH' })).toBeUndefined();
    expect(await findCoupon(t.deps.db, { code: 'NOSUCH' })).toBeUndefined();
  });
});
