import { eq } from 'drizzle-orm';
import type { ParcelView } from '../../../common/parcel.ts';
import { minorToDecimal } from '../../../common/currency.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { novaPoshtaDocuments, waybillSender } from './shipping.carrier.ts';
import { findParcel, isNovaPoshtaDelivery, parcelView, type ParcelRow } from './shipping.parcels.ts';

/** A parcel as the back office shows it: the buyer's view plus how it was made, its price, the COD and the label. */
export interface ParcelAdminView extends ParcelView {
  source: 'api' | 'manual';
  /** Delivery price Nova Poshta quoted, "85.00", when the waybill was made through the API. */
  cost: string | null;
  /** When the cash on delivery was paid to the shop, ISO. */
  cod_received_at: string | null;
  /** The label PDF, fetched by the server. */
  label_url: string;
}

export function parcelAdminView(row: ParcelRow): ParcelAdminView {
  return {
    ...parcelView(row),
    source: row.source,
    cost: row.cost === null ? null : minorToDecimal(row.cost),
    cod_received_at: row.codReceivedAt?.toISOString() ?? null,
    label_url: `/admin/orders/${row.orderId}/label`,
  };
}

/** What the order page's shipping panel shows and offers. */
export interface OrderShipping {
  orderId: number;
  /** A Nova Poshta delivery: the panel is shown only for these. */
  novaPoshta: boolean;
  parcel: ParcelAdminView | null;
  /** "Create waybill" is offered: no parcel, not shipped yet, and the API and sender are configured. */
  canCreate: boolean;
  /** A number may be entered or corrected by hand: not delivered, cancelled or returned. */
  canEnterByHand: boolean;
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
