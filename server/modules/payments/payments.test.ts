import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentEvents, payments } from '../../db/schema/orders.ts';
import { liqpayCheckoutForm } from '../../integrations/liqpay/liqpay.ts';
import { startFakeLiqpay, type FakeLiqpay, type LiqpayCheckoutRequest } from '../../testing/fake-liqpay.ts';
import { insertOrder } from '../../testing/orders.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { liqpayOrderId } from './payments.service.ts';

let t: TestApp;
let liqpay: FakeLiqpay;
let server: ServerType;
let callbackUrl: string;
let clock = new Date('2026-11-01T10:00:00Z');
const warnings: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  liqpay = await startFakeLiqpay();
  t = await createTestApp({
    now: () => clock,
    env: { LIQPAY_PUBLIC_KEY: liqpay.publicKey, LIQPAY_PRIVATE_KEY: liqpay.privateKey, LIQPAY_CHECKOUT_URL: liqpay.checkoutUrl },
  });
  // The app logs through deps.logger on each request: catch its warnings.
  t.deps.logger = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(JSON.parse(line)) });
  // LiqPay reaches the shop over the network: serve the app on a real port.
  await new Promise<void>((resolve) => {
    server = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve());
  });
  callbackUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/liqpay/callback`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
  await liqpay.close();
});

let orderSerial = 0;

/** An order with a pending LiqPay payment, as the checkout will leave it, and its LiqPay checkout fields. */
async function placeCardOrder({
  amount = 250_000,
  currency = 'UAH',
  provider = 'liqpay',
}: { amount?: number; currency?: string; provider?: 'liqpay' | 'cash' } = {}) {
  const number = `LQ-2026-${String(++orderSerial).padStart(5, '0')}`;
  const order = await insertOrder(t.deps.db, { number, paymentMethod: 'card', total: amount });
  const [payment] = await t.deps.db.insert(payments).values({ orderId: order.id, provider, amount, currencyCode: currency }).returning({ id: payments.id });
  const checkout: LiqpayCheckoutRequest = {
    public_key: liqpay.publicKey,
    order_id: liqpayOrderId({ orderNumber: number, paymentId: payment.id }),
    amount: amount / 100,
    currency,
    description: `Замовлення ${number}`,
  };
  return { number, orderId: order.id, paymentId: payment.id, checkout };
}

type CardOrder = Awaited<ReturnType<typeof placeCardOrder>>;

async function stateOf({ orderId, paymentId }: CardOrder) {
  const [payment] = await t.deps.db
    .select({ status: payments.status, paidAt: payments.paidAt, externalId: payments.externalId })
    .from(payments)
    .where(eq(payments.id, paymentId));
  const [order] = await t.deps.db.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, orderId));
  const [events] = await t.deps.db.select({ n: count() }).from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId));
  return { payment: payment.status, order: order.paymentStatus, paidAt: payment.paidAt, externalId: payment.externalId, events: Number(events.n) };
}

/** A callback LiqPay signed, with `extra` fields over the checkout's. */
const signed = (order: CardOrder, status: string, extra?: Record<string, unknown>) => liqpay.signedCallback(liqpay.callbackPayload(order.checkout, status, extra));
const send = (fields: Record<string, string>) => liqpay.sendCallback(callbackUrl, fields);
const refused = { status: 400, body: JSON.stringify({ errors: { message: 'Повідомлення про оплату не прийнято.' } }) };
const pendingState = { payment: 'pending', order: 'pending', paidAt: null, externalId: null, events: 0 };

describe('LiqPay callback', () => {
  it('marks the payment and the order paid on a success callback, once', async () => {
    const order = await placeCardOrder();
    const success = signed(order, 'success');
    expect(await send(success)).toMatchObject({ status: 200, body: JSON.stringify({ data: { received: true } }) });
    const paymentId = String(JSON.parse(Buffer.from(success.data, 'base64').toString()).payment_id);
    expect(await stateOf(order)).toEqual({ payment: 'paid', order: 'paid', paidAt: clock, externalId: paymentId, events: 1 });
    const [event] = await t.deps.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, order.paymentId));
    expect(event).toMatchObject({ provider: 'liqpay', status: 'success', payload: expect.objectContaining({ order_id: order.checkout.order_id, amount: 2500 }) });

    // The same callback again (LiqPay retries until it gets a 200) changes nothing and is not stored twice.
    const paidAt = clock;
    clock = new Date('2026-11-01T10:05:00Z');
    expect((await send(success)).status).toBe(200);
    expect(await stateOf(order)).toEqual({ payment: 'paid', order: 'paid', paidAt, externalId: paymentId, events: 1 });

    // Another success notice of the same payment is kept, but paid_at stays the first one.
    expect((await send(signed(order, 'success'))).status).toBe(200);
    expect(await stateOf(order)).toMatchObject({ payment: 'paid', paidAt, events: 2 });
  });

  it('stores two identical callbacks arriving together once', async () => {
    const order = await placeCardOrder();
    const success = signed(order, 'success');
    const answers = await Promise.all([send(success), send(success), send(success)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await stateOf(order)).toMatchObject({ payment: 'paid', order: 'paid', events: 1 });
  });

  it('refuses a forged signature or altered data with a 400 that explains nothing, and changes nothing', async () => {
    const order = await placeCardOrder();
    const forged = liqpay.signedCallback(liqpay.callbackPayload(order.checkout, 'success'), 'guessed-private-key');
    expect(await send(forged)).toMatchObject(refused);
    const genuine = signed(order, 'failure');
    const altered = liqpay.signedCallback(liqpay.callbackPayload(order.checkout, 'success')).data;
    expect(await send({ data: altered, signature: genuine.signature })).toMatchObject(refused);
    expect(await send({ data: genuine.data, signature: genuine.signature.toLowerCase() })).toMatchObject(refused);
    expect(await stateOf(order)).toEqual(pendingState);
    expect(warnings.at(-1)).toMatchObject({ level: 40, reason: 'signature', msg: 'LiqPay callback refused' });
  });

  it('refuses another amount, currency or shop key, and logs a warning', async () => {
    const order = await placeCardOrder({ amount: 129_950, currency: 'UAH' });
    for (const [extra, reason] of [
      [{ amount: 1299 }, 'amountMismatch'],
      [{ amount: 1299.501 }, 'amountMismatch'],
      [{ amount: 12995 }, 'amountMismatch'],
      [{ currency: 'USD' }, 'amountMismatch'],
      [{ public_key: 'i_another_shop' }, 'publicKey'],
    ] as const) {
      expect(await send(signed(order, 'success', extra)), JSON.stringify(extra)).toMatchObject(refused);
      expect(warnings.at(-1)).toMatchObject({ level: 40, reason, liqpayOrderId: order.checkout.order_id });
    }
    expect(await stateOf(order)).toEqual(pendingState);
    // The right amount in the same currency passes: 1299.5 is 129 950 kopiyky.
    expect((await send(signed(order, 'success'))).status).toBe(200);
    expect(await stateOf(order)).toMatchObject({ payment: 'paid', order: 'paid' });
  });

  it('refuses an order id that names no LiqPay payment of that order, and a payload without the fields it needs', async () => {
    const order = await placeCardOrder();
    const other = await placeCardOrder();
    const cash = await placeCardOrder({ provider: 'cash' });
    const badIds = [
      liqpayOrderId({ orderNumber: order.number, paymentId: other.paymentId }),
      liqpayOrderId({ orderNumber: order.number, paymentId: 999_999_999 }),
      liqpayOrderId({ orderNumber: 'LQ-1999-00001', paymentId: order.paymentId }),
      cash.checkout.order_id,
      `${order.number}-p99999999999999999999`,
      order.number,
      '',
    ];
    for (const orderId of badIds) {
      expect(await send(signed(order, 'success', { order_id: orderId })), orderId).toMatchObject(refused);
    }
    for (const missing of ['status', 'amount', 'order_id']) {
      expect(await send(signed(order, 'success', { [missing]: undefined })), missing).toMatchObject(refused);
    }
    expect(await send(signed(order, 'success', { amount: '2500' }))).toMatchObject(refused);
    for (const untouched of [order, other, cash]) expect(await stateOf(untouched)).toEqual(pendingState);
  });

  it('marks a failed payment failed, and paid when a success follows', async () => {
    const order = await placeCardOrder();
    expect((await send(signed(order, 'failure'))).status).toBe(200);
    expect(await stateOf(order)).toMatchObject({ payment: 'failed', order: 'failed', paidAt: null, events: 1 });
    expect((await send(signed(order, 'success'))).status).toBe(200);
    expect(await stateOf(order)).toMatchObject({ payment: 'paid', order: 'paid', paidAt: clock, events: 2 });
  });

  it('never moves a paid payment back: a late failure or in-progress status is stored but changes nothing', async () => {
    const order = await placeCardOrder();
    const success = signed(order, 'success');
    await send(success);
    const paid = await stateOf(order);
    for (const status of ['failure', 'error', 'processing', '3ds_verify']) expect((await send(signed(order, status))).status).toBe(200);
    expect(await stateOf(order)).toEqual({ ...paid, events: 5 });
    expect((await send(signed(order, 'reversed'))).status).toBe(200);
    expect(await stateOf(order)).toMatchObject({ payment: 'refunded', order: 'refunded', paidAt: paid.paidAt });
    expect((await send(signed(order, 'success'))).status).toBe(200);
    expect(await stateOf(order)).toMatchObject({ payment: 'refunded', order: 'refunded', events: 7 });
  });

  it('keeps in-progress and sandbox statuses pending on a live shop', async () => {
    const order = await placeCardOrder();
    for (const status of ['processing', 'wait_accept', 'sandbox']) expect((await send(signed(order, status))).status).toBe(200);
    expect(await stateOf(order)).toEqual({ ...pendingState, events: 3 });
  });

  it('answers 422 to a body without data and signature, whatever its type', async () => {
    const json = await t.post('/api/payments/liqpay/callback', { data: 'x', signature: 'y' });
    expect(json.status).toBe(422);
    expect(Object.keys(json.body.errors.params)).toEqual(['data', 'signature']);
    const brokenMultipart = await t.post('/api/payments/liqpay/callback', 'no parts here', { 'content-type': 'multipart/form-data; boundary=x' });
    expect(brokenMultipart.status).toBe(422);
    expect(Object.keys(brokenMultipart.body.errors.params)).toEqual(['body']);
    const order = await placeCardOrder();
    const { data } = signed(order, 'success');
    const noSignature = await send({ data });
    expect(noSignature.status).toBe(422);
    expect(JSON.parse(noSignature.body).errors.params).toEqual({ signature: [expect.any(String)] });
    expect(await stateOf(order)).toEqual(pendingState);
  });

  it('is not there when the shop has no LiqPay keys', async () => {
    const withoutKeys = await createTestApp({ sameDatabaseAs: t });
    try {
      const order = await placeCardOrder();
      const response = await withoutKeys.app.request('/api/payments/liqpay/callback', { method: 'POST', body: new URLSearchParams(signed(order, 'success')) });
      expect(response.status).toBe(404);
      expect(await stateOf(order)).toEqual(pendingState);
    } finally {
      await withoutKeys.close();
    }
  });
});

describe('fake LiqPay checkout', () => {
  /** What the shop's checkout page posts, and the browser following it to the fake's page. */
  async function openCheckout(order: CardOrder, resultUrl: string) {
    const form = liqpayCheckoutForm({
      publicKey: t.config.LIQPAY_PUBLIC_KEY!,
      privateKey: t.config.LIQPAY_PRIVATE_KEY!,
      checkoutUrl: t.config.LIQPAY_CHECKOUT_URL,
      orderId: order.checkout.order_id,
      amount: 250_000,
      currency: 'UAH',
      description: order.checkout.description,
      language: 'en',
      resultUrl,
      serverUrl: callbackUrl,
    });
    const response = await fetch(form.action, { method: 'POST', body: new URLSearchParams({ data: form.data, signature: form.signature }) });
    return { status: response.status, html: await response.text() };
  }

  async function choose(html: string, choice: 'success' | 'failure') {
    const action = /<form method="post" action="([^"]+)"/.exec(html)![1];
    return fetch(new URL(action, liqpay.checkoutUrl), { method: 'POST', body: new URLSearchParams({ choice }), redirect: 'manual' });
  }

  it('takes the form, pays, calls the shop back and returns the shopper to result_url', async () => {
    const order = await placeCardOrder();
    const resultUrl = `https://tabir.example/en/checkout/done/${order.number}`;
    const page = await openCheckout(order, resultUrl);
    expect(page.status).toBe(200);
    expect(page.html).toContain('>Pay</button>');
    expect(page.html).toContain('>Decline</button>');
    expect(page.html).toContain(`Замовлення ${order.number}`);

    const sentBefore = liqpay.callbacks.length;
    const paid = await choose(page.html, 'success');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(resultUrl);
    expect(liqpay.callbacks.slice(sentBefore)).toEqual([expect.objectContaining({ url: callbackUrl, status: 200 })]);
    expect(await stateOf(order)).toMatchObject({ payment: 'paid', order: 'paid', events: 1 });

    // The shopper's second click on the used page reaches nothing.
    expect((await choose(page.html, 'failure')).status).toBe(404);
    expect(await stateOf(order)).toMatchObject({ payment: 'paid', events: 1 });
  });

  it('declines: the shop marks the payment failed', async () => {
    const order = await placeCardOrder();
    const page = await openCheckout(order, 'https://tabir.example/checkout/done');
    expect((await choose(page.html, 'failure')).status).toBe(303);
    expect(await stateOf(order)).toMatchObject({ payment: 'failed', order: 'failed', events: 1 });
  });

  it('refuses a checkout form with a wrong signature', async () => {
    const order = await placeCardOrder();
    const { data } = liqpayCheckoutForm({
      publicKey: liqpay.publicKey,
      privateKey: liqpay.privateKey,
      checkoutUrl: liqpay.checkoutUrl,
      orderId: order.checkout.order_id,
      amount: 250_000,
      currency: 'UAH',
      description: 'x',
      language: 'uk',
      resultUrl: 'https://tabir.example/',
      serverUrl: callbackUrl,
    });
    const response = await fetch(liqpay.checkoutUrl, { method: 'POST', body: new URLSearchParams({ data, signature: 'forged' }) });
    expect(response.status).toBe(400);
  });
});
