import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { PaymentStatus } from '../../../common/account.ts';
import type { Database } from '../../db/client.ts';
import { orders, paymentEvents, payments } from '../../db/schema/orders.ts';
import { liqpayPaymentStatus, verifyLiqpayCallback } from '../../integrations/liqpay/liqpay.ts';

/**
 * LiqPay's `order_id` for one of our payments: the order number the shop owner knows, plus the
 * payment id, so a second attempt after a failed one gets an id of its own.
 */
export function liqpayOrderId({ orderNumber, paymentId }: { orderNumber: string; paymentId: number }): string {
  return `${orderNumber}-p${paymentId}`;
}

// At most 9 digits keeps the id inside PostgreSQL's integer, so no input can make the query fail.
const liqpayOrderIdPattern = /^(.{1,20})-p([1-9]\d{0,8})$/;

/** The fields of a callback we act on; LiqPay sends many more, all kept in the event's payload. */
const callbackSchema = z.looseObject({
  public_key: z.string(),
  order_id: z.string(),
  status: z.string().min(1).max(40),
  amount: z.number(),
  currency: z.string(),
  payment_id: z.union([z.number(), z.string()]).optional(),
});

/** Later in a payment's life ranks higher; a callback only ever moves a status forward. */
const statusRank: Record<PaymentStatus, number> = { pending: 0, failed: 1, paid: 2, refunded: 3 };

const movesForward = (from: PaymentStatus, to: PaymentStatus) => statusRank[to] > statusRank[from];

/** A LiqPay amount (7.34) in minor units, or null when it has more than two decimals. */
function amountInMinorUnits(amount: number): number | null {
  const minor = Math.round(amount * 100);
  return minor / 100 === amount ? minor : null;
}

export type LiqpayRefusal = 'signature' | 'payload' | 'publicKey' | 'unknownPayment' | 'amountMismatch';

export type LiqpayCallbackResult =
  | { ok: true; replay: boolean; paymentId: number; status: PaymentStatus }
  | { ok: false; reason: LiqpayRefusal; orderId?: string };

export interface LiqpayCallbackInput {
  data: string;
  signature: string;
  privateKey: string;
  publicKey: string;
  now: Date;
  /** Count LiqPay's `sandbox` status as paid (a test shop only). */
  sandboxAllowed?: boolean;
}

/**
 * Applies one LiqPay callback in one transaction: a callback with a bad signature, another shop's
 * key, an unknown payment or another amount or currency is refused and writes nothing. An accepted
 * one is stored once (a replay of the same `data` is a no-op) and moves the payment and its
 * order's payment status forward only: paid is set once, and no late callback undoes a later state.
 */
export async function applyLiqpayCallback(db: Database, input: LiqpayCallbackInput): Promise<LiqpayCallbackResult> {
  const decoded = verifyLiqpayCallback(input.privateKey, input.data, input.signature);
  if (!decoded) return { ok: false, reason: 'signature' };
  const parsed = callbackSchema.safeParse(decoded);
  if (!parsed.success) return { ok: false, reason: 'payload' };
  const callback = parsed.data;
  if (callback.public_key !== input.publicKey) return { ok: false, reason: 'publicKey', orderId: callback.order_id };
  const ids = liqpayOrderIdPattern.exec(callback.order_id);
  if (!ids) return { ok: false, reason: 'unknownPayment', orderId: callback.order_id };
  const [, orderNumber, paymentId] = ids;

  return db.transaction(async (tx): Promise<LiqpayCallbackResult> => {
    const [payment] = await tx
      .select({
        id: payments.id,
        status: payments.status,
        amount: payments.amount,
        currencyCode: payments.currencyCode,
        paidAt: payments.paidAt,
        orderId: orders.id,
        orderPaymentStatus: orders.paymentStatus,
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.id, Number(paymentId)), eq(payments.provider, 'liqpay'), eq(orders.number, orderNumber)))
      // Callbacks of one payment arriving together take turns, each seeing the other's result.
      .for('update');
    if (!payment) return { ok: false, reason: 'unknownPayment', orderId: callback.order_id };
    if (amountInMinorUnits(callback.amount) !== payment.amount || callback.currency !== payment.currencyCode) {
      return { ok: false, reason: 'amountMismatch', orderId: callback.order_id };
    }

    const [event] = await tx
      .insert(paymentEvents)
      .values({
        paymentId: payment.id,
        provider: 'liqpay',
        payloadHash: createHash('sha256').update(input.data).digest('hex'),
        status: callback.status,
        payload: decoded,
        createdAt: input.now,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!event) return { ok: true, replay: true, paymentId: payment.id, status: payment.status };

    const target = liqpayPaymentStatus(callback.status, { sandboxAllowed: input.sandboxAllowed ?? false });
    if (!movesForward(payment.status, target)) return { ok: true, replay: false, paymentId: payment.id, status: payment.status };
    await tx
      .update(payments)
      .set({
        status: target,
        // Undefined leaves a column as it is.
        paidAt: target === 'paid' && !payment.paidAt ? input.now : undefined,
        // The LiqPay payment that decided the status, for looking it up in LiqPay's cabinet.
        externalId: callback.payment_id === undefined ? undefined : String(callback.payment_id),
        updatedAt: input.now,
      })
      .where(eq(payments.id, payment.id));
    if (movesForward(payment.orderPaymentStatus, target)) {
      await tx.update(orders).set({ paymentStatus: target, updatedAt: input.now }).where(eq(orders.id, payment.orderId));
    }
    return { ok: true, replay: false, paymentId: payment.id, status: target };
  });
}
