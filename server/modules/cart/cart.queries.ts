import { and, desc, asc, eq, gt, inArray } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { singleRow } from '../../db/rows.ts';
import { carts, cartLines } from '../../db/schema/carts.ts';
import {
  attributeTranslations,
  attributeValues,
  attributeValueTranslations,
  productImages,
  productOptions,
  products,
  productTranslations,
} from '../../db/schema/catalog.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { paths } from '../../db/schema/paths.ts';
import { cartLifetimeHours } from '../../../common/cart.ts';
import { lineCount } from '../../../common/cart-money.ts';
import type { Locale } from '../../../common/locales.ts';

/** When a cart changed at `now` expires. */
export function cartExpiry(now: Date): Date {
  return new Date(now.getTime() + cartLifetimeHours * 3_600_000);
}

/** The live (not expired) cart with its coupon id; undefined when unknown or expired. */
export async function findCart(db: Database, { cartId, now }: { cartId: string; now: Date }) {
  const [row] = await db
    .select({ id: carts.id, couponId: carts.couponId })
    .from(carts)
    .where(and(eq(carts.id, cartId), gt(carts.expiresAt, now)));
  return row;
}

/**
 * Marks a live cart as changed now (its lifetime restarts) and locks its row until the
 * transaction ends, so changes of one cart queue up instead of interleaving. False when the
 * cart is unknown or expired.
 */
export async function touchCart(db: Database, { cartId, now, couponId }: { cartId: string; now: Date; couponId?: number | null }): Promise<boolean> {
  const updated = await db
    .update(carts)
    .set({ updatedAt: now, expiresAt: cartExpiry(now), ...(couponId === undefined ? {} : { couponId }) })
    .where(and(eq(carts.id, cartId), gt(carts.expiresAt, now)))
    .returning({ id: carts.id });
  return updated.length > 0;
}

export async function createCart(db: Database, { now }: { now: Date }): Promise<string> {
  const row = singleRow(await db.insert(carts).values({ createdAt: now, updatedAt: now, expiresAt: cartExpiry(now) }).returning({ id: carts.id }));
  return row.id;
}

/** An active product with what adding needs of its options (stock, which attributes vary). */
export async function findProductOptions(db: Database, { productId }: { productId: number }) {
  return db
    .select({ id: productOptions.id, stock: productOptions.stock, sizeValueId: productOptions.sizeValueId, colorValueId: productOptions.colorValueId })
    .from(productOptions)
    .innerJoin(products, and(eq(products.id, productOptions.productId), eq(products.isActive, true)))
    .where(eq(productOptions.productId, productId))
    .orderBy(asc(productOptions.position), asc(productOptions.id));
}

export async function isActiveProduct(db: Database, { productId }: { productId: number }): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, productId), eq(products.isActive, true)));
  return row !== undefined;
}

/** The signed-in user's most recently changed live cart, if any. */
export async function latestUserCartId(db: Database, { userId, now }: { userId: number; now: Date }): Promise<string | null> {
  const [row] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.userId, userId), gt(carts.expiresAt, now)))
    .orderBy(desc(carts.updatedAt))
    .limit(1);
  return row?.id ?? null;
}

/** Units in a live cart (each line capped as the cart counts it); 0 for an unknown or expired one. */
export async function countCartUnits(db: Database, { cartId, now }: { cartId: string; now: Date }): Promise<number> {
  const rows = await db
    .select({ count: cartLines.count })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .where(and(eq(cartLines.cartId, cartId), gt(carts.expiresAt, now)));
  return rows.reduce((units, row) => units + lineCount(row.count), 0);
}

/**
 * What a line shows and costs of its option, in the locale: prices, stock, weight, name, path and
 * option values. One list of columns and joins for a stored cart's lines and for options asked by id.
 */
function optionDetails(locale: Locale) {
  const size = alias(attributeValues, 'size_value');
  const sizeName = alias(attributeValueTranslations, 'size_name');
  const sizeAttribute = alias(attributeTranslations, 'size_attribute');
  const color = alias(attributeValues, 'color_value');
  const colorName = alias(attributeValueTranslations, 'color_name');
  const colorAttribute = alias(attributeTranslations, 'color_attribute');
  const columns = {
    productId: productOptions.productId,
    optionId: productOptions.id,
    sku: productOptions.sku,
    name: productTranslations.name,
    path: paths.path,
    isActive: products.isActive,
    price: productOptions.price,
    oldPrice: productOptions.oldPrice,
    specialPrice: productOptions.specialPrice,
    stock: productOptions.stock,
    /** Grams per unit, for delivery prices. */
    weight: products.weight,
    colorValueId: productOptions.colorValueId,
    sizeAttribute: sizeAttribute.name,
    sizeSlug: size.slug,
    sizeName: sizeName.name,
    colorAttribute: colorAttribute.name,
    colorSlug: color.slug,
    colorName: colorName.name,
  };
  /** Joins what the columns read to a query that has `product_options` in it. */
  const join = <Q extends PgSelect>(query: Q) =>
    query
      .innerJoin(products, eq(products.id, productOptions.productId))
      .leftJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, locale)))
      .leftJoin(paths, and(eq(paths.kind, 'product'), eq(paths.entityId, products.id)))
      .leftJoin(size, eq(size.id, productOptions.sizeValueId))
      .leftJoin(sizeName, and(eq(sizeName.valueId, size.id), eq(sizeName.locale, locale)))
      .leftJoin(sizeAttribute, and(eq(sizeAttribute.attributeId, size.attributeId), eq(sizeAttribute.locale, locale)))
      .leftJoin(color, eq(color.id, productOptions.colorValueId))
      .leftJoin(colorName, and(eq(colorName.valueId, color.id), eq(colorName.locale, locale)))
      .leftJoin(colorAttribute, and(eq(colorAttribute.attributeId, color.attributeId), eq(colorAttribute.locale, locale)));
  return { columns, join };
}

/** Every line of a cart with its option's details (see `optionDetails`), in the order added; one query. */
export function loadCartLines(db: Database, { cartId, locale }: { cartId: string; locale: Locale }) {
  const { columns, join } = optionDetails(locale);
  const query = db
    .select({ id: cartLines.id, ...columns, count: cartLines.count })
    .from(cartLines)
    .innerJoin(productOptions, eq(productOptions.id, cartLines.optionId))
    .$dynamic();
  return join(query)
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
}

/** Options by id with their details (see `optionDetails`), in id order; unknown ids are left out. */
export function loadOptionDetails(db: Database, { optionIds, locale }: { optionIds: number[]; locale: Locale }) {
  const { columns, join } = optionDetails(locale);
  return join(db.select(columns).from(productOptions).$dynamic())
    .where(inArray(productOptions.id, optionIds))
    .orderBy(asc(productOptions.id));
}

export type OptionDetailsRow = Awaited<ReturnType<typeof loadOptionDetails>>[number];
export type CartLineRow = Awaited<ReturnType<typeof loadCartLines>>[number];

const imageColumns = { productId: productImages.productId, path: productImages.path, colorValueId: productImages.colorValueId };

/** The images of the products in a cart in gallery order, for picking each line's picture. */
export function loadCartImages(db: Database, { cartId }: { cartId: string }) {
  const inCart = db.selectDistinct({ productId: cartLines.productId }).from(cartLines).where(eq(cartLines.cartId, cartId));
  return db.select(imageColumns).from(productImages).where(inArray(productImages.productId, inCart)).orderBy(asc(productImages.position), asc(productImages.id));
}

/** The images of some products in gallery order, for picking each line's picture. */
export function loadProductImages(db: Database, { productIds }: { productIds: number[] }) {
  return db.select(imageColumns).from(productImages).where(inArray(productImages.productId, productIds)).orderBy(asc(productImages.position), asc(productImages.id));
}

const couponColumns = {
  id: coupons.id,
  code: coupons.code,
  type: coupons.type,
  value: coupons.value,
  minTotal: coupons.minTotal,
  startsAt: coupons.startsAt,
  expiresAt: coupons.expiresAt,
  usageLimit: coupons.usageLimit,
  usedCount: coupons.usedCount,
  isActive: coupons.isActive,
};

export async function findCouponByCode(db: Database, { code }: { code: string }) {
  // Codes are stored upper-case, so the unique index answers a case-insensitive match.
  const [row] = await db.select(couponColumns).from(coupons).where(eq(coupons.code, code.toUpperCase()));
  return row;
}

export async function findCouponById(db: Database, { id }: { id: number }) {
  const [row] = await db.select(couponColumns).from(coupons).where(eq(coupons.id, id));
  return row;
}

export type CouponRow = NonNullable<Awaited<ReturnType<typeof findCouponById>>>;
