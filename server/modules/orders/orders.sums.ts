import { cartSums, lineCount, type CartSums, type CouponTerms, type MoneyLine } from '../../../common/cart-money.ts';

/** What lines come to as an order, in kopiyky (see cart-money.ts), and what its parcel weighs. */
export interface OrderSums extends CartSums {
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

/**
 * One count for the checkout's summary, for placing the order and for editing it, so they never
 * disagree. `lines`: a cart's lines or options with counts, each with its weight in grams per unit.
 * `holdsUse`: the order counted already holds one of the coupon's uses (an order being edited).
 */
export function orderSums(
  lines: readonly (MoneyLine & { weight: number })[],
  coupon: CouponTerms | undefined,
  { now, holdsUse }: { now: Date; holdsUse?: boolean },
): OrderSums {
  const grams = lines.reduce((sum, line) => sum + line.weight * lineCount(line.count), 0);
  return { ...cartSums(lines, coupon, { now, holdsUse }), grams };
}
