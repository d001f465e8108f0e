import { and, asc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import { isCashOnDeliveryPaid, parcelStage } from '../../../common/parcel.ts';
import { orders, payments } from '../../db/schema/orders.ts';
import { parcels } from '../../db/schema/parcels.ts';
import type { ParcelState } from '../../integrations/nova-poshta/documents.ts';
import { recordAudit } from '../audit/audit.record.ts';
import { recordOrderEvent } from '../orders/orders.events.ts';
import { changeOrderStatus } from '../orders/orders.status.ts';
import { novaPoshtaDocuments, novaPoshtaPhone } from './shipping.carrier.ts';
import type { ShippingDeps } from './shipping.waybills.ts';

const novaPoshta = { system: 'nova-poshta' } as const;

/** Parcels asked about in one pass; the oldest-tracked first, so every parcel gets its turn. */
const parcelsPerPass = 1000;

interface TrackedParcel {
  parcelId: number;
  orderId: number;
  number: string;
  statusCode: string | null;
  orderStatus: string;
  paymentMethod: string;
  paymentStatus: string;
  customerPhone: string;
  total: number;
}

/** Shipped parcels, and delivered ones whose cash on delivery has not reached the shop yet. */
async function parcelsToTrack(deps: ShippingDeps): Promise<TrackedParcel[]> {
  return deps.db
    .select({
      parcelId: parcels.id,
      orderId: orders.id,
      number: parcels.waybillNumber,
      statusCode: parcels.statusCode,
      orderStatus: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      customerPhone: orders.customerPhone,
      total: orders.total,
    })
    .from(parcels)
    .innerJoin(orders, eq(orders.id, parcels.orderId))
    .where(
      or(
        eq(orders.status, 'shipped'),
        and(eq(orders.status, 'delivered'), eq(orders.paymentMethod, 'cash'), ne(orders.paymentStatus, 'paid'), isNull(parcels.codReceivedAt)),
      ),
    )
    .orderBy(asc(parcels.trackedAt), asc(parcels.id))
    .limit(parcelsPerPass);
}

/**
 * Keeps the parcel's last state; a new state goes on the order's timeline. Records cash on delivery
 * received, once: answers whether this call recorded it.
 */
async function storeState(deps: ShippingDeps, parcel: TrackedParcel, state: ParcelState): Promise<boolean> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const changed = state.statusCode !== parcel.statusCode;
    await tx.update(parcels).set({ statusCode: state.statusCode, statusText: state.status, trackedAt: now, updatedAt: now }).where(eq(parcels.id, parcel.parcelId));
    if (changed) {
      await recordOrderEvent(tx, { orderId: parcel.orderId, actor: novaPoshta, kind: 'tracking', data: { number: parcel.number, code: state.statusCode, status: state.status }, at: now });
    }
    if (parcel.paymentMethod !== 'cash' || parcel.paymentStatus === 'paid' || !isCashOnDeliveryPaid(state.statusCode)) return false;
    // Guarded by the parcel's mark, so two passes at once record the money once.
    const marked = await tx
      .update(parcels)
      .set({ codReceivedAt: now })
      .where(and(eq(parcels.id, parcel.parcelId), isNull(parcels.codReceivedAt)))
      .returning({ id: parcels.id });
    if (marked.length === 0) return false;
    await tx.update(orders).set({ paymentStatus: 'paid', updatedAt: now }).where(eq(orders.id, parcel.orderId));
    await tx
      .update(payments)
      .set({ status: 'paid', paidAt: now, updatedAt: now })
      .where(and(eq(payments.orderId, parcel.orderId), eq(payments.provider, 'cash'), inArray(payments.status, ['pending', 'failed'])));
    await recordOrderEvent(tx, { orderId: parcel.orderId, actor: novaPoshta, kind: 'cod-received', data: { number: parcel.number, code: state.statusCode, amount: parcel.total }, at: now });
    await recordAudit(tx, { actor: novaPoshta, action: 'order.payment', entity: { type: 'order', id: parcel.orderId }, before: { paymentStatus: parcel.paymentStatus }, after: { paymentStatus: 'paid', cashOnDelivery: parcel.number } });
    return true;
  });
}

export interface TrackingReport {
  asked: number;
  delivered: number;
  returned: number;
  codReceived: number;
}

/**
 * One pass of tracking: asks Nova Poshta the state of every parcel on its way (and of delivered
 * ones whose cash on delivery is still due), stores it, moves a received parcel's order to
 * delivered and a refused or returned one's to returned, and marks cash on delivery paid.
 */
export async function trackParcels(deps: ShippingDeps & { logger: Logger }): Promise<TrackingReport> {
  const report: TrackingReport = { asked: 0, delivered: 0, returned: 0, codReceived: 0 };
  const documents = novaPoshtaDocuments(deps.config);
  if (!documents) return report;
  const tracked = await parcelsToTrack(deps);
  if (tracked.length === 0) return report;
  // The sender's phone opens every parcel's details; without it, the recipient's.
  const senderPhone = deps.config.NOVA_POSHTA_SENDER_PHONE;
  const states = await documents.trackParcels(tracked.map((parcel) => ({ number: parcel.number, phone: senderPhone ?? novaPoshtaPhone(parcel.customerPhone) ?? undefined })));
  report.asked = tracked.length;
  const byNumber = new Map(states.map((state) => [state.number, state]));
  for (const parcel of tracked) {
    const state = byNumber.get(parcel.number);
    if (!state) continue;
    if (await storeState(deps, parcel, state)) report.codReceived++;
    if (parcel.orderStatus !== 'shipped') continue;
    const stage = parcelStage(state.statusCode);
    if (stage !== 'received' && stage !== 'refused') continue;
    const to = stage === 'received' ? 'delivered' : 'returned';
    const moved = await changeOrderStatus(deps, { orderId: parcel.orderId, to, actor: novaPoshta, reason: state.status });
    if (moved.ok) report[to]++;
    else deps.logger.warn({ orderId: parcel.orderId, problem: moved.problem, to }, 'a tracked parcel could not move its order');
  }
  return report;
}
