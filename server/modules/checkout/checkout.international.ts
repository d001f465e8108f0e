import type { InternationalDeliveryMethod } from '../../../common/checkout.ts';
import { countryZones, type TariffZone } from '../../../common/countries.ts';

/** The first kilogram and each further one, in kopiyky, by method and zone (the carriers' 2026 retail tariffs, rounded up). */
const tariffs: Record<InternationalDeliveryMethod, Record<TariffZone, { firstKg: number; nextKg: number }>> = {
  intl_standard: {
    1: { firstKg: 450_00, nextKg: 90_00 },
    2: { firstKg: 650_00, nextKg: 140_00 },
    3: { firstKg: 900_00, nextKg: 260_00 },
    4: { firstKg: 1000_00, nextKg: 320_00 },
  },
  intl_express: {
    1: { firstKg: 900_00, nextKg: 150_00 },
    2: { firstKg: 1300_00, nextKg: 230_00 },
    3: { firstKg: 2200_00, nextKg: 450_00 },
    4: { firstKg: 2600_00, nextKg: 520_00 },
  },
};

/** The price in kopiyky of a parcel of this weight to the country, by its zone; null for a country we do not ship to. */
export function internationalDeliveryCost(method: InternationalDeliveryMethod, { country, weightKg }: { country: string; weightKg: number }): number | null {
  const zone = countryZones[country];
  if (!zone) return null;
  const { firstKg, nextKg } = tariffs[method][zone];
  return firstKg + nextKg * Math.max(0, Math.ceil(weightKg) - 1);
}
