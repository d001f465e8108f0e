import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';
import { parcels } from '../../db/schema/parcels.ts';
import { NovaPoshtaError } from '../../integrations/nova-poshta/client.ts';
import { waybillNumberPattern, type WaybillRequest } from '../../integrations/nova-poshta/documents.ts';
import { recordAudit } from '../audit/audit.record.ts';
import type { StaffActor } from '../staff/staff.types.ts';
import { recordOrderEvent } from '../orders/orders.events.ts';
import { novaPoshtaDocuments, novaPoshtaPhone, waybillSender } from './shipping.carrier.ts';
import { findParcel, isNovaPoshtaDelivery, parcelAudit, type ParcelRow } from './shipping.parcels.ts';

export interface ShippingDeps {
  db: Database;
  config: Config;
  now: () => Date;
}

export type WaybillProblem =
  | 'notFound'
  /** Not a Nova Poshta delivery. */
  | 'notNovaPoshta'
  /** Shipped, delivered, cancelled or returned: no new waybill. */
  | 'status'
  /** The order has its waybill already. */
  | 'exists'
  /** No API key or sender refs: only a number by hand. */
  | 'notConfigured'
  /** The recipient's phone is not a Ukrainian one. */
  | 'phone'
  | 'invalidNumber'
  /** Nova Poshta refused or could not be reached; `messages` are its own. */
  | 'carrier';

export type WaybillResult = { ok: true; parcel: ParcelRow } | { ok: false; problem: WaybillProblem; messages?: string[] };

type OrderRow = typeof orders.$inferSelect;

/** Weight of what was bought, from the products' shipping weights as they are now (500 g for one gone). */
async function orderGrams(db: Database, orderId: number): Promise<number> {
  const [row] = await db
    .select({ grams: sql<number>`coalesce(sum(${orderLines.count} * coalesce(${products.weight}, 500)), 0)::int` })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId));
  return row?.grams ?? 0;
}

interface StoredDelivery {
  city_ref?: string;
  warehouse_ref?: string;
  street?: string;
  house?: string;
  apartment?: string;
}

/** The waybill Nova Poshta is asked for: the order's recipient and place, its goods' weight and value, its cash on delivery. */
async function waybillRequest(deps: ShippingDeps, order: OrderRow, phone: string): Promise<Omit<WaybillRequest, 'sender'>> {
  const details = order.deliveryDetails as StoredDelivery;
  const goods = order.subtotal - order.discount;
  return {
    recipient: {
      name: order.customerName,
      phone,
      cityRef: details.city_ref ?? '',
      ...(details.warehouse_ref ? { warehouseRef: details.warehouse_ref } : { address: { street: details.street ?? '', house: details.house ?? '', flat: details.apartment } }),
    },
    weightKg: Math.max(100, await orderGrams(deps.db, order.id)) / 1000,
    seats: 1,
    declaredValue: goods,
    description: `Замовлення ${order.number}`,
    date: deps.now(),
    orderNumber: order.number,
    // Paid at pickup: Nova Poshta takes the total and sends it on to the shop.
    ...(order.paymentMethod === 'cash' && order.paymentStatus !== 'paid' ? { cashOnDelivery: order.total } : {}),
  };
}

/** Orders a waybill can be made or entered for: Nova Poshta's, before they leave (by hand also once shipped, to correct it). */
function refusal(order: OrderRow, statuses: readonly string[]): WaybillProblem | null {
  if (!isNovaPoshtaDelivery(order)) return 'notNovaPoshta';
  if (!statuses.includes(order.status)) return 'status';
  return null;
}

/** Statuses an order can get a waybill made for through Nova Poshta. */
const creatableStatuses = ['new', 'confirmed'] as const;

/** Writes the parcel, its timeline entry and its audit entry together. */
async function recordParcel(tx: Database, { order, values, actor, before }: { order: OrderRow; values: typeof parcels.$inferInsert; actor: StaffActor; before: ParcelRow | null }) {
  const [parcel] = before
    ? await tx.update(parcels).set(values).where(eq(parcels.id, before.id)).returning()
    : await tx.insert(parcels).values(values).onConflictDoNothing({ target: parcels.orderId }).returning();
  if (!parcel) return null;
  await recordOrderEvent(tx, { orderId: order.id, actor, kind: 'waybill', data: { number: parcel.waybillNumber, source: parcel.source, ...(before ? { replaced: before.waybillNumber } : {}) }, at: values.updatedAt as Date });
  await recordAudit(tx, { actor, action: 'order.waybill', entity: { type: 'order', id: order.id }, before: parcelAudit(before), after: parcelAudit(parcel) });
  return parcel;
}

/**
 * Creates the order's waybill through Nova Poshta (`InternetDocument.save`) and records its parcel:
 * only for a Nova Poshta delivery not shipped yet and without a waybill. Cash on delivery goes as
 * a backward delivery of the order's total.
 */
export async function createWaybill(deps: ShippingDeps, { orderId, actor }: { orderId: number; actor: StaffActor }): Promise<WaybillResult> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return { ok: false, problem: 'notFound' };
  const problem = refusal(order, creatableStatuses);
  if (problem) return { ok: false, problem };
  if (await findParcel(deps.db, orderId)) return { ok: false, problem: 'exists' };
  const documents = novaPoshtaDocuments(deps.config);
  const sender = waybillSender(deps.config);
  if (!documents || !sender) return { ok: false, problem: 'notConfigured' };
  const phone = novaPoshtaPhone(order.customerPhone);
  if (!phone) return { ok: false, problem: 'phone' };

  let created;
  try {
    created = await documents.createWaybill({ sender, ...(await waybillRequest(deps, order, phone)) });
  } catch (error) {
    if (!(error instanceof NovaPoshtaError)) throw error;
    return { ok: false, problem: 'carrier', messages: error.apiErrors.length > 0 ? error.apiErrors : [error.reason] };
  }
  const now = deps.now();
  return deps.db.transaction(async (tx): Promise<WaybillResult> => {
    // The order was read unlocked before the call: it may have been cancelled or shipped meanwhile.
    const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!current || refusal(current, creatableStatuses)) return { ok: false, problem: 'status' };
    const parcel = await recordParcel(tx, {
      order: current,
      actor,
      before: null,
      values: { orderId, waybillNumber: created.number, documentRef: created.ref, source: 'api', cost: created.cost, createdAt: now, updatedAt: now },
    });
    // A second click that raced this one recorded its waybill first.
    return parcel ? { ok: true, parcel } : { ok: false, problem: 'exists' };
  });
}

/** Nova Poshta's number as typed: spaces and dashes between the digits are dropped. */
export const normalizeWaybillNumber = (number: string) => number.replace(/[\s-]/g, '');

/**
 * Records a waybill made outside the shop (in Nova Poshta's own cabinet or at the branch), or
 * corrects the number of the order's parcel; tracking starts over for the new number.
 */
export async function setWaybillByHand(deps: ShippingDeps, { orderId, number, actor }: { orderId: number; number: string; actor: StaffActor }): Promise<WaybillResult> {
  const waybill = normalizeWaybillNumber(number);
  if (!waybillNumberPattern.test(waybill)) return { ok: false, problem: 'invalidNumber' };
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) return { ok: false, problem: 'notFound' };
    const problem = refusal(order, ['new', 'confirmed', 'shipped']);
    if (problem) return { ok: false, problem };
    const before = await findParcel(tx, orderId);
    if (before?.waybillNumber === waybill) return { ok: true, parcel: before };
    const parcel = await recordParcel(tx, {
      order,
      actor,
      before,
      values: { orderId, waybillNumber: waybill, documentRef: null, source: 'manual', cost: null, statusCode: null, statusText: null, codReceivedAt: null, trackedAt: null, createdAt: before?.createdAt ?? now, updatedAt: now },
    });
    return parcel ? { ok: true, parcel } : { ok: false, problem: 'exists' };
  });
}

export type LabelResult = { ok: true; pdf: Uint8Array; number: string } | { ok: false; problem: 'notFound' | 'noParcel' | 'notConfigured' | 'carrier' };

/** The printable 100×100 label of the order's waybill, fetched from Nova Poshta by the server (its URL holds the key). */
export async function waybillLabel(deps: ShippingDeps, { orderId }: { orderId: number }): Promise<LabelResult> {
  const [order] = await deps.db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!order) return { ok: false, problem: 'notFound' };
  const parcel = await findParcel(deps.db, orderId);
  if (!parcel) return { ok: false, problem: 'noParcel' };
  const documents = novaPoshtaDocuments(deps.config);
  if (!documents) return { ok: false, problem: 'notConfigured' };
  try {
    return { ok: true, pdf: await documents.label(parcel.waybillNumber), number: parcel.waybillNumber };
  } catch (error) {
    if (error instanceof NovaPoshtaError) return { ok: false, problem: 'carrier' };
    throw error;
  }
}
