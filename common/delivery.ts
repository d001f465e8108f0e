// zod/mini: the checkout's delivery step imports these schemas too.
import { z } from 'zod/mini';
import { singleLine } from './text.ts';
import { langField } from './validation.ts';

/** The spec's city hint: the lookup starts at 3 letters. */
export const cityQueryMinLetters = 3;
export const deliveryLimits = {
  query: { max: 100 },
  cityResults: { default: 10, max: 50 },
  warehouseResults: { default: 100, max: 500 },
  // The weight and value messages name these numbers in each language's digits.
  weightKg: { max: 1000 },
  declaredValueUah: { max: 1_000_000 },
} as const;

/** Parcel lockers take parcels up to 20 kg declared at up to 10 000 UAH (Nova Poshta's rules). */
export const lockerLimits = { weightKg: 20, declaredValueUah: 10_000 } as const;

export const warehouseKinds = ['branch', 'locker'] as const;
export const deliveryKinds = ['branch', 'locker', 'courier'] as const;

/** Letters typed, not characters: "12 -" does not start a lookup. */
export const countLetters = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;

// Nova Poshta's Refs are UUIDs; anything else cannot name a city or a settlement.
const refField = z.string({ message: 'delivery.validation.chooseCity' }).check(
  z.trim(),
  z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'delivery.validation.chooseCity'),
);

const limitField = (max: number) => z.optional(z.int({ message: 'delivery.validation.limit' }).check(z.gte(1, 'delivery.validation.limit'), z.lte(max, 'delivery.validation.limit')));

/** A number, or decimal text with a dot or a comma ("1299.50", "1299,5"); null when it is neither. */
function decimalInput(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !/^\s*\d{1,9}([.,]\d{1,3})?\s*$/.test(value)) return null;
  return Number(value.trim().replace(',', '.'));
}

const weightKg = (value: unknown) => {
  const kg = decimalInput(value);
  return kg !== null && kg > 0 && kg <= deliveryLimits.weightKg.max ? kg : null;
};

const declaredValueKopiyky = (value: unknown) => {
  const uah = decimalInput(value);
  return uah !== null && uah >= 0 && uah <= deliveryLimits.declaredValueUah.max ? Math.round(uah * 100) : null;
};

export const citySearchSchema = z.object({
  lang: langField,
  query: z
    .string({ message: 'delivery.validation.cityQuery' })
    .check(
      singleLine,
      z.trim(),
      z.maxLength(deliveryLimits.query.max, 'delivery.validation.queryTooLong'),
      z.refine((query) => countLetters(query) >= cityQueryMinLetters, 'delivery.validation.cityQuery'),
    ),
  limit: limitField(deliveryLimits.cityResults.max),
});

export const warehouseListSchema = z.object({
  lang: langField,
  settlement_ref: refField,
  kind: z.enum(warehouseKinds, { message: 'delivery.validation.warehouseKind' }),
  query: z.optional(z.string({ message: 'delivery.validation.queryTooLong' }).check(singleLine, z.trim(), z.maxLength(deliveryLimits.query.max, 'delivery.validation.queryTooLong'))),
  limit: limitField(deliveryLimits.warehouseResults.max),
});

export const deliveryPriceSchema = z.object({
  lang: langField,
  city_ref: refField,
  kind: z.enum(deliveryKinds, { message: 'delivery.validation.deliveryKind' }),
  /** Kilograms, as a number or decimal text. */
  weight: z.pipe(
    z.custom<number | string>((value) => weightKg(value) !== null, { message: 'delivery.validation.weight' }),
    z.transform((value) => weightKg(value)!),
  ),
  /** UAH as a number or decimal text; kopiyky after parsing. */
  declared_value: z.pipe(
    z.custom<number | string>((value) => declaredValueKopiyky(value) !== null, { message: 'delivery.validation.declaredValue' }),
    z.transform((value) => declaredValueKopiyky(value)!),
  ),
});

/** The {min}/{max} the delivery messages name, by field. */
export function deliveryMessageVars(route: 'cities' | 'warehouses' | 'price') {
  return (field: string): Record<string, string | number> => {
    if (field === 'query') return { min: cityQueryMinLetters, max: deliveryLimits.query.max };
    if (field === 'limit') return { max: route === 'cities' ? deliveryLimits.cityResults.max : deliveryLimits.warehouseResults.max };
    return {};
  };
}

/** How a parcel reaches the shopper: a Nova Poshta branch, a parcel locker, or a courier to the door. */
export type DeliveryKind = (typeof deliveryKinds)[number];
export type WarehouseKind = (typeof warehouseKinds)[number];

export interface DeliveryCityView {
  /** The settlement Ref: what `warehouses` takes. */
  ref: string;
  /** The city Ref: what `price` takes (and what an order keeps with `ref`). */
  city_ref: string;
  name: string;
  /** "м." / "city", "смт" / "urban-type settlement", … */
  type: string;
  area: string;
  region: string | null;
  /** One line for the list: "м. Київ, Київська область" / "Kyiv, Kyiv Oblast". */
  label: string;
  warehouses: number;
}

export interface DeliveryWarehouseView {
  ref: string;
  number: string;
  name: string;
  address: string;
  kind: WarehouseKind;
  max_weight_kg: number | null;
}

export interface DeliveryPriceView {
  /** UAH decimal text; null means "at the carrier's rates" (see `note`). */
  cost: string | null;
  currency: 'UAH';
  kind: DeliveryKind;
  source: 'nova_poshta' | 'builtin';
  note: string | null;
}
