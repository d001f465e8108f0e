import { maxLineCount } from '../../../common/cart.ts';
import { couponDiscount, couponProblem, type CouponProblem } from '../cart/cart.coupons.ts';
import type { CartLineRow, CouponRow } from '../cart/cart.queries.ts';
import { cartTotals } from '../cart/cart.view.ts';

/** What a cart's lines come to as an order, in kopiyky, and what its parcel weighs. */
export interface OrderSums {
  units: number;
  /** The lines at their current (special) prices. */
  subtotal: number;
  /** The coupon's discount; 0 when there is none or it no longer applies. */
  discount: number;
  /** Why the cart's coupon no longer applies; null when it does or there is none. */
  couponProblem: CouponProblem | null;
  grams: number;
}

/**
 * What the shopper pays the shop for delivery, in kopiyky: nothing from the free-delivery threshold
 * (goods after the discount), and null when the carrier is paid at its own rates on receipt.
 */
export function payableDelivery(cost: number | null, { goods, freeFrom }: { goods: number; freeFrom: number | undefined }): number | null {
  if (cost === null) return null;
  return freeFrom !== undefined && goods >= freeFrom ? 0 : cost;
}

/** One count for the checkout's summary and for the order itself, so the two never disagree. */
export function orderSums(rows: CartLineRow[], coupon: CouponRow | undefined, now: Date): OrderSums {
  const { withDiscount } = cartTotals(rows);
  const problem = coupon ? couponProblem(coupon, { total: withDiscount, now }) : null;
  let units = 0;
  let grams = 0;
  for (const row of rows) {
    const count = Math.min(row.count, maxLineCount);
    units += count;
    grams += row.weight * count;
  }
  return { units, subtotal: withDiscount, discount: coupon && !problem ? couponDiscount(coupon, withDiscount) : 0, couponProblem: problem, grams };
}
