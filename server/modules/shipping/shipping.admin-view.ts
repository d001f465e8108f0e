import { eq } from 'drizzle-orm';
import type { OrderShipping, ParcelAdminView } from '../../../common/parcel.ts';
import { minorToDecimal } from '../../../common/currency.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { novaPoshtaDocuments, waybillSender } from './shipping.carrier.ts';
import { findParcel, isNovaPoshtaDelivery, parcelView, type ParcelRow } from './shipping.parcels.ts';

export function parcelAdminView(row: ParcelRow): ParcelAdminView {
  return {
    ...parcelView(row),
    source: row.source,
    cost: row.cost === null ? null : minorToDecimal(row.cost),
    cod_received_at: row.codReceivedAt?.toISOString() ?? null,
    label_url: `/admin/orders/${row.orderId}/label`,
  };
}

/**
 * The order's shipping panel data for the order page's loader (null for an unknown order). Without
 * `config`, creating through the API is offered whenever the order allows it.
 */
export async function loadOrderShipping(db: Database, orderId: number, { config }: { config?: Config } = {}): Promise<OrderShipping | null> {
  const [order] = await db
    .select({ status: orders.status, deliveryRegion: orders.deliveryRegion, deliveryMethod: orders.deliveryMethod })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const novaPoshta = isNovaPoshtaDelivery(order);
  const row = novaPoshta ? await findParcel(db, orderId) : null;
  const configured = !config || (novaPoshtaDocuments(config) !== null && waybillSender(config) !== null);
  const beforeShipping = order.status === 'new' || order.status === 'confirmed';
  return {
    orderId,
    novaPoshta,
    parcel: row ? parcelAdminView(row) : null,
    canCreate: novaPoshta && !row && beforeShipping && configured,
    canEnterByHand: novaPoshta && (beforeShipping || order.status === 'shipped'),
  };
}
