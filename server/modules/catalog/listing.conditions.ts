import { and, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { productAttributeValues, productOptions, products } from '../../db/schema/catalog.ts';
import type { ResolvedFilters } from './listing.filters.ts';

/** The price a shopper pays: the special price when set (cart-money.ts's `unitPrice`, in SQL for filters and sorting). Kopiyky. */
export const effectivePrice = sql<number>`coalesce(${products.specialPrice}, ${products.price})`;

/** The product has at least one of the values (served by the (product_id, value_id) key). */
export function hasAnyValue(valueIds: number[]): SQL {
  return sql`exists (select 1 from ${productAttributeValues} where ${productAttributeValues.productId} = ${products.id} and ${inArray(productAttributeValues.valueId, valueIds)})`;
}

/**
 * Some option of the product is in stock. A scalar subquery rather than EXISTS: PostgreSQL may
 * answer an EXISTS by hashing every option in stock across the shop (no index finds "stock > 0"),
 * while this form always looks up the product's own options by their index.
 */
export const inStockCondition = sql`(select 1 from ${productOptions} where ${productOptions.productId} = ${products.id} and ${productOptions.stock} > 0 limit 1) is not null`;

/** What the filters test, as expressions over the rows at hand. */
export interface FilterTerms {
  price: SQL;
  inStock: SQL;
  /** Whether the product has a chosen value of the filter's `index`-th attribute. */
  matches: (index: number) => SQL;
}

/** The terms on `products` itself. */
export function productTerms(resolved: ResolvedFilters): FilterTerms {
  return { price: effectivePrice, inStock: inStockCondition, matches: (index) => hasAnyValue(resolved.attributes[index]!.values.map((value) => value.id)) };
}

/**
 * The active filters as one condition, leaving out one of them when faceting: a facet's counts
 * follow every other filter but not its own.
 */
export function filterCondition(
  resolved: ResolvedFilters,
  terms: FilterTerms,
  except: { attributeIndex?: number; price?: boolean; inStock?: boolean } = {},
): SQL {
  const parts = resolved.attributes.flatMap((_, index) => (index === except.attributeIndex ? [] : [terms.matches(index)]));
  if (!except.price) {
    if (resolved.priceMin !== null) parts.push(gte(terms.price, resolved.priceMin * 100));
    if (resolved.priceMax !== null) parts.push(lte(terms.price, resolved.priceMax * 100));
  }
  if (!except.inStock && resolved.inStock) parts.push(terms.inStock);
  return and(...parts) ?? sql`true`;
}
