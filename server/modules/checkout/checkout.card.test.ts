import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { orders, payments } from '../../db/schema/orders.ts';
import { startFakeLiqpay, type FakeLiqpay, type LiqpayCheckoutRequest } from '../../testing/fake-liqpay.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { cartTestShop, cartWith, setOption } from '../cart/cart.fixtures.ts';
import { orderAccessCookie } from './checkout.access.ts';
import { cookieFrom, internationalOrder } from './checkout.fixtures.ts';
import { findThankYou } from './checkout.thankyou.ts';

let t: TestApp;
let liqpay: FakeLiqpay;
let shop: Awaited<ReturnType<typeof cartTestShop>>;

beforeAll(async () => {
  liqpay = await startFakeLiqpay();
  t = await createTestApp({
    env: { PUBLIC_URL: 'https://tabir.example', LIQPAY_PUBLIC_KEY: liqpay.publicKey, LIQPAY_PRIVATE_KEY: liqpay.privateKey, LIQPAY_CHECKOUT_URL: liqpay.checkoutUrl },
  });
  shop = await cartTestShop(t);
});
afterAll(async () => {
  await t.close();
  await liqpay.close();
});

const decode = (data: string) => JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as LiqpayCheckoutRequest & Record<string, unknown>;
const orderByNumber = async (number: string) => (await t.deps.db.select().from(orders).where(eq(orders.number, number)))[0]!;

/** LiqPay's callback for the checkout the page was sent to, posted to our server as LiqPay does. */
async function callback(checkout: LiqpayCheckoutRequest, status: string) {
  const response = await t.app.request('/api/payments/liqpay/callback', { method: 'POST', body: new URLSearchParams(liqpay.signedCallback(liqpay.callbackPayload(checkout, status))) });
  return response.status;
}

async function placeCardOrder(email: string) {
  await setOption(t, shop.plate.options[0]!.id, { price: 320000, specialPrice: null, stock: 50 });
  const cartId = await cartWith(t, [{ product_id: shop.plate.id, count: 1 }]);
  const body = internationalOrder({ cartId }, { email });
  const answer = await t.post('/api/checkout/place/international', body, { 'x-forwarded-for': '203.0.113.9' });
  expect(answer.status).toBe(200);
  return { body, answer, cookie: cookieFrom(answer.headers, orderAccessCookie) };
}

describe('an international order paid by card', () => {
  it("opens the thank-you page for the placing browser only: a cookie written by hand from the link's key shows nothing", async () => {
    const { body, answer, cookie } = await placeCardOrder('card.forged@example.com');
    const { number } = answer.body.data;
    const key = body.idempotency_key as string;
    const pageFor = (cookieHeader: string) =>
      findThankYou(t.deps.db, { request: new Request('https://tabir.example/en/cart/thankyou', { headers: { cookie: cookieHeader } }), number, key, locale: 'en', now: t.deps.now() });
    // The link forwarded to someone who writes the cookie the link seems to need.
    for (const forged of [`${orderAccessCookie}=${key}`, `${orderAccessCookie}=${key}.${crypto.randomUUID()}`]) {
      expect(await pageFor(forged)).toBeNull();
      const pay = await t.post('/api/checkout/pay', { lang: 'en', number, key }, { cookie: forged });
      expect(pay.status).toBe(404);
    }
    // The browser that placed the order.
    expect((await pageFor(cookie))?.order.number).toBe(number);
    expect((await t.post('/api/checkout/pay', { lang: 'en', number, key }, { cookie })).status).toBe(200);
    // Its cookie holds nothing the link has.
    expect(cookie).not.toContain(key);
  });

  it('keeps the currency and address abroad, and hands the page a signed LiqPay form for the server total in hryvnias', async () => {
    const { body, answer } = await placeCardOrder('card.one@example.com');
    const { number, payment, thankyou_url } = answer.body.data;
    const order = await orderByNumber(number);
    expect(order).toMatchObject({ locale: 'en', currencyCode: 'EUR', deliveryRegion: 'international', deliveryMethod: 'intl_standard', customerPhone: '+48601234567', subtotal: 320000 });
    expect(Number(order.currencyRate)).toBeGreaterThan(0);
    expect(order.deliveryCost).toBeGreaterThan(0);
    expect(order.deliveryDetails).toMatchObject({ country: 'PL', city: 'Kraków', postcode: '30-001', address: 'ul. Floriańska 12/4' });

    expect(payment.action).toBe(liqpay.checkoutUrl);
    const [latest] = await t.deps.db.select().from(payments).where(eq(payments.orderId, order.id));
    const checkout = decode(payment.data);
    expect(checkout).toMatchObject({
      public_key: liqpay.publicKey,
      action: 'pay',
      amount: order.total / 100,
      currency: 'UAH',
      order_id: `${number}-p${latest!.id}`,
      language: 'en',
      result_url: `https://tabir.example${thankyou_url}`,
      server_url: 'https://tabir.example/api/payments/liqpay/callback',
    });
    expect(thankyou_url).toBe(`/en/cart/thankyou?order=${number}&key=${body.idempotency_key}`);
  });

  it('is marked paid once by a signed callback, however many arrive', async () => {
    const { body, answer, cookie } = await placeCardOrder('card.two@example.com');
    const { number, payment } = answer.body.data;
    const checkout = decode(payment.data);
    expect(await callback(checkout, 'success')).toBe(200);
    expect(await callback(checkout, 'success')).toBe(200);
    const order = await orderByNumber(number);
    expect(order.paymentStatus).toBe('paid');
    const rows = await t.deps.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows.map((row) => row.status)).toEqual(['paid']);
    const seen = await findThankYou(t.deps.db, { request: new Request('https://tabir.example/', { headers: { cookie } }), number, key: body.idempotency_key, locale: 'en', now: t.deps.now() });
    expect(seen).toMatchObject({ can_pay: false, order: { payment_status: 'paid', payment_label: 'Card online (LiqPay)', delivery: { lines: ['ul. Floriańska 12/4', 'Kraków, 30-001', 'Poland'] } } });
    const payAgain = await t.post('/api/checkout/pay', { lang: 'en', number, key: body.idempotency_key }, { cookie });
    expect(payAgain.status).toBe(409);
  });

  it('after a declined card offers a new attempt with an id of its own, to this buyer only', async () => {
    const { body, answer, cookie } = await placeCardOrder('card.three@example.com');
    const { number, payment } = answer.body.data;
    expect(await callback(decode(payment.data), 'failure')).toBe(200);
    expect((await orderByNumber(number)).paymentStatus).toBe('failed');

    const stranger = await t.post('/api/checkout/pay', { lang: 'en', number, key: body.idempotency_key });
    expect(stranger.status).toBe(404);
    const retry = await t.post('/api/checkout/pay', { lang: 'en', number, key: body.idempotency_key }, { cookie });
    expect(retry.status).toBe(200);
    const second = decode(retry.body.data.payment.data);
    expect(second.order_id).not.toBe(decode(payment.data).order_id);
    expect(await callback(second, 'success')).toBe(200);
    const order = await orderByNumber(number);
    expect(order.paymentStatus).toBe('paid');
    const statuses = await t.deps.db.select({ status: payments.status }).from(payments).where(eq(payments.orderId, order.id)).orderBy(desc(payments.id));
    expect(statuses.map((row) => row.status)).toEqual(['paid', 'failed']);
  });
});

describe('a late success of an older attempt', () => {
  it('marks the order paid and offers no further attempt', async () => {
    const { body, answer, cookie } = await placeCardOrder('card.late@example.com');
    const { number, payment } = answer.body.data;
    const first = decode(payment.data);
    expect(await callback(first, 'failure')).toBe(200);
    const retry = await t.post('/api/checkout/pay', { lang: 'en', number, key: body.idempotency_key }, { cookie });
    expect(retry.status).toBe(200);
    expect(await callback(first, 'success')).toBe(200);
    expect((await orderByNumber(number)).paymentStatus).toBe('paid');
    const seen = await findThankYou(t.deps.db, { request: new Request('https://tabir.example/', { headers: { cookie } }), number, key: body.idempotency_key, locale: 'en', now: t.deps.now() });
    expect(seen?.can_pay).toBe(false);
    expect((await t.post('/api/checkout/pay', { lang: 'en', number, key: body.idempotency_key }, { cookie })).status).toBe(409);
  });
});

describe('coming back from the payment page', () => {
  it('turns a POST to the thank-you page into a GET of the same address', async () => {
    const response = await t.app.request('/en/cart/thankyou?order=TB-2026-00001&key=abc', { method: 'POST', body: new URLSearchParams({ data: 'x', signature: 'y' }) });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/cart/thankyou?order=TB-2026-00001&key=abc');
  });
});
