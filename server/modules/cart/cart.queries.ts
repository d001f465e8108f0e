import { and, desc, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
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
import { cartLifetimeHours, maxLineCount } from '../../../common/cart.ts';
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
  const [row] = await db.insert(carts).values({ createdAt: now, updatedAt: now, expiresAt: cartExpiry(now) }).returning({ id: carts.id });
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

/** Units in a live cart; 0 for an unknown or expired one. */
export async function countCartUnits(db: Database, { cartId, now }: { cartId: string; now: Date }): Promise<number> {
  const [row] = await db
    .select({ units: sql<number>`coalesce(sum(least(${cartLines.count}, ${maxLineCount}::int)), 0)::int` })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .where(and(eq(cartLines.cartId, cartId), gt(carts.expiresAt, now)));
  return Number(row?.units ?? 0);
}

/** Every line of a cart with prices, stock, names and option values in the locale; one query. */
export function loadCartLines(db: Database, { cartId, locale }: { cartId: string; locale: Locale }) {
  const size = alias(attributeValues, 'size_value');
  const sizeName = alias(attributeValueTranslations, 'size_name');
  const sizeAttribute = alias(attributeTranslations, 'size_attribute');
  const color = alias(attributeValues, 'color_value');
  const colorName = alias(attributeValueTranslations, 'color_name');
  const colorAttribute = alias(attributeTranslations, 'color_attribute');
  return db
    .select({
      id: cartLines.id,
      productId: cartLines.productId,
      optionId: cartLines.optionId,
      count: cartLines.count,
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
    })
    .from(cartLines)
    .innerJoin(productOptions, eq(productOptions.id, cartLines.optionId))
    .innerJoin(products, eq(products.id, cartLines.productId))
    .leftJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, locale)))
    .leftJoin(paths, and(eq(paths.kind, 'product'), eq(paths.entityId, products.id)))
    .leftJoin(size, eq(size.id, productOptions.sizeValueId))
    .leftJoin(sizeName, and(eq(sizeName.valueId, size.id), eq(sizeName.locale, locale)))
    .leftJoin(sizeAttribute, and(eq(sizeAttribute.attributeId, size.attributeId), eq(sizeAttribute.locale, locale)))
    .leftJoin(color, eq(color.id, productOptions.colorValueId))
    .leftJoin(colorName, and(eq(colorName.valueId, color.id), eq(colorName.locale, locale)))
    .leftJoin(colorAttribute, and(eq(colorAttribute.attributeId, color.attributeId), eq(colorAttribute.locale, locale)))
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
}

export type CartLineRow = Awaited<ReturnType<typeof loadCartLines>>[number];

/** The images of the products in a cart in gallery order, for picking each line's picture. */
export function loadCartImages(db: Database, { cartId }: { cartId: string }) {
  const inCart = db.selectDistinct({ productId: cartLines.productId }).from(cartLines).where(eq(cartLines.cartId, cartId));
  return db
    .select({ productId: productImages.productId, path: productImages.path, colorValueId: productImages.colorValueId })
    .from(productImages)
    .where(inArray(productImages.productId, inCart))
    .orderBy(asc(productImages.position), asc(productImages.id));
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
