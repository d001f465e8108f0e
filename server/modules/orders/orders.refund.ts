import { and, desc, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { singleRow } from '../../db/rows.ts';
import { orderRefunds } from '../../db/schema/order-back-office.ts';
import { orders, payments } from '../../db/schema/orders.ts';
import { liqpayApiRequest } from '../../integrations/liqpay/liqpay.ts';
import { recordAudit } from '../audit/audit.record.ts';
import { liqpayOrderId } from '../payments/payments.service.ts';
import { markRefunded, refundableOf, refundOutcome } from '../payments/payments.refunds.ts';
import { actorRecord, type OrderActor } from './orders.actor.ts';
import { recordOrderEvent } from './orders.events.ts';

export interface RefundInput {
  orderId: number;
  actor: OrderActor;
  /** Kopiyky, at most what is left of the paid payment. */
  amount: number;
  reason: string;
}

export type RefundResult =
  | { ok: true; refundId: number; status: 'recorded' | 'requested' | 'done' | 'failed'; providerStatus: string | null }
  | { ok: false; problem: 'notFound' }
  | { ok: false; problem: 'notPaid' }
  | { ok: false; problem: 'tooMuch'; refundable: number };

type Deps = { db: Database; config: Pick<Config, 'LIQPAY_PUBLIC_KEY' | 'LIQPAY_PRIVATE_KEY' | 'LIQPAY_API_URL'>; now: () => Date };

/**
 * Records a refund on the order. Money paid by card through LiqPay is given back by LiqPay: the
 * refund is asked of it (action `refund`, signed as every LiqPay call) after the record commits,
 * no lock held meanwhile, and its answer is kept. `reversed` settles it, an error refuses it;
 * otherwise (funds awaited) LiqPay's signed refund notice settles it later. Money paid another way
 * (cash on delivery, a transfer) was given back by the shop: the refund is only recorded.
 */
export async function refundOrder(deps: Deps, input: RefundInput): Promise<RefundResult> {
  const { orderId, actor, amount, reason } = input;
  const now = deps.now();
  const recorded = await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) return { ok: false, problem: 'notFound' } as const;
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')))
      .orderBy(desc(payments.id))
      .limit(1);
    if (!payment) return { ok: false, problem: 'notPaid' } as const;
    const refundable = await refundableOf(tx, payment);
    if (amount > refundable) return { ok: false, problem: 'tooMuch', refundable } as const;
    const viaLiqpay = payment.provider === 'liqpay' && payment.currencyCode === 'UAH';
    const status = viaLiqpay ? ('requested' as const) : ('recorded' as const);
    const refund = singleRow(
      await tx
        .insert(orderRefunds)
        .values({ orderId, paymentId: payment.id, amount, reason, actor: actorRecord(actor), status, createdAt: now, updatedAt: now })
        .returning({ id: orderRefunds.id }),
    );
    await recordOrderEvent(tx, { orderId, actor, kind: 'refund', data: { refundId: refund.id, amount, reason, status }, at: now });
    await recordAudit(tx, { actor, action: 'order.refund', entity: { type: 'order', id: orderId }, before: { paymentStatus: order.paymentStatus, refundable }, after: { refundId: refund.id, amount, reason, status } });
    if (!viaLiqpay) await markRefunded(tx, { paymentId: payment.id, now });
    return { ok: true, refundId: refund.id, status, payment, number: order.number } as const;
  });
  if (!recorded.ok) return recorded;
  if (recorded.status === 'recorded') return { ok: true, refundId: recorded.refundId, status: 'recorded', providerStatus: null };

  const { LIQPAY_PUBLIC_KEY: publicKey, LIQPAY_PRIVATE_KEY: privateKey, LIQPAY_API_URL: apiUrl } = deps.config;
  let providerStatus: string;
  let providerAnswer: string;
  if (!publicKey || !privateKey) {
    providerStatus = 'error';
    providerAnswer = 'LiqPay keys are not configured';
  } else {
    try {
      const { answer, raw } = await liqpayApiRequest({
        apiUrl,
        publicKey,
        privateKey,
        params: { action: 'refund', order_id: liqpayOrderId({ orderNumber: recorded.number, paymentId: recorded.payment.id }), amount: amount / 100 },
      });
      providerStatus = typeof answer.status === 'string' ? answer.status.slice(0, 40) : 'error';
      providerAnswer = raw;
    } catch (error) {
      // Not known to LiqPay yet: the refund stays asked for; staff see the error and LiqPay's notice may still settle it.
      providerStatus = 'unanswered';
      providerAnswer = error instanceof Error ? error.message.slice(0, 500) : 'request failed';
    }
  }
  const outcome = providerStatus === 'unanswered' ? 'requested' : refundOutcome(providerStatus);
  const settled = await deps.db.transaction(async (tx) => {
    // Recorded above; refunds and orders are never deleted.
    const refund = singleRow(await tx.select().from(orderRefunds).where(eq(orderRefunds.id, recorded.refundId)).for('update'));
    // LiqPay's notice may have settled it while we waited for the answer.
    if (refund.status !== 'requested') return refund.status;
    await tx.update(orderRefunds).set({ status: outcome, providerStatus, providerAnswer, updatedAt: deps.now() }).where(eq(orderRefunds.id, refund.id));
    await recordOrderEvent(tx, { orderId, actor: { system: 'liqpay' }, kind: 'refund-answer', data: { refundId: refund.id, status: providerStatus, outcome }, at: deps.now() });
    if (outcome === 'done') await markRefunded(tx, { paymentId: recorded.payment.id, now: deps.now() });
    return outcome;
  });
  return { ok: true, refundId: recorded.refundId, status: settled, providerStatus };
}
