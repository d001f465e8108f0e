/**
 * Where a Nova Poshta parcel is, from its tracking status code (TrackingDocument.getStatusDocuments,
 * "Актуальні статуси трекінгу"): the stage is what the shop acts on and what pages show.
 */
export const parcelStages = ['created', 'inTransit', 'arrived', 'received', 'refused', 'notFound', 'unknown'] as const;
export type ParcelStage = (typeof parcelStages)[number];

const stageOfCode: Record<string, ParcelStage> = {
  '1': 'created',
  '2': 'notFound',
  '3': 'notFound',
  '4': 'inTransit',
  '41': 'inTransit',
  '5': 'inTransit',
  '6': 'inTransit',
  '12': 'inTransit',
  '101': 'inTransit',
  '104': 'inTransit',
  '111': 'inTransit',
  '112': 'inTransit',
  '7': 'arrived',
  '8': 'arrived',
  '9': 'received',
  '10': 'received',
  '11': 'received',
  '106': 'received',
  '102': 'refused',
  '103': 'refused',
  '105': 'refused',
};

export function parcelStage(code: string | null): ParcelStage {
  if (code === null) return 'created';
  return stageOfCode[code] ?? 'unknown';
}

/** 10: received, the cash-on-delivery transfer is on its way to the shop; 11: paid out to it. */
export function isCashOnDeliveryPaid(code: string): boolean {
  return code === '10' || code === '11';
}

/** What the buyer and the back office see of a parcel. */
export interface ParcelView {
  waybill_number: string;
  /** Nova Poshta's public tracking page. */
  tracking_url: string;
  stage: ParcelStage;
  /** Nova Poshta's own words for the last status (Ukrainian), when tracked. */
  status_text: string | null;
  /** When tracking last asked, ISO. */
  tracked_at: string | null;
}

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
