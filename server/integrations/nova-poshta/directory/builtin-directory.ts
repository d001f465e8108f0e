import type { NovaPoshtaDirectory, PriceQuote, Settlement, SettlementWarehouses, Warehouse } from '../nova-poshta.types.ts';
import { prefixRank, searchKey } from '../name-search.ts';
import { cities, type CityData } from './cities.ts';
import { stableNumber, stableRef } from './stable-ref.ts';
import { tariffCost } from './tariff.ts';

/** Nova Poshta's real city Ref of Kyiv, so the default sender city means Kyiv in both directories. */
export const kyivCityRef = '8d5a980d-391c-11dd-90d9-001a92567626';

/** The first cargo branch of a city takes up to 1000 kg, other branches 30 kg, lockers 20 kg. */
const maxWeightKg = { cargoBranch: 1000, branch: 30, locker: 20 } as const;
const searchLimit = 50;

interface BuiltinCity {
  settlement: Settlement;
  warehouses: SettlementWarehouses;
  /** Search keys of the Ukrainian and English names and the aliases. */
  names: string[];
}

// Larger cities have more branches and lockers.
function warehouseCounts(rank: number): { branches: number; lockers: number } {
  if (rank < 6) return { branches: 10, lockers: 8 };
  if (rank < 25) return { branches: 6, lockers: 5 };
  return { branches: 3, lockers: 3 };
}

function address(city: CityData, streetIndex: number, seed: string): string {
  const street = city.streets[streetIndex % city.streets.length];
  return `${street}, ${1 + stableNumber(seed, 140)}`;
}

function buildCity(city: CityData, rank: number): BuiltinCity {
  const id = `${city.uk}:${city.area}`;
  const counts = warehouseCounts(rank);
  const branches: Warehouse[] = Array.from({ length: counts.branches }, (_, i) => ({
    ref: stableRef(`${id}:branch:${i + 1}`),
    number: String(i + 1),
    kind: 'branch',
    address: address(city, i, `${id}:branch:${i + 1}`),
    maxWeightKg: i === 0 ? maxWeightKg.cargoBranch : maxWeightKg.branch,
  }));
  // Real lockers carry four- and five-digit numbers, not a count from one.
  const firstLocker = 10_000 + stableNumber(id, 80_000);
  const lockers: Warehouse[] = Array.from({ length: counts.lockers }, (_, i) => ({
    ref: stableRef(`${id}:locker:${i + 1}`),
    number: String(firstLocker + i * 7),
    kind: 'locker',
    address: address(city, i * 3 + 1, `${id}:locker:${i + 1}`),
    maxWeightKg: maxWeightKg.locker,
  }));
  return {
    settlement: {
      ref: stableRef(`${id}:settlement`),
      cityRef: city.uk === 'Київ' ? kyivCityRef : stableRef(`${id}:city`),
      name: city.uk,
      typeCode: 'м.',
      area: city.area,
      region: '',
      warehouses: branches.length + lockers.length,
    },
    warehouses: { branches, lockers },
    names: [city.uk, city.en, ...(city.aliases ?? [])].map(searchKey),
  };
}

let builtCities: BuiltinCity[] | undefined;
const allCities = () => (builtCities ??= cities.map(buildCity));

function bestRank(names: string[], query: string): number | null {
  const ranks = names.map((name) => prefixRank(name, query)).filter((rank) => rank !== null);
  return ranks.length ? Math.min(...ranks) : null;
}

/**
 * The directory served when the shop has no Nova Poshta key: the largest cities with invented
 * branches and lockers, and prices by the tariff in tariff.ts. Everything is computed from the
 * data, so every process answers the same Refs.
 */
export function createBuiltinDirectory(): NovaPoshtaDirectory {
  return {
    source: 'builtin',
    async searchSettlements(query) {
      const key = searchKey(query);
      if (!key) return [];
      return allCities()
        .map((city, order) => ({ city, order, rank: bestRank(city.names, key) }))
        .filter((hit) => hit.rank !== null)
        .sort((a, b) => a.rank! - b.rank! || a.order - b.order)
        .slice(0, searchLimit)
        .map((hit) => hit.city.settlement);
    },
    async warehouses(settlementRef) {
      const city = allCities().find((candidate) => candidate.settlement.ref === settlementRef.toLowerCase());
      return city ? { ...city.warehouses, cityRef: city.settlement.cityRef } : null;
    },
    async city(cityRef) {
      const settlement = allCities().find((candidate) => candidate.settlement.cityRef === cityRef.toLowerCase())?.settlement;
      return settlement ? { cityRef: settlement.cityRef, name: settlement.name, typeCode: settlement.typeCode, area: settlement.area, region: settlement.region } : null;
    },
    async price({ senderCityRef, recipientCityRef, kind, weightKg, declaredValue }): Promise<PriceQuote> {
      if (!allCities().some((city) => city.settlement.cityRef === recipientCityRef)) return { status: 'unknownCity' };
      return { status: 'quoted', cost: tariffCost({ kind, weightKg, declaredValue, sameCity: senderCityRef === recipientCityRef }) };
    },
  };
}

/** The built-in cities, for tests and for mapping Latin names to Ukrainian ones. */
export function builtinSettlements(): Settlement[] {
  return allCities().map((city) => city.settlement);
}
