import { and, asc, eq, gte, ne, sql } from 'drizzle-orm';
import { lineCount, maxLineCount, type CouponProblem } from '../../../common/cart-money.ts';
import { isEditable, type OrderStatus } from '../../../common/order-status.ts';
import type { Database } from '../../db/client.ts';
import { productOptions } from '../../db/schema/catalog.ts';
import { orderLines, orders, payments } from '../../db/schema/orders.ts';
import { recordAudit } from '../audit/audit.record.ts';
import { findParcel } from '../shipping/shipping.parcels.ts';
import { findCoupon, readOptionLines } from '../cart/cart.contents.ts';
import { optionAttributes } from '../cart/cart.view.ts';
import type { OrderActor } from './orders.actor.ts';
import { recordOrderEvent } from './orders.events.ts';
import { orderSums } from './orders.sums.ts';
import type { DeliveryDetails } from './orders.view.ts';

/** The parts of a delivery point staff may change (the method and its price stay). */
export type DeliveryPoint = Pick<DeliveryDetails, 'city_name' | 'warehouse_name' | 'street' | 'house' | 'apartment' | 'postcode' | 'country' | 'region' | 'city' | 'address'>;

export interface EditOrderInput {
  orderId: number;
  actor: OrderActor;
  /**
   * The order's lines after the edit, by option: a count changes a line, an option not in the
   * order adds one, an option left out (or with count 0) removes it. Lines whose option no longer
   * exists stay as they are. Omitted: the lines stay.
   */
  lines?: { optionId: number; count: number }[];
  /** The new delivery point, merged over the one kept. */
  delivery?: DeliveryPoint;
}

export type EditOrderResult =
  | { ok: true; subtotal: number; discount: number; total: number }
  | { ok: false; problem: 'notFound' }
  | { ok: false; problem: 'notEditable'; status: OrderStatus }
  | { ok: false; problem: 'paid' }
  | { ok: false; problem: 'waybill' }
  | { ok: false; problem: 'empty' }
  | { ok: false; problem: 'unknownOption'; optionIds: number[] }
  | { ok: false; problem: 'outOfStock'; optionIds: number[] }
  | { ok: false; problem: 'coupon'; coupon: CouponProblem };

class Refusal extends Error {
  readonly result: Extract<EditOrderResult, { ok: false }>;
  constructor(result: Extract<EditOrderResult, { ok: false }>) {
    super(result.problem);
    this.result = result;
  }
}

/**
 * Moves stock by each option's change, in option order as placing does: more units are taken only
 * while the shelf holds them (a buyer who took the last one a moment ago wins), fewer go back.
 */
async function moveStock(tx: Database, changes: Map<number, { delta: number; active: boolean }>) {
  const short: number[] = [];
  for (const [optionId, { delta, active }] of [...changes].sort(([a], [b]) => a - b)) {
    if (delta === 0) continue;
    if (delta < 0) {
      await tx.update(productOptions).set({ stock: sql`${productOptions.stock} + ${-delta}` }).where(eq(productOptions.id, optionId));
      continue;
    }
    const taken = active
      ? await tx
          .update(productOptions)
          .set({ stock: sql`${productOptions.stock} - ${delta}` })
          .where(and(eq(productOptions.id, optionId), gte(productOptions.stock, delta)))
          .returning({ id: productOptions.id })
      : [];
    if (taken.length === 0) short.push(optionId);
  }
  if (short.length > 0) throw new Refusal({ ok: false, problem: 'outOfStock', optionIds: short });
}

/**
 * Edits an order before it ships, in one transaction with the order locked: lines kept keep the
 * price the buyer agreed to, lines added are priced now; the caps, the stock and the coupon follow
 * the rules of placing (the coupon as it stood when the order was placed, its use already held).
 * The delivery cost stays. A refusal changes nothing. A paid order's lines cannot change: its
 * money was taken for them; nor can those of an order with a waybill, whose cash on delivery is
 * the old total. A card attempt still waiting is failed (LiqPay's page may be open at the old
 * amount); the next pay link opens one for the new total.
 */
export async function editOrder(deps: { db: Database; now: () => Date }, input: EditOrderInput): Promise<EditOrderResult> {
  const { orderId, actor } = input;
  try {
    return await deps.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order) throw new Refusal({ ok: false, problem: 'notFound' });
      if (!isEditable(order.status)) throw new Refusal({ ok: false, problem: 'notEditable', status: order.status });
      const before = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
      const beforeState = { lines: before.map(({ optionId, sku, count, price }) => ({ optionId, sku, count, price })), delivery: order.deliveryDetails, subtotal: order.subtotal, discount: order.discount, total: order.total };
      let { subtotal, discount, total } = order;
      let failedPayments: number[] = [];

      if (input.lines) {
        if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') throw new Refusal({ ok: false, problem: 'paid' });
        // Waybills are made with the order locked too, so none appears before this edit commits.
        if (await findParcel(tx, orderId)) throw new Refusal({ ok: false, problem: 'waybill' });
        const wanted = new Map<number, number>();
        for (const line of input.lines) wanted.set(line.optionId, Math.min((wanted.get(line.optionId) ?? 0) + line.count, maxLineCount));
        for (const [optionId, count] of wanted) if (count <= 0) wanted.delete(optionId);
        const orphans = before.filter((line) => line.optionId === null);
        if (wanted.size === 0 && orphans.length === 0) throw new Refusal({ ok: false, problem: 'empty' });

        const kept = new Map(before.filter((line) => line.optionId !== null).map((line) => [line.optionId!, line]));
        const details = await readOptionLines(tx, { lines: [...wanted].map(([optionId, count]) => ({ optionId, count })), locale: order.locale, images: true });
        const byId = new Map(details.map((row) => [row.optionId, row]));
        const unknown = [...wanted.keys()].filter((optionId) => !byId.has(optionId));
        if (unknown.length > 0) throw new Refusal({ ok: false, problem: 'unknownOption', optionIds: unknown });

        const changes = new Map<number, { delta: number; active: boolean }>();
        // A line removed gives all its units back; a line kept or added moves by its change.
        for (const [optionId, line] of kept) changes.set(optionId, { delta: -line.count, active: true });
        for (const [optionId, count] of wanted) changes.set(optionId, { delta: count - (kept.get(optionId)?.count ?? 0), active: byId.get(optionId)!.isActive });
        await moveStock(tx, changes);

        // Kept lines at the agreed price; new ones at today's (special over regular), as placing counts them.
        const moneyLines = [
          ...orphans.map((line) => ({ price: line.price, specialPrice: null, count: line.count, weight: 0 })),
          ...[...wanted].map(([optionId, count]) => {
            const old = kept.get(optionId);
            const row = byId.get(optionId)!;
            return old ? { price: old.price, specialPrice: null, count, weight: row.weight } : { price: row.price, specialPrice: row.specialPrice, count, weight: row.weight };
          }),
        ];
        const coupon = order.couponCode ? await findCoupon(tx, { code: order.couponCode }) : undefined;
        const sums = orderSums(moneyLines, coupon, { now: order.createdAt, holdsUse: true });
        if (coupon && sums.couponProblem) throw new Refusal({ ok: false, problem: 'coupon', coupon: sums.couponProblem });

        await tx.delete(orderLines).where(and(eq(orderLines.orderId, orderId), sql`${orderLines.optionId} IS NOT NULL`));
        await tx.insert(orderLines).values(
          [...wanted].map(([optionId, count]) => {
            const old = kept.get(optionId);
            const row = byId.get(optionId)!;
            const units = lineCount(count);
            if (old) return { orderId, productId: old.productId, optionId, sku: old.sku, name: old.name, optionLabel: old.optionLabel, image: old.image, price: old.price, oldPrice: old.oldPrice, count: units, total: old.price * units };
            const price = row.specialPrice ?? row.price;
            return {
              orderId,
              productId: row.productId,
              optionId,
              sku: row.sku,
              name: row.name ?? row.sku,
              optionLabel: optionAttributes(row).map((attribute) => attribute.alt).join(', '),
              image: row.image,
              price,
              oldPrice: row.specialPrice === null ? row.oldPrice : row.price,
              count: units,
              total: price * units,
            };
          }),
        );
        subtotal = sums.subtotal;
        discount = sums.discount;
        total = sums.goods + order.deliveryCost;
        // A card attempt's amount is signed into LiqPay's page already: it cannot settle the new
        // total, so it fails and the next pay link opens a new attempt. Other waiting payments follow the total.
        const waiting = and(eq(payments.orderId, orderId), eq(payments.status, 'pending'), eq(payments.currencyCode, 'UAH'));
        const failed = await tx
          .update(payments)
          .set({ status: 'failed', updatedAt: deps.now() })
          .where(and(waiting, eq(payments.provider, 'liqpay')))
          .returning({ id: payments.id });
        failedPayments = failed.map((payment) => payment.id);
        await tx.update(payments).set({ amount: total, updatedAt: deps.now() }).where(and(waiting, ne(payments.provider, 'liqpay')));
      }
      const delivery = input.delivery ? { ...(order.deliveryDetails as DeliveryDetails), ...input.delivery } : order.deliveryDetails;
      await tx.update(orders).set({ subtotal, discount, total, deliveryDetails: delivery, updatedAt: deps.now() }).where(eq(orders.id, orderId));

      const after = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
      const afterState = { lines: after.map(({ optionId, sku, count, price }) => ({ optionId, sku, count, price })), delivery, subtotal, discount, total };
      await recordOrderEvent(tx, { orderId, actor, kind: 'edit', data: { before: beforeState, after: afterState, ...(failedPayments.length > 0 ? { failedPayments } : {}) }, at: deps.now() });
      await recordAudit(tx, { actor, action: 'order.edit', entity: { type: 'order', id: orderId }, before: beforeState, after: afterState });
      return { ok: true as const, subtotal, discount, total };
    });
  } catch (error) {
    if (error instanceof Refusal) return error.result;
    throw error;
  }
}
