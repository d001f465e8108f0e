import type { DeliveryKind, WarehouseKind } from '../../../common/delivery.ts';

export type { DeliveryKind, WarehouseKind };

/** A settlement as Nova Poshta names it (Ukrainian); the delivery service localises it. */
export interface Settlement {
  /** The settlement Ref: the key of its warehouses. */
  ref: string;
  /** The city Ref (`DeliveryCity`): what a price is asked for. */
  cityRef: string;
  name: string;
  /** Nova Poshta's type code: "м.", "смт", "с.", "с-ще" and the like. */
  typeCode: string;
  /** The oblast as an adjective ("Київська"); empty when unknown. */
  area: string;
  /** The district as an adjective ("Бориспільський"); empty for cities of an oblast's rank. */
  region: string;
  /** How many branches and lockers it has. */
  warehouses: number;
}

/** A city as the directory names it by its city Ref (Ukrainian); what an order keeps as its city. */
export type DirectoryCity = Pick<Settlement, 'cityRef' | 'name' | 'typeCode' | 'area' | 'region'>;

export interface Warehouse {
  ref: string;
  /** The number shoppers know it by ("25"). */
  number: string;
  kind: WarehouseKind;
  /** Street and house in Ukrainian ("вул. Хрещатик, 22"). */
  address: string;
  /** The heaviest parcel it takes, in kg; null when Nova Poshta gives no limit. */
  maxWeightKg: number | null;
}

export interface SettlementWarehouses {
  branches: Warehouse[];
  lockers: Warehouse[];
  /** The settlement's city Ref (what a price is asked for), when the directory says it. */
  cityRef?: string;
}

export interface PriceRequest {
  /** City Refs (`DeliveryCity`) of the shop and of the shopper. */
  senderCityRef: string;
  recipientCityRef: string;
  kind: DeliveryKind;
  weightKg: number;
  /** Declared value in kopiyky. */
  declaredValue: number;
}

export type PriceQuote =
  | { status: 'quoted'; cost: number }
  | { status: 'unknownCity' }
  /** The carrier could not say now; the shop charges "at the carrier's rates". */
  | { status: 'unavailable' };

/** One face for Nova Poshta's directory: the live API (cached) or the built-in copy. */
export interface NovaPoshtaDirectory {
  readonly source: 'nova_poshta' | 'builtin';
  /** Settlements whose name starts with the typed text, best first. */
  searchSettlements(query: string): Promise<Settlement[]>;
  /** The settlement's working branches and lockers; null when the settlement is unknown. */
  warehouses(settlementRef: string): Promise<SettlementWarehouses | null>;
  /** The city of a city Ref; null when the directory does not know it. */
  city(cityRef: string): Promise<DirectoryCity | null>;
  price(request: PriceRequest): Promise<PriceQuote>;
}
