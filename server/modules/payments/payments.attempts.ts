import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { singleRow } from '../../db/rows.ts';
import { orders, payments } from '../../db/schema/orders.ts';

/**
 * An order's payment attempts: one row per attempt (a retry after a decline is a new row, see
 * ADR 005). Whether an order can still be paid by card is decided here, for the thank-you page,
 * the pay call and the back office alike.
 */

export type PaymentRow = typeof payments.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** The latest attempt to pay an order: what the pages and mails tell about paying. */
export async function latestPayment(db: Database, orderId: number): Promise<PaymentRow | undefined> {
  const [payment] = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.id)).limit(1);
  return payment;
}

/** Every attempt to pay an order, oldest first. */
export function listPayments(db: Database, orderId: number): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
}

const stillPayable = new Set<string>(['pending', 'failed']);

/**
 * Whether an order can still be paid by card: a card order that is not cancelled, neither paid nor
 * refunded, whose latest attempt (if any) is waiting or failed; a new attempt then follows a failed one.
 */
export function canPayByCard(
  order: Pick<OrderRow, 'paymentMethod' | 'status' | 'paymentStatus'>,
  latest: Pick<PaymentRow, 'status'> | undefined,
): boolean {
  return order.paymentMethod === 'liqpay' && order.status !== 'cancelled' && stillPayable.has(order.paymentStatus) && (!latest || stillPayable.has(latest.status));
}

/**
 * The card attempt to pay an order with now: its latest one while that waits, a new one after a
 * failed attempt; null once the order cannot be paid by card (`canPayByCard`). The order's row is
 * locked meanwhile, so a double click makes one new attempt, and a late success of an older
 * attempt is seen.
 */
export async function openCardAttempt(
  db: Database,
  { order: which, now }: { order: { id: number } | { number: string }; now: Date },
): Promise<{ orderNumber: string; payment: PaymentRow } | null> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where('id' in which ? eq(orders.id, which.id) : eq(orders.number, which.number))
      .for('update');
    if (!order) return null;
    let payment = await latestPayment(tx, order.id);
    if (!canPayByCard(order, payment)) return null;
    if (!payment || payment.status === 'failed') {
      payment = singleRow(await tx.insert(payments).values({ orderId: order.id, provider: 'liqpay', amount: order.total, createdAt: now, updatedAt: now }).returning());
    }
    return { orderNumber: order.number, payment };
  });
}
