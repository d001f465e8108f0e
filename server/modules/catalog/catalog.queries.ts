import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  categories,
  categoryTranslations,
  productImages,
  productOptions,
  productTranslations,
  products,
} from '../../db/schema/catalog.ts';
import { paths } from '../../db/schema/paths.ts';
import type { Locale } from '../../../common/locales.ts';
import type { CategoryLinkView } from '../../../common/catalog.ts';

export const productCardColumns = {
  id: products.id,
  name: productTranslations.name,
  path: paths.path,
  price: products.price,
  oldPrice: products.oldPrice,
  specialPrice: products.specialPrice,
};

/** Joins a product query to its name in the locale and to its public path. */
export function joinCardBasics(locale: Locale) {
  return {
    translation: and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, locale)),
    path: and(eq(paths.kind, 'product'), eq(paths.entityId, products.id)),
  };
}

/** Card rows: active or not, every product joined to its name in the locale and its path; add where/order. */
export function selectProductCards(db: Database, locale: Locale) {
  const join = joinCardBasics(locale);
  return db.select(productCardColumns).from(products).innerJoin(productTranslations, join.translation).innerJoin(paths, join.path);
}

/**
 * First image, stock and colour and option counts of each product as columns of the card query
 * itself (correlated subqueries on the products' own indexed rows), so a page of cards is one query.
 */
export const cardExtraColumns = {
  image: sql<string | null>`(select ${productImages.path} from ${productImages} where ${productImages.productId} = ${products.id} order by ${productImages.position}, ${productImages.id} limit 1)`,
  optionSummary: sql<{ stock: number; colors: number; options: number }>`(select json_build_object('stock', coalesce(sum(${productOptions.stock}), 0), 'colors', count(distinct ${productOptions.colorValueId}), 'options', count(*)) from ${productOptions} where ${productOptions.productId} = ${products.id})`,
};

/** Card rows with their extras: active or not, joined to the name in the locale and the path; add where/order. */
export function selectProductCardsWithExtras(db: Database, locale: Locale) {
  const join = joinCardBasics(locale);
  return db
    .select({ ...productCardColumns, ...cardExtraColumns })
    .from(products)
    .innerJoin(productTranslations, join.translation)
    .innerJoin(paths, join.path);
}

/** First image, stock and colour count of each product, in two indexed queries. */
export async function cardExtras(db: Database, productIds: number[]) {
  if (productIds.length === 0) return new Map<number, { image: string | null; inStock: boolean; colors: number; options: number }>();
  const [images, options] = await Promise.all([
    db
      .selectDistinctOn([productImages.productId], { productId: productImages.productId, path: productImages.path })
      .from(productImages)
      .where(inArray(productImages.productId, productIds))
      .orderBy(productImages.productId, asc(productImages.position), asc(productImages.id)),
    db
      .select({
        productId: productOptions.productId,
        stock: sql<number>`coalesce(sum(${productOptions.stock}), 0)::int`,
        colors: sql<number>`count(distinct ${productOptions.colorValueId})::int`,
        options: sql<number>`count(*)::int`,
      })
      .from(productOptions)
      .where(inArray(productOptions.productId, productIds))
      .groupBy(productOptions.productId),
  ]);
  const imageOf = new Map(images.map((row) => [row.productId, row.path]));
  const optionsOf = new Map(options.map((row) => [row.productId, row]));
  return new Map(
    productIds.map((id) => [
      id,
      {
        image: imageOf.get(id) ?? null,
        inStock: (optionsOf.get(id)?.stock ?? 0) > 0,
        colors: optionsOf.get(id)?.colors ?? 0,
        options: optionsOf.get(id)?.options ?? 0,
      },
    ]),
  );
}

export function categoryColumns() {
  return {
    id: categories.id,
    parentId: categories.parentId,
    name: categoryTranslations.name,
    path: categories.slug,
    image: categories.image,
  };
}

/** A category row from `categoryColumns()` as the pages link to it. */
export function toCategoryLink(row: { id: number; name: string; path: string; image: string | null }): CategoryLinkView {
  return { id: row.id, name: row.name, path: `/${row.path}`, image: row.image };
}

export function joinCategoryTranslation(locale: Locale) {
  return and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.locale, locale));
}
