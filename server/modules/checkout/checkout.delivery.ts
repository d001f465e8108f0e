import {
  internationalDeliveryMethods,
  ukraineDeliveryMethods,
  warehouseKindOf,
  type CheckoutRegion,
  type DeliveryMethod,
  type InternationalOrderInput,
  type UkraineOrderInput,
} from '../../../common/checkout.ts';
import { lockerLimits, type DeliveryKind } from '../../../common/delivery.ts';
import type { Locale } from '../../../common/locales.ts';
import { deliveryDirectory, deliveryQuote, type DeliveryDeps } from '../delivery/delivery.service.ts';
import { cityLabel, warehouseView } from '../delivery/delivery.views.ts';
import type { DeliveryDetails } from '../orders/orders.view.ts';
import { internationalDeliveryCost } from './checkout.international.ts';

/** The parcel as delivery prices see it: weight, and the goods' value (kopiyky) declared for insurance. */
export interface Parcel {
  weightKg: number;
  declaredValue: number;
}

/** A method's price here in kopiyky (null: paid to the carrier at its rates), or why the parcel cannot go this way. */
export interface MethodPrice {
  method: DeliveryMethod;
  cost: number | null;
  available: boolean;
}

const novaPoshtaKind: Partial<Record<DeliveryMethod, DeliveryKind>> = { np_branch: 'branch', np_locker: 'locker', np_courier: 'courier' };

/** A refusal of the delivery the shopper chose, on one field, as a catalogue key with its values. */
export interface DeliveryRefusal {
  field: string;
  message: string;
  vars?: Record<string, string | number>;
}

export type ResolvedDelivery =
  | { ok: true; delivery: { method: DeliveryMethod; details: DeliveryDetails & Record<string, unknown>; cost: number | null } }
  | { ok: false; refusal: DeliveryRefusal };

const lockerRefusals = {
  lockerWeight: { field: 'delivery_method', message: 'delivery.validation.lockerWeight', vars: { max: lockerLimits.weightKg } },
  lockerValue: { field: 'delivery_method', message: 'delivery.validation.lockerValue', vars: { max: lockerLimits.declaredValueUah } },
} as const;

/** Nova Poshta's price for one of its methods, or the refusal (a parcel too heavy for a locker, an unknown city). */
async function novaPoshtaPrice(deps: DeliveryDeps, { method, cityRef, parcel }: { method: DeliveryMethod; cityRef: string; parcel: Parcel }) {
  const kind = novaPoshtaKind[method];
  // Ukrposhta is paid at the post office at its own tariff.
  if (!kind) return { ok: true as const, cost: null };
  const quote = await deliveryQuote(deps, { cityRef, kind, weightKg: parcel.weightKg, declaredValue: parcel.declaredValue });
  if (quote.ok) return { ok: true as const, cost: quote.cost };
  return { ok: false as const, problem: quote.problem };
}

/** Every method of the region with its price for this parcel: Ukraine once a city is known, abroad once a country is. */
export async function methodPrices(
  deps: DeliveryDeps,
  { region, cityRef, country, parcel }: { region: CheckoutRegion; cityRef?: string; country?: string; parcel: Parcel },
): Promise<MethodPrice[]> {
  if (region === 'international') {
    if (!country) return [];
    return internationalDeliveryMethods.map((method) => ({ method, cost: internationalDeliveryCost(method, { country, weightKg: parcel.weightKg }), available: true }));
  }
  if (!cityRef) return [];
  const prices: MethodPrice[] = [];
  for (const method of ukraineDeliveryMethods) {
    const price = await novaPoshtaPrice(deps, { method, cityRef, parcel });
    if (!price.ok && price.problem === 'unknownCity') return [];
    prices.push(price.ok ? { method, cost: price.cost, available: true } : { method, cost: null, available: false });
  }
  return prices;
}

/**
 * Checks a Ukrainian delivery against Nova Poshta's directory (the settlement exists, the branch
 * or locker is one of its own) and prices it. What the order keeps is named by the directory in
 * the shopper's language, not taken from the page: the city too, by its city Ref (the page's
 * `city_name` is only its label and is never stored).
 */
export async function resolveUkraineDelivery(deps: DeliveryDeps, input: UkraineOrderInput, { parcel, locale }: { parcel: Parcel; locale: Locale }): Promise<ResolvedDelivery> {
  const warehouses = await deliveryDirectory(deps).warehouses(input.settlement_ref);
  if (!warehouses) return { ok: false, refusal: { field: 'settlement_ref', message: 'delivery.unknownCity' } };
  // The price is asked for the city Ref: it must be this settlement's, or delivery could be priced for a cheaper city.
  if (warehouses.cityRef && warehouses.cityRef.toLowerCase() !== input.city_ref.toLowerCase()) {
    return { ok: false, refusal: { field: 'city_ref', message: 'delivery.unknownCity' } };
  }
  const city = await deliveryDirectory(deps).city(input.city_ref);
  if (!city) return { ok: false, refusal: { field: 'city_ref', message: 'delivery.unknownCity' } };
  const details: DeliveryDetails & Record<string, unknown> = { settlement_ref: input.settlement_ref, city_ref: input.city_ref, city_name: cityLabel(city, locale) };
  const kind = warehouseKindOf[input.delivery_method];
  if (kind) {
    const list = kind === 'locker' ? warehouses.lockers : warehouses.branches;
    const warehouse = list.find((candidate) => candidate.ref.toLowerCase() === input.warehouse_ref?.toLowerCase());
    if (!warehouse) return { ok: false, refusal: { field: 'warehouse_ref', message: 'checkoutValidation.warehouseUnknown' } };
    if (warehouse.maxWeightKg !== null && parcel.weightKg > warehouse.maxWeightKg) {
      return { ok: false, refusal: { field: 'warehouse_ref', message: 'checkoutValidation.warehouseWeight', vars: { max: warehouse.maxWeightKg } } };
    }
    const view = warehouseView(warehouse, locale);
    Object.assign(details, { warehouse_ref: warehouse.ref, warehouse_number: warehouse.number, warehouse_name: `${view.name}: ${view.address}` });
  } else if (input.delivery_method === 'np_courier') {
    Object.assign(details, { street: input.street, house: input.house, apartment: input.apartment || undefined });
  } else {
    details.postcode = input.postcode;
  }
  const price = await novaPoshtaPrice(deps, { method: input.delivery_method, cityRef: input.city_ref, parcel });
  if (!price.ok) {
    if (price.problem === 'unknownCity') return { ok: false, refusal: { field: 'city_ref', message: 'delivery.unknownCity' } };
    return { ok: false, refusal: lockerRefusals[price.problem] };
  }
  if (price.cost === null) details.carrier_rates = true;
  return { ok: true, delivery: { method: input.delivery_method, details, cost: price.cost } };
}

/** An address abroad as the shopper typed it, priced by the country's zone. */
export function resolveInternationalDelivery(input: InternationalOrderInput, { parcel }: { parcel: Parcel }): ResolvedDelivery {
  const cost = internationalDeliveryCost(input.delivery_method, { country: input.country, weightKg: parcel.weightKg });
  if (cost === null) return { ok: false, refusal: { field: 'country', message: 'checkoutValidation.country' } };
  const details: DeliveryDetails = {
    country: input.country,
    region: input.region || undefined,
    city: input.city,
    postcode: input.postcode || undefined,
    address: input.address,
  };
  return { ok: true, delivery: { method: input.delivery_method, details: { ...details }, cost } };
}
