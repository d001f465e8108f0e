import { eq } from 'drizzle-orm';
import { parcelStage, type ParcelView } from '../../../common/parcel.ts';
import type { Database } from '../../db/client.ts';
import { parcels } from '../../db/schema/parcels.ts';
import { trackingLink } from '../orders/orders.links.ts';

export type ParcelRow = typeof parcels.$inferSelect;

/** Nova Poshta delivery methods: the ones a waybill is made for. */
export const novaPoshtaMethods = ['np_branch', 'np_locker', 'np_courier'] as const;

export const isNovaPoshtaDelivery = (order: { deliveryRegion: string; deliveryMethod: string }) =>
  order.deliveryRegion === 'ukraine' && (novaPoshtaMethods as readonly string[]).includes(order.deliveryMethod);

export async function findParcel(db: Database, orderId: number): Promise<ParcelRow | null> {
  const [row] = await db.select().from(parcels).where(eq(parcels.orderId, orderId));
  return row ?? null;
}

export function parcelView(row: ParcelRow): ParcelView {
  return {
    waybill_number: row.waybillNumber,
    tracking_url: trackingLink(row.waybillNumber),
    stage: parcelStage(row.statusCode),
    status_text: row.statusText,
    tracked_at: row.trackedAt?.toISOString() ?? null,
  };
}

/** The parcel of an order as the buyer's cabinet and the back office show it; null before a waybill exists. */
export async function loadParcelView(db: Database, orderId: number): Promise<ParcelView | null> {
  const row = await findParcel(db, orderId);
  return row ? parcelView(row) : null;
}

/** What the audit keeps of a parcel. */
export const parcelAudit = (row: ParcelRow | null) => (row ? { waybill: row.waybillNumber, source: row.source, documentRef: row.documentRef } : null);
