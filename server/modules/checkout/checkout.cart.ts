import { maxLineCount } from '../../../common/cart.ts';
import type { Locale } from '../../../common/locales.ts';
import type { Database } from '../../db/client.ts';
import { couponDiscount, couponProblem } from '../cart/cart.coupons.ts';
import { findCart, findCouponById, loadCartLines } from '../cart/cart.queries.ts';
import { cartTotals } from '../cart/cart.view.ts';

/** What a cart would cost as an order now, in kopiyky, with its parcel's weight. */
export interface CartMoney {
  units: number;
  subtotal: number;
  discount: number;
  coupon: string | null;
  weightKg: number;
}

/** The cart's money as the order would count it; null for an unknown or expired cart. */
export async function cartMoney(db: Database, { cartId, locale, now }: { cartId: string; locale: Locale; now: Date }): Promise<CartMoney | null> {
  const cart = await findCart(db, { cartId, now });
  if (!cart) return null;
  const [rows, coupon] = await Promise.all([loadCartLines(db, { cartId, locale }), cart.couponId === null ? undefined : findCouponById(db, { id: cart.couponId })]);
  const { withDiscount } = cartTotals(rows);
  const applies = coupon !== undefined && couponProblem(coupon, { total: withDiscount, now }) === null;
  let units = 0;
  let grams = 0;
  for (const row of rows) {
    const count = Math.min(row.count, maxLineCount);
    units += count;
    grams += row.weight * count;
  }
  return {
    units,
    subtotal: withDiscount,
    discount: applies ? couponDiscount(coupon, withDiscount) : 0,
    coupon: applies ? coupon.code : null,
    weightKg: grams / 1000,
  };
}
