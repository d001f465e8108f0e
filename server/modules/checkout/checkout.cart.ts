import { maxLineCount } from '../../../common/cart.ts';
import type { Locale } from '../../../common/locales.ts';
import type { Database } from '../../db/client.ts';
import { couponDiscount, couponMessage, couponProblem } from '../cart/cart.coupons.ts';
import { parcelGrams } from '../orders/orders.place.ts';
import { findCart, findCouponById, loadCartLines } from '../cart/cart.queries.ts';
import { cartTotals } from '../cart/cart.view.ts';

/** What a cart would cost as an order now, in kopiyky, with its parcel's weight. */
export interface CartMoney {
  units: number;
  subtotal: number;
  discount: number;
  coupon: string | null;
  /** Why the cart's coupon no longer applies (the cart answer's `coupon_error`); null otherwise. */
  couponError: string | null;
  weightGrams: number;
  weightKg: number;
}

/** The cart's money as the order would count it; null for an unknown or expired cart. */
export async function cartMoney(db: Database, { cartId, locale, now }: { cartId: string; locale: Locale; now: Date }): Promise<CartMoney | null> {
  const cart = await findCart(db, { cartId, now });
  if (!cart) return null;
  const [rows, coupon] = await Promise.all([loadCartLines(db, { cartId, locale }), cart.couponId === null ? undefined : findCouponById(db, { id: cart.couponId })]);
  const { withDiscount } = cartTotals(rows);
  const problem = coupon === undefined ? null : couponProblem(coupon, { total: withDiscount, now });
  const applies = coupon !== undefined && problem === null;
  const units = rows.reduce((sum, row) => sum + Math.min(row.count, maxLineCount), 0);
  const grams = parcelGrams(rows);
  return {
    units,
    subtotal: withDiscount,
    discount: applies ? couponDiscount(coupon, withDiscount) : 0,
    coupon: applies ? coupon.code : null,
    couponError: coupon && problem ? couponMessage(locale, problem, coupon) : null,
    weightGrams: grams,
    weightKg: grams / 1000,
  };
}
