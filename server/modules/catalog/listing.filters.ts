import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { readThrough } from '../../db/read-cache.ts';
import { attributeTranslations, attributeValueTranslations, attributeValues, attributes } from '../../db/schema/catalog.ts';
import type { AttributeType, ListingFilters } from '../../../common/catalog.ts';
import type { Locale } from '../../../common/locales.ts';

export interface FilterValue {
  id: number;
  slug: string;
  name: string;
  /** Swatch of a colour value. */
  hex: string | null;
}

export interface FilterAttribute {
  id: number;
  code: string;
  name: string;
  type: AttributeType;
  values: FilterValue[];
}

/** The filters that name real attributes and values, with their rows. */
export interface ResolvedFilters {
  attributes: { attribute: FilterAttribute; values: FilterValue[] }[];
  priceMin: number | null;
  priceMax: number | null;
  inStock: boolean;
}

/** Every filterable attribute with its values, named in the locale; reused like other shop-wide data. */
export function listFilterAttributes(db: Database, { locale }: { locale: Locale }): Promise<FilterAttribute[]> {
  return readThrough(db, `filter-attributes:${locale}`, () => loadFilterAttributes(db, locale));
}

async function loadFilterAttributes(db: Database, locale: Locale): Promise<FilterAttribute[]> {
  const rows = await db
    .select({
      attributeId: attributes.id,
      code: attributes.code,
      type: attributes.type,
      attributeName: attributeTranslations.name,
      valueId: attributeValues.id,
      slug: attributeValues.slug,
      hex: attributeValues.hex,
      valueName: attributeValueTranslations.name,
    })
    .from(attributes)
    .innerJoin(attributeTranslations, and(eq(attributeTranslations.attributeId, attributes.id), eq(attributeTranslations.locale, locale)))
    .innerJoin(attributeValues, eq(attributeValues.attributeId, attributes.id))
    .innerJoin(attributeValueTranslations, and(eq(attributeValueTranslations.valueId, attributeValues.id), eq(attributeValueTranslations.locale, locale)))
    .where(eq(attributes.isFilterable, true))
    .orderBy(asc(attributes.position), asc(attributes.id), asc(attributeValues.position), asc(attributeValues.id));
  const byId = new Map<number, FilterAttribute>();
  for (const row of rows) {
    let attribute = byId.get(row.attributeId);
    if (!attribute) {
      attribute = { id: row.attributeId, code: row.code, name: row.attributeName, type: row.type, values: [] };
      byId.set(row.attributeId, attribute);
    }
    attribute.values.push({ id: row.valueId, slug: row.slug, name: row.valueName, hex: row.hex });
  }
  return [...byId.values()];
}

/** Keeps the filters that name known attributes and values (old links keep working); orders a reversed price range. */
export function resolveFilters(dictionary: FilterAttribute[], filters: ListingFilters): ResolvedFilters {
  const chosen = dictionary.flatMap((attribute) => {
    const slugs = new Set(filters.attributes[attribute.code] ?? []);
    const values = attribute.values.filter((value) => slugs.has(value.slug));
    return values.length > 0 ? [{ attribute, values }] : [];
  });
  const { priceMin, priceMax } = filters;
  const reversed = priceMin !== null && priceMax !== null && priceMin > priceMax;
  return {
    attributes: chosen,
    priceMin: reversed ? priceMax : priceMin,
    priceMax: reversed ? priceMin : priceMax,
    inStock: filters.inStock,
  };
}

/** The resolved filters in the shape of the request, for links and the panel. */
export function appliedFilters(resolved: ResolvedFilters): ListingFilters {
  return {
    attributes: Object.fromEntries(resolved.attributes.map(({ attribute, values }) => [attribute.code, values.map((value) => value.slug)])),
    priceMin: resolved.priceMin,
    priceMax: resolved.priceMax,
    inStock: resolved.inStock,
  };
}
