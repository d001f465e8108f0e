import type { Locale } from '../../../common/locales.ts';
import type { Database } from '../../db/client.ts';
import { readCart } from '../cart/cart.contents.ts';
import { couponMessage } from '../cart/cart.coupons.ts';
import { orderSums } from '../orders/orders.sums.ts';

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
  const cart = await readCart(db, { cartId, locale, now });
  if (!cart) return null;
  const { coupon } = cart;
  const sums = orderSums(cart.lines, coupon, { now });
  return {
    units: sums.units,
    subtotal: sums.subtotal,
    discount: sums.discount,
    coupon: coupon && !sums.couponProblem ? coupon.code : null,
    couponError: coupon && sums.couponProblem ? couponMessage(locale, sums.couponProblem, coupon) : null,
    weightGrams: sums.grams,
    weightKg: sums.grams / 1000,
  };
}
