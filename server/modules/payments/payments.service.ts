import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { PaymentStatus } from '../../../common/account.ts';
import type { Database } from '../../db/client.ts';
import { singleRow } from '../../db/rows.ts';
import { orders, paymentEvents, payments } from '../../db/schema/orders.ts';
import { settleLiqpayRefund } from './payments.refunds.ts';
import { recordOrderEvent } from '../orders/orders.events.ts';
import { decodeLiqpayData, liqpayPaymentStatus, liqpaySignatureValid } from '../../integrations/liqpay/liqpay.ts';

/**
 * LiqPay's `order_id` for one of our payments: the order number the shop owner knows, plus the
 * payment id, so a second attempt after a failed one gets an id of its own.
 */
export function liqpayOrderId({ orderNumber, paymentId }: { orderNumber: string; paymentId: number }): string {
  return `${orderNumber}-p${paymentId}`;
}

// At most 9 digits keeps the id inside PostgreSQL's integer, so no input can make the query fail.
const liqpayOrderIdPattern = /^(.{1,20})-p([1-9]\d{0,8})$/;

/** A string field with any NUL taken out: it may sit in a genuine notice, and PostgreSQL's text refuses it. */
const cleanString = z.string().transform((text) => text.replaceAll('\0', ''));

/** The fields of a callback we act on; LiqPay sends many more, all kept in the stored notice. */
const callbackSchema = z.looseObject({
  public_key: cleanString,
  order_id: cleanString,
  status: cleanString.pipe(z.string().min(1).max(40)),
  amount: z.number(),
  currency: cleanString,
  payment_id: z.union([z.number(), cleanString.pipe(z.string().max(255))]).optional(),
  action: cleanString.optional(),
});

/** Later in a payment's life ranks higher; a callback only ever moves a status forward. */
const statusRank: Record<PaymentStatus, number> = { pending: 0, failed: 1, paid: 2, refunded: 3 };

const movesForward = (from: PaymentStatus, to: PaymentStatus) => statusRank[to] > statusRank[from];

/** A LiqPay amount (7.34) in minor units, or null when it has more than two decimals. */
function amountInMinorUnits(amount: number): number | null {
  const minor = Math.round(amount * 100);
  return minor / 100 === amount ? minor : null;
}

/** Why a notice was not applied: a bad signature is refused, the others are genuine notices the shop cannot use. */
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
 * Applies one LiqPay callback in one transaction. A callback with a bad signature is refused and
 * writes nothing. A genuine one the shop cannot use (unreadable, another shop's key, an unknown
 * payment, another amount or currency) is kept without a payment and changes nothing. An accepted
 * one is stored once (a replay of the same `data` is a no-op) and moves the payment and its
 * order's payment status forward only: paid is set once, and no late callback undoes a later state.
 * Whatever a signed `data` holds, this never throws because of it.
 */
export async function applyLiqpayCallback(db: Database, input: LiqpayCallbackInput): Promise<LiqpayCallbackResult> {
  if (!liqpaySignatureValid(input.privateKey, input.data, input.signature)) return { ok: false, reason: 'signature' };
  const event = {
    provider: 'liqpay' as const,
    payloadHash: createHash('sha256').update(input.data).digest('hex'),
    data: input.data,
    createdAt: input.now,
  };
  /** Keeps a genuine notice that moves nothing (once, as any other). */
  const unused = async (reason: LiqpayRefusal, callback?: { order_id: string; status: string }): Promise<LiqpayCallbackResult> => {
    await db
      .insert(paymentEvents)
      .values({ ...event, status: callback?.status ?? null })
      .onConflictDoNothing();
    return { ok: false, reason, orderId: callback?.order_id };
  };

  const parsed = callbackSchema.safeParse(decodeLiqpayData(input.data));
  if (!parsed.success) return unused('payload');
  const callback = parsed.data;
  if (callback.public_key !== input.publicKey) return unused('publicKey', callback);
  const ids = liqpayOrderIdPattern.exec(callback.order_id);
  if (!ids) return unused('unknownPayment', callback);
  // Neither group is optional: both are there when the pattern matches.
  const [, orderNumber = '', paymentId = ''] = ids;

  const result = await db.transaction(async (tx): Promise<LiqpayCallbackResult> => {
    const [payment] = await tx
      .select({
        id: payments.id,
        status: payments.status,
        amount: payments.amount,
        currencyCode: payments.currencyCode,
        paidAt: payments.paidAt,
        orderId: orders.id,
        orderPaymentStatus: orders.paymentStatus,
        orderStatus: orders.status,
        orderTotal: orders.total,
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.id, Number(paymentId)), eq(payments.provider, 'liqpay'), eq(orders.number, orderNumber)))
      // Callbacks of one payment arriving together take turns, each seeing the other's result.
      .for('update');
    if (!payment) return { ok: false, reason: 'unknownPayment', orderId: callback.order_id };
    // A refund's notice names the refund's amount, not the payment's: it settles that refund.
    if (callback.action === 'refund') {
      const amount = amountInMinorUnits(callback.amount);
      const [stored] = await tx
        .insert(paymentEvents)
        .values({ ...event, paymentId: payment.id, status: callback.status })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (!stored) return { ok: true, replay: true, paymentId: payment.id, status: payment.status };
      if (amount !== null && callback.currency === payment.currencyCode) {
        await settleLiqpayRefund(tx, { paymentId: payment.id, status: callback.status, amount, data: input.data, now: input.now });
      }
      // Locked above.
      const after = singleRow(await tx.select({ status: payments.status }).from(payments).where(eq(payments.id, payment.id)));
      return { ok: true, replay: false, paymentId: payment.id, status: after.status };
    }
    if (amountInMinorUnits(callback.amount) !== payment.amount || callback.currency !== payment.currencyCode) {
      return { ok: false, reason: 'amountMismatch', orderId: callback.order_id };
    }

    const [stored] = await tx
      .insert(paymentEvents)
      .values({ ...event, paymentId: payment.id, status: callback.status })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!stored) return { ok: true, replay: true, paymentId: payment.id, status: payment.status };

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
    // Money taken for an order cancelled meanwhile (it expired unpaid), or by an attempt an edit
    // made void (its amount is not the order's total any more): the payment keeps what happened,
    // the order is not called paid, and its timeline asks the staff to settle it (refund or charge).
    const settlesOrder = payment.orderStatus !== 'cancelled' && payment.amount === payment.orderTotal;
    if (target === 'paid' && !settlesOrder) {
      await recordOrderEvent(tx, {
        orderId: payment.orderId,
        actor: { system: 'liqpay' },
        kind: 'payment-attention',
        data: { paymentId: payment.id, amount: payment.amount, orderTotal: payment.orderTotal, orderStatus: payment.orderStatus },
        at: input.now,
      });
    } else if (movesForward(payment.orderPaymentStatus, target)) {
      await tx.update(orders).set({ paymentStatus: target, updatedAt: input.now }).where(eq(orders.id, payment.orderId));
    }
    return { ok: true, replay: false, paymentId: payment.id, status: target };
  });
  return result.ok ? result : unused(result.reason, callback);
}
