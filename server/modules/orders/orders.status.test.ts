import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { canTransition, orderStatuses, type OrderStatus } from '../../../common/order-status.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { orders } from '../../db/schema/orders.ts';
import { auditLog } from '../../db/schema/staff.ts';
import { sendMailJob } from '../../integrations/mail/mail.jobs.ts';
import { createStaffSession } from '../../testing/staff.ts';
import type { StaffActor } from '../staff/staff.types.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { cartTestShop } from '../cart/cart.fixtures.ts';
import { listOrderEvents, recordOrderEvent } from './orders.events.ts';
import { couponUses, placeTestOrder, stockOf } from './orders.fixtures.ts';
import { changeOrderStatus } from './orders.status.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof cartTestShop>>;
let manager: StaffActor;

beforeAll(async () => {
  t = await createTestApp({ startJobs: false });
  shop = await cartTestShop(t);
  manager = (await createStaffSession(t.deps, { role: 'manager', name: 'Олена Менеджерка' })).actor;
});
afterAll(() => t.close());

/** The mails written to the outbox for this address, newest last. */
async function outbox(to: string) {
  const rows = await t.deps.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, sendMailJob)).orderBy(jobs.id);
  return rows.map((row) => (row.payload as { message: { to: string; subject: string; text: string; kind: string } }).message).filter((message) => message.to === to);
}

/** An order moved straight to `status` along allowed moves. */
async function orderIn(status: OrderStatus, email = 'path@example.com') {
  const placed = await placeTestOrder(t, { lines: [{ product_id: shop.plate.id, count: 1 }], email });
  const path: Record<OrderStatus, OrderStatus[]> = {
    new: [],
    confirmed: ['confirmed'],
    shipped: ['confirmed', 'shipped'],
    delivered: ['confirmed', 'shipped', 'delivered'],
    cancelled: ['cancelled'],
    returned: ['confirmed', 'shipped', 'delivered', 'returned'],
  };
  for (const to of path[status]) expect(await changeOrderStatus(t.deps, { orderId: placed.orderId, to, actor: manager })).toMatchObject({ ok: true });
  return placed;
}

describe('order status', () => {
  const pairs = orderStatuses.flatMap((from) => orderStatuses.map((to) => [from, to] as const));

  it.each(pairs)('%s → %s is allowed exactly when canTransition says so, and a refusal changes nothing', async (from, to) => {
    const { orderId } = await orderIn(from);
    const events = (await listOrderEvents(t.deps.db, orderId)).length;
    const result = await changeOrderStatus(t.deps, { orderId, to, actor: manager });
    const [row] = await t.deps.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    if (canTransition(from, to)) {
      expect(result).toMatchObject({ ok: true, from, to });
      expect(row!.status).toBe(to);
      expect(await listOrderEvents(t.deps.db, orderId)).toHaveLength(events + 1);
    } else {
      expect(result).toMatchObject({ ok: false, problem: 'transition', from, to });
      expect(row!.status).toBe(from);
      expect(await listOrderEvents(t.deps.db, orderId)).toHaveLength(events);
    }
  });

  it('follows the life of an order: new → confirmed → shipped → delivered, returned after; cancelled only before shipping', () => {
    expect(canTransition('new', 'confirmed')).toBe(true);
    expect(canTransition('confirmed', 'shipped')).toBe(true);
    expect(canTransition('shipped', 'delivered')).toBe(true);
    expect(canTransition('new', 'cancelled')).toBe(true);
    expect(canTransition('confirmed', 'cancelled')).toBe(true);
    expect(canTransition('shipped', 'cancelled')).toBe(false);
    expect(canTransition('delivered', 'returned')).toBe(true);
    expect(canTransition('shipped', 'returned')).toBe(true);
    expect(canTransition('new', 'shipped')).toBe(false);
    expect(canTransition('cancelled', 'new')).toBe(false);
  });

  it('cancelling puts the stock back and gives back the coupon use, in one move', async () => {
    await t.deps.db.insert(coupons).values({ code: 'BACK10', type: 'percent', value: 10, usageLimit: 5 });
    const option = shop.tent.options[0]!;
    const before = await stockOf(t, option.id);
    const { orderId } = await placeTestOrder(t, { lines: [{ product_id: shop.tent.id, option_id: option.id, count: 3 }], coupon: 'BACK10' });
    expect(await stockOf(t, option.id)).toBe(before - 3);
    expect(await couponUses(t, 'BACK10')).toBe(1);

    const result = await changeOrderStatus(t.deps, { orderId, to: 'cancelled', actor: manager, reason: 'Покупець передумав' });
    expect(result).toMatchObject({ ok: true, stockReturned: true, couponReleased: true });
    expect(await stockOf(t, option.id)).toBe(before);
    expect(await couponUses(t, 'BACK10')).toBe(0);
    const events = await listOrderEvents(t.deps.db, orderId);
    expect(events.at(-1)).toMatchObject({ kind: 'status', actor: { staffId: manager.id, name: manager.name }, data: { from: 'new', to: 'cancelled', reason: 'Покупець передумав' } });
    const audit = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, String(orderId))));
    expect(audit).toMatchObject([{ staffId: manager.id, action: 'order.status', before: { status: 'new' }, after: { status: 'cancelled', reason: 'Покупець передумав' } }]);

    // A second cancellation is refused: the stock is not returned twice.
    expect(await changeOrderStatus(t.deps, { orderId, to: 'cancelled', actor: manager })).toMatchObject({ ok: false, problem: 'transition' });
    expect(await stockOf(t, option.id)).toBe(before);
  });

  it('two cancellations at once return the stock once', async () => {
    const option = shop.tent.options[1]!;
    const before = await stockOf(t, option.id);
    const { orderId } = await placeTestOrder(t, { lines: [{ product_id: shop.tent.id, option_id: option.id, count: 2 }] });
    const results = await Promise.all([1, 2, 3].map(() => changeOrderStatus(t.deps, { orderId, to: 'cancelled', actor: manager })));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(await stockOf(t, option.id)).toBe(before);
  });

  it('mails the buyer in the order’s language on confirm, ship (with the tracking link), deliver and cancel', async () => {
    const en = await placeTestOrder(t, { lines: [{ product_id: shop.plate.id, count: 1 }], locale: 'en', email: 'en-buyer@example.com' });
    await changeOrderStatus(t.deps, { orderId: en.orderId, to: 'confirmed', actor: manager });
    await t.deps.db.transaction((tx) => recordOrderEvent(tx, { orderId: en.orderId, actor: { system: 'nova-poshta' }, kind: 'waybill', data: { number: '20450000000001' } }));
    await changeOrderStatus(t.deps, { orderId: en.orderId, to: 'shipped', actor: manager });
    await changeOrderStatus(t.deps, { orderId: en.orderId, to: 'delivered', actor: { system: 'nova-poshta' } });
    const mails = await outbox('en-buyer@example.com');
    expect(mails.map((mail) => mail.subject)).toEqual([`Order ${en.number} is confirmed`, `Order ${en.number} is on its way`, `Order ${en.number} is delivered`]);
    expect(mails[1]!.text).toContain('https://novaposhta.ua/tracking/?cargo_number=20450000000001');

    const uk = await placeTestOrder(t, { lines: [{ product_id: shop.plate.id, count: 1 }], locale: 'uk', email: 'uk-buyer@example.com' });
    await changeOrderStatus(t.deps, { orderId: uk.orderId, to: 'cancelled', actor: manager, reason: 'Немає в наявності' });
    const [cancelled] = await outbox('uk-buyer@example.com');
    expect(cancelled!.subject).toBe(`Замовлення ${uk.number} скасовано`);
    expect(cancelled!.text).toContain('Причина: Немає в наявності');
  });

  it('answers notFound for an unknown order', async () => {
    expect(await changeOrderStatus(t.deps, { orderId: 999_999, to: 'confirmed', actor: manager })).toEqual({ ok: false, problem: 'notFound' });
  });

  it('leaves an order alone when its precondition no longer holds', async () => {
    const { orderId } = await placeTestOrder(t, { lines: [{ product_id: shop.plate.id, count: 1 }] });
    await t.deps.db.update(orders).set({ paymentStatus: 'paid' }).where(and(eq(orders.id, orderId)));
    const result = await changeOrderStatus(t.deps, { orderId, to: 'cancelled', actor: { system: 'unpaid-expiry' }, unless: (order) => order.paymentStatus !== 'paid' });
    expect(result).toEqual({ ok: false, problem: 'precondition', from: 'new' });
  });
});
