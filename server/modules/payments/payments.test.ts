import { listOrderEvents } from '../orders/orders.events.ts';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentEvents, payments } from '../../db/schema/orders.ts';
import { liqpayCheckoutForm, signLiqpay } from '../../integrations/liqpay/liqpay.ts';
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
    order_id: liqpayOrderId({ orderNumber: number, paymentId: payment!.id }),
    amount: amount / 100,
    currency,
    description: `Замовлення ${number}`,
  };
  return { number, orderId: order.id, paymentId: payment!.id, checkout };
}

type CardOrder = Awaited<ReturnType<typeof placeCardOrder>>;

async function stateOf({ orderId, paymentId }: CardOrder) {
  const [payment] = await t.deps.db
    .select({ status: payments.status, paidAt: payments.paidAt, externalId: payments.externalId })
    .from(payments)
    .where(eq(payments.id, paymentId));
  const [order] = await t.deps.db.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, orderId));
  const [events] = await t.deps.db.select({ n: count() }).from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId));
  return { payment: payment!.status, order: order!.paymentStatus, paidAt: payment!.paidAt, externalId: payment!.externalId, events: Number(events!.n) };
}

/** A callback LiqPay signed, with `extra` fields over the checkout's. */
const signed = (order: CardOrder, status: string, extra?: Record<string, unknown>) => liqpay.signedCallback(liqpay.callbackPayload(order.checkout, status, extra));
const send = (fields: Record<string, string>) => liqpay.sendCallback(callbackUrl, fields);
const refused = { status: 400, body: JSON.stringify({ errors: { message: 'Повідомлення про оплату не прийнято.' } }) };
/** A genuine notice is answered 200 even when the shop cannot use it: LiqPay would only send it again. */
const received = { status: 200, body: JSON.stringify({ data: { received: true } }) };

/** The stored notices of this `data` that no payment took. */
const unusedNotices = (data: string) =>
  t.deps.db
    .select({ status: paymentEvents.status })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.data, data), isNull(paymentEvents.paymentId)));
const pendingState = { payment: 'pending', order: 'pending', paidAt: null, externalId: null, events: 0 };

describe('LiqPay callback', () => {
  it('marks the payment and the order paid on a success callback, once', async () => {
    const order = await placeCardOrder();
    const success = signed(order, 'success');
    expect(await send(success)).toMatchObject({ status: 200, body: JSON.stringify({ data: { received: true } }) });
    const paymentId = String(JSON.parse(Buffer.from(success.data, 'base64').toString()).payment_id);
    expect(await stateOf(order)).toEqual({ payment: 'paid', order: 'paid', paidAt: clock, externalId: paymentId, events: 1 });
    const [event] = await t.deps.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, order.paymentId));
    expect(event).toMatchObject({ provider: 'liqpay', status: 'success', data: success.data });

    // The same callback again (LiqPay retries until it gets a 200) changes nothing and is not stored twice.
    const paidAt = clock;
    clock = new Date('2026-11-01T10:05:00Z');
    expect((await send(success)).status).toBe(200);
    expect(await stateOf(order)).toEqual({ payment: 'paid', order: 'paid', paidAt, externalId: paymentId, events: 1 });

    // Another success notice of the same payment is kept, but paid_at stays the first one.
    expect((await send(signed(order, 'success'))).status).toBe(200);
    expect(await stateOf(order)).toMatchObject({ payment: 'paid', paidAt, events: 2 });
  });

  it('takes money for an order cancelled meanwhile without calling the order paid, and asks the staff on its timeline', async () => {
    const order = await placeCardOrder();
    await t.deps.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.orderId));
    expect((await send(signed(order, 'success'))).status).toBe(200);
    expect(await stateOf(order)).toMatchObject({ payment: 'paid', order: 'pending', events: 1 });
    expect((await listOrderEvents(t.deps.db, order.orderId)).map((event) => event.kind)).toContain('payment-attention');

    // An attempt whose amount an edit left behind settles nothing either.
    const edited = await placeCardOrder();
    await t.deps.db.update(orders).set({ total: sql`${orders.total} + 100000` }).where(eq(orders.id, edited.orderId));
    expect((await send(signed(edited, 'success'))).status).toBe(200);
    expect(await stateOf(edited)).toMatchObject({ payment: 'paid', order: 'pending' });
    expect((await listOrderEvents(t.deps.db, edited.orderId)).map((event) => event.kind)).toContain('payment-attention');
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

  it('takes but does not use another amount, currency or shop key, and logs a warning', async () => {
    const order = await placeCardOrder({ amount: 129_950, currency: 'UAH' });
    for (const [extra, reason] of [
      [{ amount: 1299 }, 'amountMismatch'],
      [{ amount: 1299.501 }, 'amountMismatch'],
      [{ amount: 12995 }, 'amountMismatch'],
      [{ currency: 'USD' }, 'amountMismatch'],
      [{ public_key: 'i_another_shop' }, 'publicKey'],
    ] as const) {
      const notice = signed(order, 'success', extra);
      expect(await send(notice), JSON.stringify(extra)).toMatchObject(received);
      expect(warnings.at(-1)).toMatchObject({ level: 40, reason, liqpayOrderId: order.checkout.order_id, msg: 'LiqPay notice not used' });
      expect(await unusedNotices(notice.data)).toEqual([{ status: 'success' }]);
    }
    expect(await stateOf(order)).toEqual(pendingState);
    // The right amount in the same currency passes: 1299.5 is 129 950 kopiyky.
    expect((await send(signed(order, 'success'))).status).toBe(200);
    expect(await stateOf(order)).toMatchObject({ payment: 'paid', order: 'paid' });
  });

  it('does not use an order id that names no LiqPay payment of that order, or a payload without the fields it needs', async () => {
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
      expect(await send(signed(order, 'success', { order_id: orderId })), orderId).toMatchObject(received);
      expect(warnings.at(-1)).toMatchObject({ reason: 'unknownPayment', liqpayOrderId: orderId });
    }
    for (const missing of ['status', 'amount', 'order_id']) {
      expect(await send(signed(order, 'success', { [missing]: undefined })), missing).toMatchObject(received);
      expect(warnings.at(-1)).toMatchObject({ reason: 'payload' });
    }
    expect(await send(signed(order, 'success', { amount: '2500' }))).toMatchObject(received);
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

  it('records a signed notice with NUL characters in its strings', async () => {
    const order = await placeCardOrder();
    const notice = signed(order, 'success\u0000', {
      description: `Замовлення\u0000${order.number}`,
      err_description: '\u0000',
      sender_first_name: 'Ol\u0000ha',
      payment_id: '2547\u000012',
    });
    expect(Buffer.from(notice.data, 'base64').toString()).toContain('\\u0000');
    expect(await send(notice)).toMatchObject({ status: 200, body: JSON.stringify({ data: { received: true } }) });
    expect(await stateOf(order)).toEqual({ payment: 'paid', order: 'paid', paidAt: clock, externalId: '254712', events: 1 });
    const [event] = await t.deps.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, order.paymentId));
    expect(event).toMatchObject({ status: 'success', data: notice.data });
  });

  it('takes a signed notice nested 5,000 levels deep without using it: 200, the payment unchanged, the notice kept', async () => {
    const order = await placeCardOrder();
    const fields = JSON.stringify(liqpay.callbackPayload(order.checkout, 'success')).slice(0, -1);
    const hostile = [
      '['.repeat(5000) + ']'.repeat(5000),
      '{"a":'.repeat(5000) + '1' + '}'.repeat(5000),
      `${fields},"junk":${'['.repeat(5000)}${']'.repeat(5000)}}`,
    ];
    for (const json of hostile) {
      const data = Buffer.from(json).toString('base64');
      const warningsBefore = warnings.length;
      expect(await send({ data, signature: signLiqpay(liqpay.privateKey, data) })).toMatchObject({ status: 200 });
      const [event] = await t.deps.db.select().from(paymentEvents).where(eq(paymentEvents.data, data));
      expect(event).toMatchObject({ paymentId: null, status: null });
      expect(await unusedNotices(data)).toHaveLength(1);
      const warning = warnings.slice(warningsBefore).find((line) => line.msg === 'LiqPay notice not used');
      expect(warning).toMatchObject({ level: 40, reason: 'payload' });
      // The log line names the notice, never its content.
      expect(JSON.stringify(warnings.slice(warningsBefore))).not.toContain('[[[');
    }
    expect(await stateOf(order)).toEqual(pendingState);
  });

  it('still refuses a hostile notice without the right signature, and keeps nothing', async () => {
    const order = await placeCardOrder();
    const data = Buffer.from('{"b":'.repeat(5000) + '0' + '}'.repeat(5000)).toString('base64');
    expect(await send({ data, signature: signLiqpay('guessed-private-key', data) })).toMatchObject(refused);
    const nul = liqpay.signedCallback(liqpay.callbackPayload(order.checkout, 'success', { description: '\u0000' }), 'guessed-private-key');
    expect(await send(nul)).toMatchObject(refused);
    expect(await t.deps.db.select().from(paymentEvents).where(eq(paymentEvents.data, data))).toEqual([]);
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
    const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!;
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
