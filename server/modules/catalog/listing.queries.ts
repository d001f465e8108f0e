import { and, asc, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { categories, categoryTranslations, productAttributeValues, products } from '../../db/schema/catalog.ts';
import type { Locale } from '../../../common/locales.ts';
import { categoryColumns, joinCategoryTranslation, selectProductCards } from './catalog.queries.ts';
import type { ListingSort, ResolvedFilters } from './listing.filters.ts';
import { effectivePrice, filterCondition, productTerms, type FilterTerms } from './listing.conditions.ts';

/** A category and its active descendants, in menu order; the lineage prefix is served by its index. */
export function subtreeQuery(db: Database, { lineage, locale }: { lineage: string; locale: Locale }) {
  // A lineage is digits and slashes, so it is safe as a LIKE prefix.
  return db
    .select(categoryColumns())
    .from(categories)
    .innerJoin(categoryTranslations, joinCategoryTranslation(locale))
    .where(and(like(categories.lineage, `${lineage}%`), eq(categories.isActive, true)))
    .orderBy(asc(categories.position), asc(categories.id));
}

/** The active products of the given categories: what every listing query starts from. */
export function listingBase(categoryIds: number[]): SQL {
  return and(inArray(products.categoryId, categoryIds), eq(products.isActive, true))!;
}

const orderings: Record<ListingSort, SQL[]> = {
  popular: [desc(products.popularity), asc(products.id)],
  newest: [desc(products.createdAt), asc(products.id)],
  'price-asc': [asc(effectivePrice), asc(products.id)],
  'price-desc': [desc(effectivePrice), asc(products.id)],
};

/** One page of card rows under every filter, in the chosen order (ties by id, so pages never overlap). */
export function listingPageQuery(
  db: Database,
  { base, resolved, locale, sort, limit, offset }: { base: SQL; resolved: ResolvedFilters; locale: Locale; sort: ListingSort; limit: number; offset: number },
) {
  return selectProductCards(db, locale)
    .where(and(base, filterCondition(resolved, productTerms(resolved))))
    .orderBy(...orderings[sort])
    .limit(limit)
    .offset(offset);
}

/**
 * The listed products with what each filter says of them, as a CTE computed once per product:
 * MATERIALIZED keeps PostgreSQL from inlining the checks into every facet row, where it would
 * rather hash them over the whole catalogue than probe the indexes product by product.
 */
function listedProducts(resolved: ResolvedFilters, base: SQL): SQL {
  const terms = productTerms(resolved);
  const columns = [
    sql`${products.id} as id`,
    sql`${terms.price} as price`,
    sql`${terms.inStock} as in_stock`,
    ...resolved.attributes.map((_, index) => sql`${terms.matches(index)} as ${sql.identifier(`matches_${index}`)}`),
  ];
  return sql`with listed as materialized (select ${sql.join(columns, sql`, `)} from ${products} where ${base})`;
}

const listedTerms: FilterTerms = {
  price: sql`listed.price`,
  inStock: sql`listed.in_stock`,
  matches: (index) => sql`listed.${sql.identifier(`matches_${index}`)}`,
};

export interface StatsRow {
  total: number;
  minPrice: number | null;
  maxPrice: number | null;
  inStock: number;
}

/** Total, price range (without the price filter) and in-stock count (without the stock filter), in one pass. */
export function listingStatsQuery({ base, resolved }: { base: SQL; resolved: ResolvedFilters }): SQL {
  const all = filterCondition(resolved, listedTerms);
  const forPrice = filterCondition(resolved, listedTerms, { price: true });
  const forStock = filterCondition(resolved, listedTerms, { inStock: true });
  return sql`${listedProducts(resolved, base)}
    select count(*) filter (where ${all})::int as "total",
      (min(listed.price) filter (where ${forPrice}))::int as "minPrice",
      (max(listed.price) filter (where ${forPrice}))::int as "maxPrice",
      count(*) filter (where ${forStock} and listed.in_stock)::int as "inStock"
    from listed`;
}

export interface FacetRow {
  valueId: number;
  count: number;
}

/**
 * Every attribute value present among the listed products with its count under the other
 * filters: a row of value v counts when its product passes every filter except the one on v's
 * own attribute (standard faceting, so choosing a size never hides the other sizes).
 */
export function listingFacetsQuery({ base, resolved }: { base: SQL; resolved: ResolvedFilters }): SQL {
  const facet = alias(productAttributeValues, 'facet');
  const others = and(
    filterCondition({ ...resolved, attributes: [] }, listedTerms),
    ...resolved.attributes.map(({ attribute }, index) =>
      or(inArray(facet.valueId, attribute.values.map((value) => value.id)), listedTerms.matches(index)),
    ),
  )!;
  return sql`${listedProducts(resolved, base)}
    select ${facet.valueId} as "valueId", count(*) filter (where ${others})::int as "count"
    from listed join ${productAttributeValues} as ${sql.identifier('facet')} on ${facet.productId} = listed.id
    group by ${facet.valueId}`;
}
