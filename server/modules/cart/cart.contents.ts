import { and, eq, gt } from 'drizzle-orm';
import type { Locale } from '../../../common/locales.ts';
import type { Database } from '../../db/client.ts';
import { carts } from '../../db/schema/carts.ts';
import { isPlausibleCode } from './cart.coupons.ts';
import {
  findCart,
  findCouponByCode,
  findCouponById,
  loadCartImages,
  loadCartLines,
  loadOptionDetails,
  loadProductImages,
  type CartLineRow,
  type CouponRow,
  type OptionDetailsRow,
} from './cart.queries.ts';
import { lineImage } from './cart.view.ts';

/**
 * How other modules read carts and price options: the cart's lines and coupon as plain values for
 * the money rules of common/cart-money.ts. The checkout, placing an order and editing one read
 * through here, never through the queries.
 */

/** A cart's line with its picture (null unless asked for). */
export type CartContentsLine = CartLineRow & { image: string | null };

export interface CartContents {
  lines: CartContentsLine[];
  /** The cart's coupon as stored now, whether or not it still applies. */
  coupon: CouponRow | undefined;
}

/**
 * A live cart's lines (prices, stock and names read now) and its coupon; null when it is unknown
 * or expired. `lock`: marks it changed and locks its row until the transaction ends, so a second
 * checkout of the same cart waits, then finds it gone. `images`: each line's picture too.
 */
export async function readCart(
  db: Database,
  { cartId, locale, now, lock = false, images = false }: { cartId: string; locale: Locale; now: Date; lock?: boolean; images?: boolean },
): Promise<CartContents | null> {
  const [cart] = lock
    ? await db
        .update(carts)
        .set({ updatedAt: now })
        .where(and(eq(carts.id, cartId), gt(carts.expiresAt, now)))
        .returning({ couponId: carts.couponId })
    : [await findCart(db, { cartId, now })];
  if (!cart) return null;
  const [rows, pictures, coupon] = await Promise.all([
    loadCartLines(db, { cartId, locale }),
    images ? loadCartImages(db, { cartId }) : [],
    cart.couponId === null ? undefined : findCouponById(db, { id: cart.couponId }),
  ]);
  return { lines: rows.map((row) => ({ ...row, image: images ? lineImage(pictures, row) : null })), coupon };
}

/** An option asked for by id with the units wanted and its picture (null unless asked for). */
export type OptionLine = OptionDetailsRow & { count: number; image: string | null };

/**
 * Options by id with the units wanted, priced and described from the database now, in the order
 * asked (repeated ids merge their counts); unknown ids are left out. The same shape as a cart's
 * lines, for counting an order's lines that are not in a cart (an order being edited).
 */
export async function readOptionLines(
  db: Database,
  { lines, locale, images = false }: { lines: readonly { optionId: number; count: number }[]; locale: Locale; images?: boolean },
): Promise<OptionLine[]> {
  const counts = new Map<number, number>();
  for (const line of lines) counts.set(line.optionId, (counts.get(line.optionId) ?? 0) + line.count);
  if (counts.size === 0) return [];
  const rows = await loadOptionDetails(db, { optionIds: [...counts.keys()], locale });
  const pictures = images ? await loadProductImages(db, { productIds: [...new Set(rows.map((row) => row.productId))] }) : [];
  const byId = new Map(rows.map((row) => [row.optionId, row]));
  return [...counts].flatMap(([optionId, count]) => {
    const row = byId.get(optionId);
    return row ? [{ ...row, count, image: images ? lineImage(pictures, row) : null }] : [];
  });
}

/** A coupon by its code in any case; undefined when no such code exists (or it cannot be a code). */
export async function findCoupon(db: Database, { code }: { code: string }): Promise<CouponRow | undefined> {
  return isPlausibleCode(code) ? findCouponByCode(db, { code }) : undefined;
}

/** Drops a cart with its lines (once it became an order). */
export async function deleteCart(db: Database, { cartId }: { cartId: string }): Promise<void> {
  await db.delete(carts).where(eq(carts.id, cartId));
}
