import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { singleRow } from '../../db/rows.ts';
import { orderRefunds } from '../../db/schema/order-back-office.ts';
import { orders, payments } from '../../db/schema/orders.ts';
import { recordOrderEvent } from '../orders/orders.events.ts';

/** LiqPay's word for a refund made; its errors refuse one. Anything else still waits (`wait_reserve`, processing). */
export function refundOutcome(status: string): 'done' | 'failed' | 'requested' {
  if (status === 'reversed') return 'done';
  if (status === 'error' || status === 'failure') return 'failed';
  return 'requested';
}

/** Refunds that count against a payment: all but the refused ones. */
const standing = ['recorded', 'requested', 'done'] as const;

/** What is still refundable of a paid payment (kopiyky). */
export async function refundableOf(tx: Database, payment: { id: number; amount: number }): Promise<number> {
  const row = singleRow(
    await tx
      .select({ refunded: sql<number>`coalesce(sum(${orderRefunds.amount}), 0)::int` })
      .from(orderRefunds)
      .where(and(eq(orderRefunds.paymentId, payment.id), inArray(orderRefunds.status, [...standing]))),
  );
  return payment.amount - row.refunded;
}

/**
 * A refund became final: when the payment's money is given back in full, the payment and the
 * order's payment status become `refunded`. Called in the transaction that settles it.
 */
export async function markRefunded(tx: Database, { paymentId, now }: { paymentId: number; now: Date }): Promise<boolean> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment || payment.status !== 'paid') return false;
  const row = singleRow(
    await tx
      .select({ refunded: sql<number>`coalesce(sum(${orderRefunds.amount}), 0)::int` })
      .from(orderRefunds)
      .where(and(eq(orderRefunds.paymentId, paymentId), inArray(orderRefunds.status, ['recorded', 'done']))),
  );
  if (row.refunded < payment.amount) return false;
  await tx.update(payments).set({ status: 'refunded', updatedAt: now }).where(eq(payments.id, paymentId));
  await tx.update(orders).set({ paymentStatus: 'refunded', updatedAt: now }).where(eq(orders.id, payment.orderId));
  return true;
}

/**
 * LiqPay's signed notice of a refund (`action: refund`), verified and stored once by the callback:
 * it settles the oldest refund of that payment and amount still waiting. A notice that matches
 * none changes nothing.
 */
export async function settleLiqpayRefund(
  tx: Database,
  { paymentId, status, amount, data, now }: { paymentId: number; status: string; amount: number; data: string; now: Date },
): Promise<boolean> {
  const outcome = refundOutcome(status);
  if (outcome === 'requested') return false;
  const [refund] = await tx
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.paymentId, paymentId), eq(orderRefunds.status, 'requested'), eq(orderRefunds.amount, amount)))
    .orderBy(orderRefunds.id)
    .limit(1)
    .for('update');
  if (!refund) return false;
  await tx.update(orderRefunds).set({ status: outcome, providerStatus: status, providerAnswer: data, updatedAt: now }).where(eq(orderRefunds.id, refund.id));
  await recordOrderEvent(tx, { orderId: refund.orderId, actor: { system: 'liqpay' }, kind: 'refund-answer', data: { refundId: refund.id, status, outcome }, at: now });
  if (outcome === 'done') await markRefunded(tx, { paymentId, now });
  return true;
}

/** The refunds of an order, newest first. */
export function listRefunds(db: Database, orderId: number) {
  return db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).orderBy(desc(orderRefunds.id));
}
