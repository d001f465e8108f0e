import { lockerLimits, type DeliveryCityView, type DeliveryKind, type DeliveryPriceView, type DeliveryWarehouseView, type WarehouseKind } from '../../../common/delivery.ts';
import { minorToDecimal } from '../../../common/currency.ts';
import { translator } from '../../../common/i18n.ts';
import type { Locale } from '../../../common/locales.ts';
import type { AppDeps } from '../../http/app-env.ts';
import { createApiDirectory } from '../../integrations/nova-poshta/api-directory.ts';
import { createNovaPoshtaClient, NovaPoshtaError } from '../../integrations/nova-poshta/client.ts';
import { createBuiltinDirectory } from '../../integrations/nova-poshta/directory/builtin-directory.ts';
import type { NovaPoshtaDirectory } from '../../integrations/nova-poshta/nova-poshta.types.ts';
import { cityView, warehouseMatches, warehouseView } from './delivery.views.ts';

export type DeliveryDeps = Pick<AppDeps, 'db' | 'config' | 'logger' | 'now'>;

const builtinDirectory = createBuiltinDirectory();

/** The live Nova Poshta API when the shop has a key, else the built-in directory. */
export function deliveryDirectory({ db, config, logger, now }: DeliveryDeps): NovaPoshtaDirectory {
  if (!config.NOVA_POSHTA_API_KEY) return builtinDirectory;
  const client = createNovaPoshtaClient({ apiKey: config.NOVA_POSHTA_API_KEY, url: config.NOVA_POSHTA_API_URL });
  return createApiDirectory({ db, now, logger, client });
}

/** Settlements for the typed name, best first, named in the shopper's language. */
export async function searchCities(deps: DeliveryDeps, { query, locale, limit }: { query: string; locale: Locale; limit: number }): Promise<DeliveryCityView[]> {
  const settlements = await deliveryDirectory(deps).searchSettlements(query);
  return settlements.slice(0, limit).map((settlement) => cityView(settlement, locale));
}

/** A settlement's branches or lockers by number, narrowed by the typed text; null for an unknown settlement. */
export async function listWarehouses(
  deps: DeliveryDeps,
  { settlementRef, kind, query, locale, limit }: { settlementRef: string; kind: WarehouseKind; query?: string; locale: Locale; limit: number },
): Promise<DeliveryWarehouseView[] | null> {
  const warehouses = await deliveryDirectory(deps).warehouses(settlementRef);
  if (!warehouses) return null;
  return (kind === 'locker' ? warehouses.lockers : warehouses.branches)
    .filter((warehouse) => !query || warehouseMatches(warehouse, query))
    .sort((a, b) => Number(a.number) - Number(b.number) || a.number.localeCompare(b.number))
    .slice(0, limit)
    .map((warehouse) => warehouseView(warehouse, locale));
}

/**
 * Whether the directory says it has no city of this Ref. While Nova Poshta does not answer (and
 * has not answered before) nobody can say: the city counts as known, and its price as "at the
 * carrier's rates".
 */
export async function isUnknownCity(deps: DeliveryDeps, cityRef: string): Promise<boolean> {
  try {
    return (await deliveryDirectory(deps).city(cityRef)) === null;
  } catch (error) {
    if (error instanceof NovaPoshtaError) return false;
    throw error;
  }
}

export type DeliveryQuoteResult =
  | { ok: true; cost: number | null; source: NovaPoshtaDirectory['source'] }
  | { ok: false; problem: 'unknownCity' | 'lockerWeight' | 'lockerValue' };

/**
 * What Nova Poshta charges to bring one parcel from the shop's city (NOVA_POSHTA_SENDER_CITY_REF),
 * in kopiyky; `declaredValue` in kopiyky too. A null cost means the carrier could not say now:
 * the shopper pays "at the carrier's rates" on delivery.
 */
export async function deliveryQuote(
  deps: DeliveryDeps,
  { cityRef, kind, weightKg, declaredValue }: { cityRef: string; kind: DeliveryKind; weightKg: number; declaredValue: number },
): Promise<DeliveryQuoteResult> {
  if (kind === 'locker' && weightKg > lockerLimits.weightKg) return { ok: false, problem: 'lockerWeight' };
  if (kind === 'locker' && declaredValue > lockerLimits.declaredValueUah * 100) return { ok: false, problem: 'lockerValue' };
  // Asked of the directory first: the live API prices a city it does not know "at its rates" rather than refusing it.
  if (await isUnknownCity(deps, cityRef)) return { ok: false, problem: 'unknownCity' };
  const directory = deliveryDirectory(deps);
  // Nova Poshta weighs in tenths of a kilogram, at least 0.1.
  const billedWeight = Math.max(0.1, Math.ceil(weightKg * 10) / 10);
  const quote = await directory.price({ senderCityRef: deps.config.NOVA_POSHTA_SENDER_CITY_REF, recipientCityRef: cityRef, kind, weightKg: billedWeight, declaredValue });
  if (quote.status === 'unknownCity') return { ok: false, problem: 'unknownCity' };
  return { ok: true, cost: quote.status === 'quoted' ? quote.cost : null, source: directory.source };
}

export type DeliveryPriceResult =
  | { ok: true; price: DeliveryPriceView }
  | { ok: false; problem: 'unknownCity' | 'lockerWeight' | 'lockerValue' };

/** The price of one parcel as the delivery API answers it: UAH decimal text, or null with "at the carrier's rates". */
export async function deliveryPrice(
  deps: DeliveryDeps,
  { cityRef, kind, weightKg, declaredValue, locale }: { cityRef: string; kind: DeliveryKind; weightKg: number; declaredValue: number; locale: Locale },
): Promise<DeliveryPriceResult> {
  const quote = await deliveryQuote(deps, { cityRef, kind, weightKg, declaredValue });
  if (!quote.ok) return quote;
  return {
    ok: true,
    price: {
      cost: quote.cost === null ? null : minorToDecimal(quote.cost),
      currency: 'UAH',
      kind,
      source: quote.source,
      note: quote.cost === null ? translator(locale)('delivery.carrierRates') : null,
    },
  };
}
