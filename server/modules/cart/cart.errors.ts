import type { CouponProblem } from '../../../common/cart-money.ts';

export type CartErrorReason =
  | 'cartNotFound'
  | 'lineNotFound'
  | 'productNotFound'
  | 'optionNotFound'
  | 'chooseSize'
  | 'chooseColor'
  | 'chooseSizeAndColor'
  | 'outOfStock'
  | 'coupon';

/** Why a cart change cannot be made; the API turns it into a 404 or a 422 on the right field. */
export class CartError extends Error {
  readonly reason: CartErrorReason;
  readonly coupon?: { problem: CouponProblem; code: string; minTotal: number };

  constructor(reason: CartErrorReason, coupon?: CartError['coupon']) {
    super(reason);
    this.reason = reason;
    this.coupon = coupon;
  }
}
