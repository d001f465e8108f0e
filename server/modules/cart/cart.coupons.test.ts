import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/coupons.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { cartCall, productBySlug, setOption } from './cart.fixtures.ts';

const start = new Date('2026-11-01T10:00:00Z');
let clock = start;
let t: TestApp;
let call: ReturnType<typeof cartCall>;
let plate: Awaited<ReturnType<typeof productBySlug>>;
const plateOption = () => plate.options[0]!;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  call = cartCall(t);
  plate = await productBySlug(t, 'broneplyta-staleva-kremin');
  await t.deps.db.insert(coupons).values([
    { code: 'ALLOFF', type: 'fixed', value: 1_000_000_00, minTotal: 0 },
    { code: 'LATER', type: 'percent', value: 5, startsAt: new Date('2027-01-01T00:00:00Z') },
    { code: 'PAUSED', type: 'percent', value: 5, isActive: false },
    { code: 'ODD7', type: 'percent', value: 7 },
    { code: 'SOON', type: 'percent', value: 5, expiresAt: new Date(start.getTime() + 10 * 86_400_000) },
  ]);
});
afterAll(() => t.close());
beforeEach(async () => {
  clock = start;
  await setOption(t, plateOption().id, { price: 3290_00, specialPrice: null, stock: 50 });
});

/** A new cart with `count` units of a 3 290 ₴ option. */
async function cartOf(count = 1): Promise<string> {
  const { body } = await call('add', { product_id: plate.id, count });
  return body.data.cart_id;
}

const nbsp = '\u00a0';

describe('POST /api/cart/coupon', () => {
  it('applies a percent code in any case and takes the discount off the total', async () => {
    const cartId = await cartOf();
    const { status, body } = await call('coupon', { cart_id: cartId, coupon: '  tabir10 ' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      total_price: '3290.00',
      total_price_with_discount: '3290.00',
      total_price_with_coupon: '2961.00',
      coupon: { code: 'TABIR10', type: 'percent', value: 10, discount: '329.00' },
    });
    expect(body.data).not.toHaveProperty('coupon_error');
    // The cart keeps its code through later changes.
    const added = await call('add', { product_id: plate.id, cart_id: cartId });
    expect(added.body.data).toMatchObject({ total_price_with_coupon: '5922.00', coupon: { code: 'TABIR10', discount: '658.00' } });
  });

  it('applies a fixed code and rounds percent discounts to the kopiyka', async () => {
    const cartId = await cartOf();
    const fixed = await call('coupon', { cart_id: cartId, coupon: 'Vesna500' });
    expect(fixed.body.data).toMatchObject({ total_price_with_coupon: '2790.00', coupon: { code: 'VESNA500', type: 'fixed', value: 500, discount: '500.00' } });

    await setOption(t, plateOption().id, { price: 1234_57 });
    const odd = await call('coupon', { cart_id: cartId, coupon: 'ODD7' });
    // 7 % of 1 234.57 is 86.4199: 86.42.
    expect(odd.body.data).toMatchObject({ total_price_with_coupon: '1148.15', coupon: { discount: '86.42' } });
  });

  it('works from the discounted total and never takes off more than the total', async () => {
    await setOption(t, plateOption().id, { specialPrice: 2990_00 });
    const cartId = await cartOf(2);
    const percent = await call('coupon', { cart_id: cartId, coupon: 'FREEDOM15' });
    expect(percent.body.data).toMatchObject({
      total_price: '6580.00',
      total_price_with_discount: '5980.00',
      total_price_with_coupon: '5083.00',
      coupon: { discount: '897.00' },
    });
    const all = await call('coupon', { cart_id: cartId, coupon: 'alloff' });
    expect(all.body.data).toMatchObject({ total_price_with_coupon: '0.00', coupon: { code: 'ALLOFF', value: 1_000_000, discount: '5980.00' } });
  });

  it('refuses codes that are unknown, expired, not started, paused or used up, in the language asked', async () => {
    const cartId = await cartOf();
    const cases: [string, 'uk' | 'en', string][] = [
      ['nope', 'uk', 'Промокод «nope» не знайдено'],
      ['EXPIRED2025', 'uk', 'Термін дії промокоду «EXPIRED2025» минув'],
      ['expired2025', 'en', 'Promo code “EXPIRED2025” has expired'],
      ['ONCE', 'uk', 'Промокод «ONCE» уже використано'],
      ['LATER', 'en', 'Promo code “LATER” is not valid yet'],
      ['PAUSED', 'uk', 'Промокод «PAUSED» більше не діє'],
      ['<b>x</b>', 'uk', 'Промокод «<b>x</b>» не знайдено'],
      ['ТАБІР10', 'uk', 'Промокод «ТАБІР10» не знайдено'],
    ];
    for (const [coupon, lang, message] of cases) {
      const answer = await call('coupon', { cart_id: cartId, coupon, lang });
      expect(answer.status, coupon).toBe(422);
      expect(answer.body.errors, coupon).toEqual({ message, params: { coupon: [message] } });
    }
    const cart = await call('get', { cart_id: cartId });
    expect(cart.body.data).toMatchObject({ coupon: null, total_price_with_coupon: '3290.00' });
  });

  it('refuses a code below its minimum total, naming the minimum', async () => {
    await setOption(t, plateOption().id, { price: 900_00 });
    const cartId = await cartOf();
    const uk = await call('coupon', { cart_id: cartId, coupon: 'TABIR10' });
    expect(uk.status).toBe(422);
    expect(uk.body.errors.params).toEqual({ coupon: [`Промокод «TABIR10» діє для замовлень від 1${nbsp}000 ₴`] });
    const en = await call('coupon', { cart_id: cartId, coupon: 'vesna500', lang: 'en' });
    expect(en.body.errors.params).toEqual({ coupon: ['Promo code “VESNA500” applies to orders from 3,000 ₴'] });
    const empty = await call('delete', { cart_id: cartId, id: (await call('get', { cart_id: cartId })).body.data.products[0].id });
    expect(empty.body.data.count).toBe(0);
    expect((await call('coupon', { cart_id: cartId, coupon: 'TABIR10' })).status).toBe(422);
  });

  it('answers 422 for a missing, empty or overlong code and 404 for an unknown cart', async () => {
    const cartId = await cartOf();
    expect((await call('coupon', { cart_id: cartId })).body.errors.params).toEqual({ coupon: ['Введіть промокод'] });
    expect((await call('coupon', { cart_id: cartId, coupon: '   ' })).body.errors.params).toEqual({ coupon: ['Введіть промокод'] });
    expect((await call('coupon', { cart_id: cartId, coupon: 42 })).status).toBe(422);
    const long = await call('coupon', { cart_id: cartId, coupon: 'X'.repeat(41), lang: 'en' });
    expect(long.body.errors.params).toEqual({ coupon: ['A promo code has at most 40 characters'] });
    const control = await call('coupon', { cart_id: cartId, coupon: 'TABIR10\u0000', lang: 'en' });
    expect(control.body.errors.params).toEqual({ coupon: ['Remove line breaks, tabs and other non-printing characters'] });
    const separator = await call('coupon', { cart_id: cartId, coupon: 'TABIR\u202810' });
    expect(separator.body.errors.params).toEqual({ coupon: ['Приберіть розриви рядка, табуляцію та інші недруковані символи'] });
    const unknown = await call('coupon', { cart_id: '6f1c2a7e-2d7b-4b8e-9a51-7d3f3a4b5c6d', coupon: 'TABIR10' });
    expect(unknown.status).toBe(404);
    expect((await call('coupon', { cart_id: 'abc', coupon: 'TABIR10' })).status).toBe(422);
  });
});

describe('a coupon kept on a cart', () => {
  it('drops out of the totals with a reason while the total is below its minimum, and comes back above it', async () => {
    const cartId = await cartOf();
    await call('coupon', { cart_id: cartId, coupon: 'VESNA500' });
    await setOption(t, plateOption().id, { specialPrice: 2500_00 });
    const below = await call('get', { cart_id: cartId });
    expect(below.body.data).toMatchObject({
      total_price_with_discount: '2500.00',
      total_price_with_coupon: '2500.00',
      coupon: null,
      coupon_error: `Промокод «VESNA500» діє для замовлень від 3${nbsp}000 ₴`,
    });
    const line = below.body.data.products[0];
    const above = await call('update', { cart_id: cartId, id: line.id, count: 2, lang: 'en' });
    expect(above.body.data).toMatchObject({ total_price_with_coupon: '4500.00', coupon: { code: 'VESNA500', discount: '500.00' } });
    expect(above.body.data).not.toHaveProperty('coupon_error');
  });

  it('stops applying once it expires', async () => {
    const cartId = await cartOf();
    expect((await call('coupon', { cart_id: cartId, coupon: 'SOON' })).body.data.coupon.discount).toBe('164.50');
    clock = new Date(start.getTime() + 11 * 86_400_000);
    await call('add', { product_id: plate.id, cart_id: cartId });
    const expired = await call('get', { cart_id: cartId, lang: 'en' });
    expect(expired.body.data).toMatchObject({ coupon: null, coupon_error: 'Promo code “SOON” has expired', total_price_with_coupon: '6580.00' });
  });

  it('is removed on request', async () => {
    const cartId = await cartOf();
    await call('coupon', { cart_id: cartId, coupon: 'TABIR10' });
    const { status, body } = await call('coupon/remove', { cart_id: cartId });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ coupon: null, total_price_with_coupon: '3290.00' });
    expect(body.data).not.toHaveProperty('coupon_error');
    expect((await call('get', { cart_id: cartId })).body.data.coupon).toBeNull();
    expect((await call('coupon/remove', { cart_id: '6f1c2a7e-2d7b-4b8e-9a51-7d3f3a4b5c6d' })).status).toBe(404);
  });
});

describe('cart lifetime', () => {
  it('lives 1000 hours after its last change', async () => {
    const cartId = await cartOf();
    clock = new Date(start.getTime() + 999 * 3_600_000);
    expect((await call('count', { cart_id: cartId })).body.data).toBe(1);
    await call('add', { product_id: plate.id, cart_id: cartId });
    clock = new Date(start.getTime() + 1998 * 3_600_000);
    expect((await call('get', { cart_id: cartId })).body.data.count).toBe(2);
    clock = new Date(start.getTime() + 2000 * 3_600_000);
    expect((await call('get', { cart_id: cartId })).status).toBe(404);
    expect((await call('count', { cart_id: cartId })).body.data).toBe(0);
    expect((await call('coupon', { cart_id: cartId, coupon: 'TABIR10' })).status).toBe(404);
  });
});
