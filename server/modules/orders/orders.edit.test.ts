import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { auditLog } from '../../db/schema/staff.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { orderLines, orders, payments } from '../../db/schema/orders.ts';
import { parcels } from '../../db/schema/parcels.ts';
import { openCardAttempt } from '../payments/payments.attempts.ts';
import { createStaffSession } from '../../testing/staff.ts';
import type { StaffActor } from '../staff/staff.types.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { cartTestShop, cartWith, setOption } from '../cart/cart.fixtures.ts';
import { editOrder } from './orders.edit.ts';
import { listOrderEvents } from './orders.events.ts';
import { couponUses, placeTestOrder, stockOf } from './orders.fixtures.ts';
import { placeOrder } from './orders.place.ts';
import { changeOrderStatus } from './orders.status.ts';
import { randomBytes } from 'node:crypto';

let t: TestApp;
let shop: Awaited<ReturnType<typeof cartTestShop>>;
let manager: StaffActor;

beforeAll(async () => {
  t = await createTestApp({ startJobs: false });
  shop = await cartTestShop(t);
  manager = (await createStaffSession(t.deps, { role: 'manager', name: 'Олена Менеджерка' })).actor;
});
afterAll(() => t.close());

const orderRow = async (orderId: number) => (await t.deps.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
const linesOf = (orderId: number) => t.deps.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.optionId);

describe('editing an order before it ships', () => {
  it('changes counts, adds and removes lines, moves the stock and recounts the totals', async () => {
    const tentA = shop.tent.options[0]!;
    const tentB = shop.tent.options[1]!;
    const plate = shop.plate.options[0]!;
    await setOption(t, tentA.id, { price: 500000, specialPrice: null, stock: 10 });
    await setOption(t, tentB.id, { price: 520000, specialPrice: 480000, stock: 10 });
    await setOption(t, plate.id, { price: 300000, specialPrice: null, stock: 10 });
    const { orderId } = await placeTestOrder(t, { lines: [{ product_id: shop.tent.id, option_id: tentA.id, count: 2 }, { product_id: shop.plate.id, count: 1 }] });
    expect(await stockOf(t, tentA.id)).toBe(8);
    // The price of a kept line is what the buyer agreed to, even if it changes later.
    await setOption(t, tentA.id, { price: 550000 });

    const result = await editOrder(t.deps, { orderId, actor: manager, lines: [{ optionId: tentA.id, count: 3 }, { optionId: tentB.id, count: 1 }], delivery: { warehouse_name: 'Відділення №7' } });
    expect(result).toEqual({ ok: true, subtotal: 500000 * 3 + 480000, discount: 0, total: 500000 * 3 + 480000 + 8500 });
    expect(await stockOf(t, tentA.id)).toBe(7);
    expect(await stockOf(t, tentB.id)).toBe(9);
    expect(await stockOf(t, plate.id)).toBe(10);
    expect((await linesOf(orderId)).map(({ optionId, count, price, total }) => ({ optionId, count, price, total }))).toEqual([
      { optionId: tentA.id, count: 3, price: 500000, total: 1500000 },
      { optionId: tentB.id, count: 1, price: 480000, total: 480000 },
    ]);
    const row = await orderRow(orderId);
    expect(row).toMatchObject({ subtotal: 1980000, total: 1988500 });
    expect(row.deliveryDetails).toMatchObject({ city_name: 'Київ', warehouse_name: 'Відділення №7' });
    const [payment] = await t.deps.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment!.amount).toBe(1988500);
    const events = await listOrderEvents(t.deps.db, orderId);
    expect(events.at(-1)).toMatchObject({ kind: 'edit', data: { before: { total: 500000 * 2 + 300000 + 8500 }, after: { total: 1988500 } } });
    const audit = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'order.edit'), eq(auditLog.entityId, String(orderId))));
    expect(audit).toMatchObject([{ staffId: manager.id, before: { total: 1308500, lines: [{ optionId: tentA.id, count: 2 }, { count: 1 }] }, after: { total: 1988500 } }]);
  });

  it('keeps the coupon’s rules: a discount recounted, an order below its minimum refused', async () => {
    await t.deps.db.insert(coupons).values({ code: 'EDIT10', type: 'percent', value: 10, minTotal: 400000, usageLimit: 1 });
    const plate = shop.plate.options[0]!;
    await setOption(t, plate.id, { price: 300000, specialPrice: null, stock: 20 });
    const { orderId } = await placeTestOrder(t, { lines: [{ product_id: shop.plate.id, count: 2 }], coupon: 'EDIT10' });
    expect(await couponUses(t, 'EDIT10')).toBe(1);
    // The order holds the coupon's only use: editing it does not find the coupon used up.
    expect(await editOrder(t.deps, { orderId, actor: manager, lines: [{ optionId: plate.id, count: 3 }] })).toEqual({ ok: true, subtotal: 900000, discount: 90000, total: 818500 });
    expect(await editOrder(t.deps, { orderId, actor: manager, lines: [{ optionId: plate.id, count: 1 }] })).toEqual({ ok: false, problem: 'coupon', coupon: 'minTotal' });
    expect(await stockOf(t, plate.id)).toBe(17);
    expect(await couponUses(t, 'EDIT10')).toBe(1);
  });

  it('refuses more than the shelf holds, unknown options, an empty order and a shipped one, changing nothing', async () => {
    const plate = shop.plate.options[0]!;
    await setOption(t, plate.id, { stock: 3 });
    const { orderId } = await placeTestOrder(t, { lines: [{ product_id: shop.plate.id, count: 1 }] });
    const before = await orderRow(orderId);
    expect(await editOrder(t.deps, { orderId, actor: manager, lines: [{ optionId: plate.id, count: 4 }] })).toEqual({ ok: false, problem: 'outOfStock', optionIds: [plate.id] });
    expect(await editOrder(t.deps, { orderId, actor: manager, lines: [{ optionId: 99_999_999, count: 1 }] })).toEqual({ ok: false, problem: 'unknownOption', optionIds: [99_999_999] });
    expect(await editOrder(t.deps, { orderId, actor: manager, lines: [] })).toEqual({ ok: false, problem: 'empty' });
    expect(await stockOf(t, plate.id)).toBe(2);
    expect(await orderRow(orderId)).toEqual(before);
    expect(await editOrder(t.deps, { orderId, actor: manager, lines: [{ optionId: plate.id, count: 3 }] })).toMatchObject({ ok: true });
    expect(await stockOf(t, plate.id)).toBe(0);

    await changeOrderStatus(t.deps, { orderId, to: 'confirmed', actor: manager });
    await changeOrderStatus(t.deps, { orderId, to: 'shipped', actor: manager });
    expect(await editOrder(t.deps, { orderId, actor: manager, lines: [{ optionId: plate.id, count: 1 }] })).toEqual({ ok: false, problem: 'notEditable', status: 'shipped' });
  });

  it('keeps stock and totals right while buyers order the same option at once', async () => {
    const option = shop.tent.options[2]!;
    await setOption(t, option.id, { price: 400000, specialPrice: null, stock: 6 });
    const edited = await placeTestOrder(t, { lines: [{ product_id: shop.tent.id, option_id: option.id, count: 1 }] });
    expect(await stockOf(t, option.id)).toBe(5);
    const carts = [];
    for (let index = 0; index < 5; index++) carts.push(await cartWith(t, [{ product_id: shop.tent.id, option_id: option.id, count: 1 }]));
    const buyers = carts.map((cartId) =>
      placeOrder(t.deps.db, {
        cartId,
        userId: null,
        locale: 'uk',
        currencyCode: 'UAH',
        customer: { name: 'Покупець', email: 'race@example.com', phone: '+380671234567' },
        delivery: { region: 'ukraine', method: 'nova_poshta_branch', details: {}, cost: 8500 },
        paymentMethod: 'cash',
        idempotencyKey: randomBytes(24).toString('base64url'),
        now: t.deps.now(),
      }),
    );
    const edits = [editOrder(t.deps, { orderId: edited.orderId, actor: manager, lines: [{ optionId: option.id, count: 3 }] })];
    const [placed, [edit]] = await Promise.all([Promise.all(buyers), Promise.all(edits)]);

    const stock = await stockOf(t, option.id);
    expect(stock).toBeGreaterThanOrEqual(0);
    const placedIds = placed.flatMap((result) => (result.ok ? [result.orderId] : []));
    const live = await t.deps.db.select().from(orderLines).where(inArray(orderLines.orderId, [edited.orderId, ...placedIds]));
    // Every unit is either on the shelf or in exactly one order.
    expect(stock + live.reduce((sum, line) => sum + line.count, 0)).toBe(6);
    const editedRow = await orderRow(edited.orderId);
    const editedUnits = live.filter((line) => line.orderId === edited.orderId).reduce((sum, line) => sum + line.count, 0);
    expect(editedUnits).toBe(edit!.ok ? 3 : 1);
    expect(editedRow.subtotal).toBe(400000 * editedUnits);
    expect(editedRow.total).toBe(400000 * editedUnits + 8500);
  });

  it('refuses new lines once the order has a waybill (its cash on delivery is the old total), but still moves the delivery point', async () => {
    const plate = shop.plate.options[0]!;
    await setOption(t, plate.id, { price: 300000, specialPrice: null, stock: 10 });
    const { orderId } = await placeTestOrder(t, { lines: [{ product_id: shop.plate.id, count: 1 }] });
    await t.deps.db.insert(parcels).values({ orderId, waybillNumber: '59000123450001', source: 'manual', createdAt: t.deps.now(), updatedAt: t.deps.now() });
    const before = await orderRow(orderId);
    expect(await editOrder(t.deps, { orderId, actor: manager, lines: [{ optionId: plate.id, count: 2 }] })).toEqual({ ok: false, problem: 'waybill' });
    expect(await orderRow(orderId)).toEqual(before);
    expect(await stockOf(t, plate.id)).toBe(9);
    expect(await editOrder(t.deps, { orderId, actor: manager, delivery: { warehouse_name: 'Відділення №3' } })).toMatchObject({ ok: true, total: before.total });
    expect((await orderRow(orderId)).deliveryDetails).toMatchObject({ warehouse_name: 'Відділення №3' });
  });

  it('fails a waiting card attempt when the lines change; the next pay link opens one for the new total', async () => {
    const plate = shop.plate.options[0]!;
    await setOption(t, plate.id, { price: 300000, specialPrice: null, stock: 10 });
    const { orderId } = await placeTestOrder(t, { lines: [{ product_id: shop.plate.id, count: 1 }], paymentMethod: 'liqpay' });
    const opened = await openCardAttempt(t.deps.db, { order: { id: orderId }, now: t.deps.now() });
    expect(opened?.payment).toMatchObject({ status: 'pending', amount: 308500 });

    // Only the delivery point: the attempt still settles the same total.
    expect(await editOrder(t.deps, { orderId, actor: manager, delivery: { warehouse_name: 'Відділення №4' } })).toMatchObject({ ok: true, total: 308500 });
    expect((await openCardAttempt(t.deps.db, { order: { id: orderId }, now: t.deps.now() }))?.payment.id).toBe(opened!.payment.id);

    expect(await editOrder(t.deps, { orderId, actor: manager, lines: [{ optionId: plate.id, count: 2 }] })).toMatchObject({ ok: true, total: 608500 });
    const [old] = await t.deps.db.select().from(payments).where(eq(payments.id, opened!.payment.id));
    // LiqPay's page may show the old amount still: that attempt is not rewritten, it fails.
    expect(old).toMatchObject({ status: 'failed', amount: 308500 });
    expect((await listOrderEvents(t.deps.db, orderId)).at(-1)).toMatchObject({ kind: 'edit', data: { failedPayments: [old!.id] } });
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'pending', total: 608500 });

    const reopened = await openCardAttempt(t.deps.db, { order: { id: orderId }, now: t.deps.now() });
    expect(reopened?.payment).toMatchObject({ status: 'pending', amount: 608500 });
    expect(reopened!.payment.id).not.toBe(old!.id);
  });
});
