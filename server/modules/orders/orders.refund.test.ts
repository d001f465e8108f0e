import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderRefunds } from '../../db/schema/order-back-office.ts';
import { orders, payments } from '../../db/schema/orders.ts';
import { verifyLiqpayCallback } from '../../integrations/liqpay/liqpay.ts';
import { startFakeLiqpay, type FakeLiqpay } from '../../testing/fake-liqpay.ts';
import { createStaffSession } from '../../testing/staff.ts';
import type { StaffActor } from '../staff/staff.types.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { cartTestShop } from '../cart/cart.fixtures.ts';
import { liqpayOrderId } from '../payments/payments.service.ts';
import { listOrderEvents } from './orders.events.ts';
import { placeTestOrder } from './orders.fixtures.ts';
import { refundOrder } from './orders.refund.ts';

let t: TestApp;
let liqpay: FakeLiqpay;
let shop: Awaited<ReturnType<typeof cartTestShop>>;
let manager: StaffActor;

beforeAll(async () => {
  liqpay = await startFakeLiqpay();
  t = await createTestApp({ startJobs: false, env: { LIQPAY_PUBLIC_KEY: liqpay.publicKey, LIQPAY_PRIVATE_KEY: liqpay.privateKey, LIQPAY_API_URL: liqpay.apiUrl } });
  shop = await cartTestShop(t);
  manager = (await createStaffSession(t.deps, { role: 'manager', name: 'Олена Менеджерка' })).actor;
});
afterAll(async () => {
  await t.close();
  await liqpay.close();
});

/** A card order paid through LiqPay (the payment as its success callback leaves it). */
async function paidCardOrder() {
  const placed = await placeTestOrder(t, { lines: [{ product_id: shop.plate.id, count: 1 }], paymentMethod: 'liqpay' });
  const [payment] = await t.deps.db.update(payments).set({ status: 'paid', paidAt: t.deps.now() }).where(eq(payments.orderId, placed.orderId)).returning();
  await t.deps.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, placed.orderId));
  const liqpayId = liqpayOrderId({ orderNumber: placed.number, paymentId: payment!.id });
  liqpay.markPaid({ order_id: liqpayId, amount: payment!.amount / 100 });
  return { ...placed, payment: payment!, liqpayId };
}

const refundRow = async (id: number) => (await t.deps.db.select().from(orderRefunds).where(eq(orderRefunds.id, id)))[0]!;
const state = async (orderId: number) => {
  const [order] = await t.deps.db.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, orderId));
  const [payment] = await t.deps.db.select({ status: payments.status }).from(payments).where(eq(payments.orderId, orderId));
  return { order: order!.paymentStatus, payment: payment!.status };
};

function postCallback(fields: { data: string; signature: string }) {
  return t.app.request('/api/payments/liqpay/callback', { method: 'POST', body: new URLSearchParams(fields) });
}

describe('a refund', () => {
  it('of a card payment asks LiqPay (signed, action refund) and records its answer', async () => {
    liqpay.refundMode = 'reversed';
    const order = await paidCardOrder();
    const result = await refundOrder(t.deps, { orderId: order.orderId, actor: manager, amount: order.payment.amount, reason: 'Товар не підійшов' });
    expect(result).toMatchObject({ ok: true, status: 'done', providerStatus: 'reversed' });
    const sent = liqpay.refunds.at(-1)!;
    expect(sent.request).toMatchObject({ version: 3, action: 'refund', public_key: liqpay.publicKey, order_id: order.liqpayId, amount: order.payment.amount / 100 });
    expect(await state(order.orderId)).toEqual({ order: 'refunded', payment: 'refunded' });
    if (!result.ok) return;
    expect(await refundRow(result.refundId)).toMatchObject({ amount: order.payment.amount, reason: 'Товар не підійшов', actor: { staffId: manager.id }, status: 'done', providerStatus: 'reversed' });
    expect((await listOrderEvents(t.deps.db, order.orderId)).map((event) => event.kind)).toEqual(['refund', 'refund-answer']);
    // Nothing is left to refund.
    expect(await refundOrder(t.deps, { orderId: order.orderId, actor: manager, amount: 100, reason: 'ще' })).toEqual({ ok: false, problem: 'notPaid' });
  });

  it('waiting for funds is settled by LiqPay’s signed notice; a forged or replayed notice changes nothing', async () => {
    liqpay.refundMode = 'wait_reserve';
    const order = await paidCardOrder();
    const amount = 50000;
    const result = await refundOrder(t.deps, { orderId: order.orderId, actor: manager, amount, reason: 'Часткове повернення' });
    expect(result).toMatchObject({ ok: true, status: 'requested', providerStatus: 'wait_reserve' });
    if (!result.ok) return;
    const notice = liqpay.callbackPayload({ public_key: liqpay.publicKey, order_id: order.liqpayId, amount: amount / 100, currency: 'UAH', description: 'refund' }, 'reversed', { action: 'refund' });
    const events = (await listOrderEvents(t.deps.db, order.orderId)).length;

    const forged = liqpay.signedCallback(notice, 'someone-else-key');
    expect((await postCallback(forged)).status).toBe(400);
    expect(await refundRow(result.refundId)).toMatchObject({ status: 'requested' });
    expect(await listOrderEvents(t.deps.db, order.orderId)).toHaveLength(events);

    // A genuine notice of another amount settles nothing.
    const other = liqpay.signedCallback({ ...notice, amount: 123.45 });
    expect((await postCallback(other)).status).toBe(200);
    expect(await refundRow(result.refundId)).toMatchObject({ status: 'requested' });

    const genuine = liqpay.signedCallback(notice);
    expect(verifyLiqpayCallback(liqpay.privateKey, genuine.data, genuine.signature)).toMatchObject({ action: 'refund', status: 'reversed' });
    expect((await postCallback(genuine)).status).toBe(200);
    const settled = await refundRow(result.refundId);
    expect(settled).toMatchObject({ status: 'done', providerStatus: 'reversed', providerAnswer: genuine.data });
    // A part given back: the payment stays paid.
    expect(await state(order.orderId)).toEqual({ order: 'paid', payment: 'paid' });
    const afterGenuine = await listOrderEvents(t.deps.db, order.orderId);
    expect(afterGenuine.at(-1)).toMatchObject({ kind: 'refund-answer', actor: { system: 'liqpay' }, data: { outcome: 'done' } });

    expect((await postCallback(genuine)).status).toBe(200);
    expect(await refundRow(result.refundId)).toEqual(settled);
    expect(await listOrderEvents(t.deps.db, order.orderId)).toHaveLength(afterGenuine.length);
  });

  it('refused by LiqPay is recorded as failed and leaves the payment paid', async () => {
    liqpay.refundMode = 'error';
    const order = await paidCardOrder();
    const result = await refundOrder(t.deps, { orderId: order.orderId, actor: manager, amount: order.payment.amount, reason: 'Брак' });
    expect(result).toMatchObject({ ok: true, status: 'failed', providerStatus: 'error' });
    expect(await state(order.orderId)).toEqual({ order: 'paid', payment: 'paid' });
    // A refused refund does not count: the whole amount can be asked again.
    liqpay.refundMode = 'reversed';
    expect(await refundOrder(t.deps, { orderId: order.orderId, actor: manager, amount: order.payment.amount, reason: 'Брак' })).toMatchObject({ ok: true, status: 'done' });
  });

  it('of money paid another way is recorded; more than was paid, or an unpaid order, is refused', async () => {
    const cash = await placeTestOrder(t, { lines: [{ product_id: shop.plate.id, count: 1 }], paymentMethod: 'cash' });
    expect(await refundOrder(t.deps, { orderId: cash.orderId, actor: manager, amount: 100, reason: 'x' })).toEqual({ ok: false, problem: 'notPaid' });
    const [payment] = await t.deps.db.update(payments).set({ status: 'paid' }).where(eq(payments.orderId, cash.orderId)).returning();
    await t.deps.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, cash.orderId));
    const count = liqpay.refunds.length;
    expect(await refundOrder(t.deps, { orderId: cash.orderId, actor: manager, amount: payment!.amount + 1, reason: 'x' })).toEqual({ ok: false, problem: 'tooMuch', refundable: payment!.amount });
    expect(await refundOrder(t.deps, { orderId: cash.orderId, actor: manager, amount: payment!.amount, reason: 'Повернули готівкою' })).toMatchObject({ ok: true, status: 'recorded' });
    expect(liqpay.refunds).toHaveLength(count);
    expect(await state(cash.orderId)).toEqual({ order: 'refunded', payment: 'refunded' });
    expect(await refundOrder(t.deps, { orderId: 999_999, actor: manager, amount: 1, reason: 'x' })).toEqual({ ok: false, problem: 'notFound' });
  });
});
