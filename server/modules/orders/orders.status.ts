import { and, desc, eq } from 'drizzle-orm';
import { canTransition, nextStatuses, returnsStock, type OrderStatus } from '../../../common/order-status.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { orderEvents } from '../../db/schema/order-back-office.ts';
import { orders } from '../../db/schema/orders.ts';
import { enqueueMail } from '../../integrations/mail/mail.jobs.ts';
import { recordAudit } from '../audit/audit.record.ts';
import { isStaffActor, type OrderActor } from './orders.actor.ts';
import { recordOrderEvent } from './orders.events.ts';
import { orderLink } from './orders.links.ts';
import { isMailedStatus, orderStatusMail } from './orders.mail.ts';
import { releaseCouponUse, returnOrderStock } from './orders.stock.ts';

export interface ChangeOrderStatusInput {
  orderId: number;
  to: OrderStatus;
  actor: OrderActor;
  /** Why (a cancellation's reason is told to the buyer). */
  reason?: string;
  /**
   * Shipped: the waybill whose tracking link the buyer's mail carries. Without it, the latest
   * `waybill` event of the order (`data.number`) is used, if there is one.
   */
  waybill?: string;
  /**
   * Only if the order is still in this state when locked (the unpaid expiry: "still unpaid").
   * Answers `{ ok: false, problem: 'precondition' }` otherwise, changing nothing.
   */
  unless?: (order: typeof orders.$inferSelect) => boolean;
}

export type OrderStatusResult =
  | { ok: true; orderId: number; number: string; from: OrderStatus; to: OrderStatus; stockReturned: boolean; couponReleased: boolean }
  | { ok: false; problem: 'notFound' }
  | { ok: false; problem: 'transition'; from: OrderStatus; to: OrderStatus; allowed: readonly OrderStatus[] }
  | { ok: false; problem: 'precondition'; from: OrderStatus };

type Deps = { db: Database; config: Pick<Config, 'MAIL_FROM' | 'publicUrl' | 'PORT'>; now: () => Date };

/** The number of the order's latest waybill, as the shipping area records it on the timeline. */
async function latestWaybill(tx: Database, orderId: number): Promise<string | null> {
  const [event] = await tx
    .select({ data: orderEvents.data })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'waybill')))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  const number = event?.data.number;
  return typeof number === 'string' && number !== '' ? number : null;
}

/**
 * Moves an order along its life in one transaction, the order row locked: a move `canTransition`
 * refuses changes nothing. Cancelling puts the stock back and gives back the coupon's use;
 * a return puts the stock back. The timeline gets the move, a staff member's move the audit log,
 * and the buyer's mail (confirmed, shipped, delivered, cancelled) is written to the outbox, all
 * committed together.
 */
export async function changeOrderStatus(deps: Deps, input: ChangeOrderStatusInput): Promise<OrderStatusResult> {
  const { orderId, to, actor, reason } = input;
  return deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) return { ok: false, problem: 'notFound' } as const;
    const from = order.status;
    if (!canTransition(from, to)) return { ok: false, problem: 'transition', from, to, allowed: nextStatuses(from) } as const;
    if (input.unless && !input.unless(order)) return { ok: false, problem: 'precondition', from } as const;

    const now = deps.now();
    const returned = returnsStock(to) ? await returnOrderStock(tx, orderId) : [];
    const couponReleased = to === 'cancelled' ? await releaseCouponUse(tx, order.couponCode) : false;
    await tx.update(orders).set({ status: to, updatedAt: now }).where(eq(orders.id, orderId));

    const data = { from, to, ...(reason ? { reason } : {}), ...(returned.length > 0 ? { stockReturned: returned } : {}), ...(couponReleased ? { couponReleased: order.couponCode } : {}) };
    await recordOrderEvent(tx, { orderId, actor, kind: 'status', data, at: now });
    if (isStaffActor(actor)) {
      await recordAudit(tx, { actor, action: 'order.status', entity: { type: 'order', id: orderId }, before: { status: from }, after: { status: to, ...(reason ? { reason } : {}) } });
    }
    if (isMailedStatus(to)) {
      const waybill = to === 'shipped' ? (input.waybill ?? (await latestWaybill(tx, orderId))) : null;
      const link = await orderLink(tx, deps.config, order);
      const unpaid = 'system' in actor && actor.system === 'unpaid-expiry';
      await enqueueMail(tx, orderStatusMail({ status: to, order, link, waybill, reason, unpaid }), deps.config);
    }
    return { ok: true, orderId, number: order.number, from, to, stockReturned: returned.length > 0, couponReleased } as const;
  });
}

