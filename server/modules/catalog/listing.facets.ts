import type { FacetView } from '../../../common/catalog.ts';
import type { FilterAttribute, ResolvedFilters } from './listing.filters.ts';

export interface ListingStats {
  /** Products matching every active filter. */
  total: number;
  /** Effective price range in whole hryvnias under the other filters; null when nothing matches them. */
  price: { min: number; max: number } | null;
  /** Products in stock under the other filters. */
  inStock: number;
}

/** The filterable attributes present in the listing, in catalogue order, with their counted values. */
export function toFacets(rows: { valueId: number; count: number }[], dictionary: FilterAttribute[], resolved: ResolvedFilters): FacetView[] {
  const countOf = new Map(rows.map((row) => [row.valueId, row.count]));
  const selected = new Set(resolved.attributes.flatMap(({ values }) => values.map((value) => value.id)));
  return dictionary.flatMap((attribute) => {
    const values = attribute.values.flatMap((value) => {
      const count = countOf.get(value.id);
      return count === undefined ? [] : [{ slug: value.slug, name: value.name, hex: value.hex, count, selected: selected.has(value.id) }];
    });
    return values.length > 0 ? [{ code: attribute.code, name: attribute.name, type: attribute.type, values }] : [];
  });
}

/** The stats row with its price range turned from kopiyky into whole hryvnias that include it. */
export function toStats(row: { total: number; minPrice: number | null; maxPrice: number | null; inStock: number } | undefined): ListingStats {
  const min = row?.minPrice ?? null;
  const max = row?.maxPrice ?? null;
  return {
    total: row?.total ?? 0,
    price: min === null || max === null ? null : { min: Math.floor(min / 100), max: Math.ceil(max / 100) },
    inStock: row?.inStock ?? 0,
  };
}
