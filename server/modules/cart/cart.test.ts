import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { carts } from '../../db/schema/carts.ts';
import { productImages, products } from '../../db/schema/catalog.ts';
import { minorToDecimal } from '../../../common/currency.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { cartCall, cartTestShop, productName, setOption, type TestProduct } from './cart.fixtures.ts';

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

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('POST /api/cart/add', () => {
  it('creates a cart with one unit of a single-option product, priced from the database', async () => {
    const { status, body } = await call('add', { product_id: plate.id });
    expect(status).toBe(200);
    const cart = body.data;
    const option = plate.options[0]!;
    const price = minorToDecimal(option.price);
    expect(cart.cart_id).toMatch(uuid);
    expect(cart).toMatchObject({
      count: 1,
      total_price: price,
      total_price_with_discount: price,
      total_price_with_coupon: price,
      coupon: null,
      has_alerts: false,
    });
    expect(cart).not.toHaveProperty('coupon_error');
    expect(cart.products).toEqual([
      {
        id: expect.any(Number),
        product_id: plate.id,
        option_id: option.id,
        name: await productName(t, plate.id, 'uk'),
        image: expect.stringMatching(/^products\//),
        path: '/broneplyty/broneplyta-staleva-kremin',
        count: 1,
        max_count: 50,
        price,
        old_price: expect.stringMatching(/^\d+\.\d\d$/),
        special: null,
        currency: 'UAH',
        alert: '',
        option: { id: option.id, price, old_price: expect.stringMatching(/^\d+\.\d\d$/), product_attributes: expect.any(Array) },
        line_total: price,
      },
    ]);

    const [stored] = await t.deps.db.select({ expiresAt: carts.expiresAt }).from(carts).where(eq(carts.id, cart.cart_id));
    expect(stored!.expiresAt.getTime() - t.deps.now().getTime()).toBe(1000 * 3_600_000);
  });

  it('asks for the option when the product has several, naming what varies', async () => {
    const tentAnswer = await call('add', { product_id: tent.id });
    expect(tentAnswer.status).toBe(422);
    expect(tentAnswer.body.errors.params).toEqual({ option_id: ['Оберіть колір'] });
    const carrierAnswer = await call('add', { product_id: carrier.id, lang: 'en' });
    expect(carrierAnswer.body.errors.params).toEqual({ option_id: ['Choose a size and colour'] });
  });

  it('raises the count of an option already in the cart, keeping one line per option in the order added', async () => {
    const green = tent.options[0]!;
    const orange = tent.options[1]!;
    const first = await call('add', { product_id: tent.id, option_id: green.id, count: 2 });
    const cartId = first.body.data.cart_id;
    await call('add', { product_id: tent.id, option_id: orange.id, cart_id: cartId });
    const { body } = await call('add', { product_id: tent.id, option_id: green.id, count: 3, cart_id: cartId });
    expect(body.data.cart_id).toBe(cartId);
    expect(body.data.products.map((line: { option_id: number; count: number }) => [line.option_id, line.count])).toEqual([
      [green.id, 5],
      [orange.id, 1],
    ]);
    expect(body.data.count).toBe(6);
    expect(body.data.total_price).toBe(minorToDecimal(green.price * 5 + orange.price));
  });

  it("names the option's colour and size and shows a picture of that colour", async () => {
    const option = tent.options[1]!;
    const { body } = await call('add', { product_id: tent.id, option_id: option.id });
    const [line] = body.data.products;
    expect(line.option.product_attributes).toEqual([
      { attr_name: 'Колір', alt: expect.any(String), slug: expect.any(String) },
      { attr_name: 'Розмір', alt: expect.any(String), slug: expect.any(String) },
    ]);
    const images = await t.deps.db
      .select({ path: productImages.path, colorValueId: productImages.colorValueId })
      .from(productImages)
      .where(eq(productImages.productId, tent.id))
      .orderBy(asc(productImages.position), asc(productImages.id));
    const expected = images.find((image) => image.colorValueId === option.colorValueId) ?? images[0];
    expect(line.image).toBe(expected!.path);

    const english = await call('get', { cart_id: body.data.cart_id, lang: 'en' });
    expect(english.body.data.products[0].name).toBe(await productName(t, tent.id, 'en'));
    expect(english.body.data.products[0].option.product_attributes.map((a: { attr_name: string }) => a.attr_name)).toEqual(['Colour', 'Size']);
  });

  it('ignores prices and totals sent by the client', async () => {
    const option = plate.options[0]!;
    const { status, body } = await call('add', {
      product_id: plate.id,
      count: 2,
      price: '1.00',
      special: '1.00',
      total_price: '1.00',
      products: [{ option_id: option.id, price: '1.00' }],
    });
    expect(status).toBe(200);
    expect(body.data.products[0].price).toBe(minorToDecimal(option.price));
    expect(body.data.total_price_with_coupon).toBe(minorToDecimal(option.price * 2));
  });

  it('charges the special price: totals separate regular and discounted sums', async () => {
    const option = plate.options[0]!;
    await setOption(t, option.id, { specialPrice: option.price - 500_00 });
    try {
      const { body } = await call('add', { product_id: plate.id, count: 3 });
      const [line] = body.data.products;
      expect(line.special).toBe(minorToDecimal(option.price - 500_00));
      expect(line.line_total).toBe(minorToDecimal((option.price - 500_00) * 3));
      expect(body.data.total_price).toBe(minorToDecimal(option.price * 3));
      expect(body.data.total_price_with_discount).toBe(minorToDecimal((option.price - 500_00) * 3));
    } finally {
      await setOption(t, option.id, { specialPrice: null });
    }
  });

  it('refuses an option without stock and caps a count above the stock with an alert', async () => {
    const sand = tent.options[2]!;
    await setOption(t, sand.id, { stock: 0 });
    const none = await call('add', { product_id: tent.id, option_id: sand.id });
    expect(none.status).toBe(422);
    expect(none.body.errors.params).toEqual({ option_id: ['Цього варіанта немає в наявності'] });

    await setOption(t, sand.id, { stock: 3 });
    const { body } = await call('add', { product_id: tent.id, option_id: sand.id, count: 5 });
    expect(body.data.products[0]).toMatchObject({ count: 3, max_count: 3, alert: 'Залишилося лише 3 шт.' });
    expect(body.data.has_alerts).toBe(true);
    // The cap was the news of that answer: read again, a full line of the stock is fine.
    const again = await call('get', { cart_id: body.data.cart_id });
    expect(again.body.data.products[0]).toMatchObject({ count: 3, alert: '' });
    expect(again.body.data.has_alerts).toBe(false);
    // Adding more of a line that is already at the stock says so again.
    const more = await call('add', { product_id: tent.id, option_id: sand.id, cart_id: body.data.cart_id });
    expect(more.body.data.products[0]).toMatchObject({ count: 3, alert: 'Залишилося лише 3 шт.' });
    await setOption(t, sand.id, { stock: 50 });
  });

  it('caps a line at 99 units without an alert when the stock allows more', async () => {
    const option = plate.options[0]!;
    await setOption(t, option.id, { stock: 500 });
    const { body } = await call('add', { product_id: plate.id, count: 1e9 });
    expect(body.data.products[0]).toMatchObject({ count: 99, max_count: 99, alert: '' });
    const again = await call('add', { product_id: plate.id, count: 5, cart_id: body.data.cart_id });
    expect(again.body.data.count).toBe(99);
    await setOption(t, option.id, { stock: 50 });
  });

  it('answers 404 for an unknown product, option, another product\'s option or an unknown or expired cart', async () => {
    expect((await call('add', { product_id: 999_999 })).status).toBe(404);
    const unknownOption = await call('add', { product_id: tent.id, option_id: 999_999, lang: 'en' });
    expect(unknownOption).toMatchObject({ status: 404, body: { errors: { message: 'This product option was not found' } } });
    expect((await call('add', { product_id: tent.id, option_id: plate.options[0]!.id })).status).toBe(404);
    const unknownCart = await call('add', { product_id: plate.id, cart_id: '6f1c2a7e-2d7b-4b8e-9a51-7d3f3a4b5c6d' });
    expect(unknownCart).toMatchObject({ status: 404, body: { errors: { message: 'Кошик не знайдено: можливо, минув термін його зберігання' } } });

    const created = await call('add', { product_id: plate.id });
    const cartId = created.body.data.cart_id;
    await t.deps.db.update(carts).set({ expiresAt: new Date(t.deps.now().getTime() - 1000) }).where(eq(carts.id, cartId));
    expect((await call('add', { product_id: plate.id, cart_id: cartId })).status).toBe(404);
    expect((await call('get', { cart_id: cartId })).status).toBe(404);
    expect((await call('count', { cart_id: cartId })).body).toEqual({ data: 0 });
  });

  it('treats a withdrawn product as unknown', async () => {
    await t.deps.db.update(products).set({ isActive: false }).where(eq(products.id, plate.id));
    try {
      expect((await call('add', { product_id: plate.id })).status).toBe(404);
    } finally {
      await t.deps.db.update(products).set({ isActive: true }).where(eq(products.id, plate.id));
    }
  });

  it('answers 422, never 500, for malformed input', async () => {
    const bodies: Record<string, unknown>[] = [
      { product_id: String(plate.id) },
      { product_id: -1 },
      { product_id: 1.5 },
      { product_id: 2 ** 31 },
      { product_id: null },
      { product_id: plate.id, count: 0 },
      { product_id: plate.id, count: -1 },
      { product_id: plate.id, count: 1.5 },
      { product_id: plate.id, count: '2' },
      { product_id: plate.id, count: 1e300 },
      { product_id: plate.id, option_id: 'x' },
      { product_id: plate.id, cart_id: 'not-a-uuid' },
      { product_id: plate.id, cart_id: "'; drop table carts; --" },
      { product_id: plate.id, cart_id: 42 },
      { product_id: plate.id, cart_id: Array.from({ length: 5000 }, () => 'x') },
      { product_id: plate.id, lang: 'de' },
    ];
    for (const body of bodies) {
      const answer = await call('add', body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(Object.keys(answer.body.errors.params).length).toBeGreaterThan(0);
    }
    const badCount = await call('add', { product_id: plate.id, count: 0, lang: 'en' });
    expect(badCount.body.errors.params).toEqual({ count: ['The quantity must be a whole number from 1'] });
    const badCart = await call('add', { product_id: plate.id, cart_id: 'nope' });
    expect(badCart.body.errors.params).toEqual({ cart_id: ['Невідомий кошик: неправильний ідентифікатор'] });
    for (const raw of ['[]', '"cart"', '{"product_id":', 'null']) {
      expect((await t.post('/api/cart/add', raw)).status).toBe(422);
    }
    const form = await t.app.request('/api/cart/add', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' });
    expect(form.status).toBe(415);
  });
});
