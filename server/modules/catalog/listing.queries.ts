import { and, asc, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { categories, categoryTranslations, productAttributeValues, products, productTranslations } from '../../db/schema/catalog.ts';
import type { Locale } from '../../../common/locales.ts';
import { cardExtraColumns, categoryColumns, joinCardBasics, joinCategoryTranslation, productCardColumns } from './catalog.queries.ts';
import { paths } from '../../db/schema/paths.ts';
import type { ListingSort } from '../../../common/catalog.ts';
import type { ResolvedFilters } from './listing.filters.ts';
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

/**
 * One page of card rows (with their extras) under every filter, in the chosen order (ties by id,
 * so pages never overlap). The page is chosen on `products` alone, where the per-category sort
 * indexes of migration 0018 serve it; only its rows are then joined to names, paths and extras.
 */
export function listingPageQuery(
  db: Database,
  { base, resolved, locale, sort, limit, offset }: { base: SQL; resolved: ResolvedFilters; locale: Locale; sort: ListingSort; limit: number; offset: number },
) {
  const page = db
    .select({ pageId: products.id })
    .from(products)
    .where(and(base, filterCondition(resolved, productTerms(resolved))))
    .orderBy(...orderings[sort])
    .limit(limit)
    .offset(offset)
    .as('page');
  const join = joinCardBasics(locale);
  return db
    .select({ ...productCardColumns, ...cardExtraColumns })
    .from(page)
    .innerJoin(products, eq(products.id, page.pageId))
    .innerJoin(productTranslations, join.translation)
    .innerJoin(paths, join.path)
    .orderBy(...orderings[sort]);
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
  return sql`${listedProducts(resolved, base)} ${statsOfListed(resolved)}`;
}

function statsOfListed(resolved: ResolvedFilters): SQL {
  const all = filterCondition(resolved, listedTerms);
  const forPrice = filterCondition(resolved, listedTerms, { price: true });
  const forStock = filterCondition(resolved, listedTerms, { inStock: true });
  return sql`select count(*) filter (where ${all})::int as "total",
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
  return sql`${listedProducts(resolved, base)} ${facetsOfListed(resolved)}`;
}

function facetsOfListed(resolved: ResolvedFilters): SQL {
  const facet = alias(productAttributeValues, 'facet');
  const others = and(
    filterCondition({ ...resolved, attributes: [] }, listedTerms),
    ...resolved.attributes.map(({ attribute }, index) =>
      or(inArray(facet.valueId, attribute.values.map((value) => value.id)), listedTerms.matches(index)),
    ),
  )!;
  return sql`select ${facet.valueId} as "valueId", count(*) filter (where ${others})::int as "count"
    from listed join ${productAttributeValues} as ${sql.identifier('facet')} on ${facet.productId} = listed.id
    group by ${facet.valueId}`;
}

/**
 * Counts a listing once (total, price range, in-stock count and facets, as the two queries above)
 * and stores the result for its category and filters at the catalogue version it was read at, so
 * later requests read one row instead of counting (`listing_summaries`, migration 0018). A summary
 * read before a change committed carries the older version and is simply not used again.
 */
export function listingSummaryQuery({ base, resolved, categoryId, filterKey, version }: { base: SQL; resolved: ResolvedFilters; categoryId: number; filterKey: string; version: number }): SQL {
  return sql`${listedProducts(resolved, base)},
    stats as (${statsOfListed(resolved)}),
    facets as (${facetsOfListed(resolved)}),
    summary as (
      select ${categoryId}::int as category_id, ${filterKey}::text as filter_key, ${version}::bigint as version,
        stats."total", stats."minPrice", stats."maxPrice", stats."inStock",
        coalesce((select jsonb_agg(jsonb_build_array(facets."valueId", facets."count")) from facets), '[]'::jsonb) as facets
      from stats),
    stored as (
      insert into listing_summaries (category_id, filter_key, version, total, min_price, max_price, in_stock, facets)
      select * from summary
      on conflict (category_id, filter_key) do update set version = excluded.version, total = excluded.total, min_price = excluded.min_price,
        max_price = excluded.max_price, in_stock = excluded.in_stock, facets = excluded.facets
      where listing_summaries.version < excluded.version)
    select "total", "minPrice", "maxPrice", "inStock", facets from summary`;
}

export interface ListingSummaryRow extends StatsRow {
  /** [value id, count] pairs. */
  facets: [number, number][];
}

export interface CategoryBundleRow {
  id: number;
  lineage: string;
  path: string;
  name: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
  trail: { id: number; name: string; path: string; image: string | null }[];
  subtree: { id: number; parentId: number | null; name: string; path: string; image: string | null }[];
  version: number;
  summary: ListingSummaryRow | null;
}

/**
 * The category with its trail, its active subtree (menu order) and, when one was stored at the
 * current catalogue version, the summary of the listing under `filterKey`: one query.
 */
export function categoryBundleQuery({ categoryId, locale, filterKey }: { categoryId: number; locale: Locale; filterKey: string }): SQL {
  return sql`
    select c.id, c.lineage, c.slug as path, ct.name, ct.description, ct.meta_title as "metaTitle", ct.meta_description as "metaDescription",
      (select coalesce(json_agg(json_build_object('id', t.id, 'name', tt.name, 'path', t.slug, 'image', t.image)), '[]')
        from categories t join category_translations tt on tt.category_id = t.id and tt.locale = ${locale}
        where t.id = any(string_to_array(rtrim(c.lineage, '/'), '/')::int[])) as trail,
      (select coalesce(json_agg(json_build_object('id', s.id, 'parentId', s.parent_id, 'name', st.name, 'path', s.slug, 'image', s.image)
          order by s.position, s.id), '[]')
        from categories s join category_translations st on st.category_id = s.id and st.locale = ${locale}
        where s.lineage like c.lineage || '%' and s.is_active) as subtree,
      v.version::int as version,
      (select json_build_object('total', ls.total, 'minPrice', ls.min_price, 'maxPrice', ls.max_price, 'inStock', ls.in_stock, 'facets', ls.facets)
        from listing_summaries ls where ls.category_id = c.id and ls.filter_key = ${filterKey} and ls.version = v.version) as summary
    from categories c
    join category_translations ct on ct.category_id = c.id and ct.locale = ${locale}
    cross join catalog_version v
    where c.id = ${categoryId} and c.is_active`;
}
