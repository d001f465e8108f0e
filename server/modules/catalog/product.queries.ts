import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  attributes,
  attributeTranslations,
  attributeValues,
  attributeValueTranslations,
  productAttributeValues,
  productImages,
  productOptions,
  products,
  productTranslations,
  relatedProducts,
} from '../../db/schema/catalog.ts';
import { paths } from '../../db/schema/paths.ts';
import type { Locale } from '../../../common/locales.ts';
import { joinCardBasics, productCardColumns } from './catalog.queries.ts';

/** How many related products the page shows. */
const relatedLimit = 8;

export function loadImages(db: Database, productId: number) {
  return db
    .select({ path: productImages.path, width: productImages.width, height: productImages.height, colorValueId: productImages.colorValueId })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
}

/** Every option with its size and colour values named in the locale; one query. */
export function loadOptions(db: Database, { productId, locale }: { productId: number; locale: Locale }) {
  const size = alias(attributeValues, 'size_value');
  const sizeName = alias(attributeValueTranslations, 'size_name');
  const color = alias(attributeValues, 'color_value');
  const colorName = alias(attributeValueTranslations, 'color_name');
  return db
    .select({
      id: productOptions.id,
      price: productOptions.price,
      oldPrice: productOptions.oldPrice,
      specialPrice: productOptions.specialPrice,
      stock: productOptions.stock,
      sizeId: size.id,
      sizeSlug: size.slug,
      sizeName: sizeName.name,
      sizePosition: size.position,
      colorId: color.id,
      colorSlug: color.slug,
      colorName: colorName.name,
      colorHex: color.hex,
      colorPosition: color.position,
    })
    .from(productOptions)
    .leftJoin(size, eq(size.id, productOptions.sizeValueId))
    .leftJoin(sizeName, and(eq(sizeName.valueId, size.id), eq(sizeName.locale, locale)))
    .leftJoin(color, eq(color.id, productOptions.colorValueId))
    .leftJoin(colorName, and(eq(colorName.valueId, color.id), eq(colorName.locale, locale)))
    .where(eq(productOptions.productId, productId))
    .orderBy(asc(productOptions.position), asc(productOptions.id));
}

/** The product's attribute values with attribute and value names in the locale, in catalogue order. */
export function loadAttributes(db: Database, { productId, locale }: { productId: number; locale: Locale }) {
  return db
    .select({ code: attributes.code, name: attributeTranslations.name, value: attributeValueTranslations.name })
    .from(productAttributeValues)
    .innerJoin(attributeValues, eq(attributeValues.id, productAttributeValues.valueId))
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .innerJoin(attributeTranslations, and(eq(attributeTranslations.attributeId, attributes.id), eq(attributeTranslations.locale, locale)))
    .innerJoin(attributeValueTranslations, and(eq(attributeValueTranslations.valueId, attributeValues.id), eq(attributeValueTranslations.locale, locale)))
    .where(eq(productAttributeValues.productId, productId))
    .orderBy(asc(attributes.position), asc(attributes.id), asc(attributeValues.position), asc(attributeValues.id));
}

/** Card rows of the active related products, in the shop's order. */
export function loadRelatedRows(db: Database, { productId, locale }: { productId: number; locale: Locale }) {
  const join = joinCardBasics(locale);
  return db
    .select(productCardColumns)
    .from(relatedProducts)
    .innerJoin(products, eq(products.id, relatedProducts.relatedId))
    .innerJoin(productTranslations, join.translation)
    .innerJoin(paths, join.path)
    .where(and(eq(relatedProducts.productId, productId), eq(products.isActive, true)))
    .orderBy(asc(relatedProducts.position), asc(products.id))
    .limit(relatedLimit);
}
