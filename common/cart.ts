// zod/mini because the cart widgets and the wishlist store import these schemas too.
import { z } from 'zod/mini';
import { lineCountCap } from './cart-money.ts';
import { singleLine } from './text.ts';
import { langField } from './validation.ts';

export { cartLifetimeHours, cartStorageKeys } from './cart-storage.ts';
/** The most product ids one wishlist call may ask for. */
export const maxWishlistIds = 100;
export const maxCouponLength = 40;

/** What the header shows before the cart is fetched: `expires` is epoch milliseconds. */
export interface CartSummary {
  count: number;
  total: string;
  expires: number;
}

export interface CartOptionAttribute {
  /** The attribute's name ("Колір"). */
  attr_name: string;
  /** The value as shown ("Олива"). */
  alt: string;
  slug: string;
}

export interface CartLineOption {
  id: number;
  price: string;
  old_price: string;
  product_attributes: CartOptionAttribute[];
}

/** A cart line; every money field is UAH decimal text per unit, "0.00" meaning absent. */
export interface CartLine {
  /** The line id (used by update and delete). */
  id: number;
  product_id: number;
  option_id: number;
  name: string;
  image: string | null;
  /** Locale-neutral product path ("/namety/namet-tramp-2"). */
  path: string;
  count: number;
  /** min(stock, maxLineCount) (see cart-money.ts); 0 when the option is sold out. */
  max_count: number;
  price: string;
  old_price: string;
  special: string | null;
  currency: string;
  /** Translated stock alert, "" when the line is fine. */
  alert: string;
  option: CartLineOption;
  /** Effective price (special, else price) × count. */
  line_total: string;
}

export type CouponType = 'percent' | 'fixed';

export interface CartCoupon {
  code: string;
  type: CouponType;
  /** Percent (1..100), or for `fixed` the amount in UAH (500 = 500 ₴). */
  value: number;
  /** What the coupon takes off this cart, UAH decimal text. */
  discount: string;
}

export interface Cart {
  cart_id: string;
  /** Units (sum of line counts). */
  count: number;
  products: CartLine[];
  /** Σ regular price × count. */
  total_price: string;
  /** Σ effective price × count. */
  total_price_with_discount: string;
  /** After the coupon (= total_price_with_discount without one). */
  total_price_with_coupon: string;
  coupon: CartCoupon | null;
  /** Why the cart's stored coupon no longer applies (then `coupon` is null); absent otherwise. */
  coupon_error?: string;
  has_alerts: boolean;
}

/** PostgreSQL's integer: a larger id could never exist and must not reach the query. */
export const maxDbInt = 2_147_483_647;

export const idField = (message: string) => z.int({ message }).check(z.positive(message), z.lte(maxDbInt, message));

export const cartIdField = z.uuid({ message: 'cartValidation.cartId' });

/**
 * A line count: a whole number from 1; the server caps it at the stock and `maxLineCount`
 * (cart-money.ts). Past
 * PostgreSQL's integer it is no count anyone meant, and is refused rather than capped.
 */
export const cartCountField = z.int({ message: 'cartValidation.count' }).check(z.positive('cartValidation.count'), z.lte(maxDbInt, 'cartValidation.count'));

export const cartAddSchema = z.object({
  lang: langField,
  product_id: idField('cartValidation.productId'),
  option_id: z.optional(idField('cartValidation.optionId')),
  count: z.optional(cartCountField),
  cart_id: z.optional(cartIdField),
});

export const cartUpdateSchema = z.object({
  lang: langField,
  id: idField('cartValidation.lineId'),
  cart_id: cartIdField,
  count: cartCountField,
});

export const cartDeleteSchema = z.object({
  lang: langField,
  id: idField('cartValidation.lineId'),
  cart_id: cartIdField,
});

export const cartGetSchema = z.object({ lang: langField, cart_id: cartIdField });

/** The header asks on every page: any cart id text is taken (an unknown one counts 0). */
export const cartCountSchema = z.object({
  lang: langField,
  cart_id: z.optional(z.nullable(z.string({ message: 'cartValidation.cartId' }).check(z.maxLength(100, 'cartValidation.cartId')))),
  coupon: z.optional(z.nullable(z.string())),
});

export const cartCouponSchema = z.object({
  lang: langField,
  cart_id: cartIdField,
  coupon: z
    .string({ message: 'cartValidation.coupon' })
    .check(singleLine, z.trim(), z.minLength(1, 'cartValidation.coupon'), z.maxLength(maxCouponLength, 'cartValidation.couponLength')),
});

export const cartCouponRemoveSchema = cartGetSchema;

export const wishlistProductsSchema = z.object({
  lang: langField,
  ids: z.array(idField('cartValidation.productId'), { message: 'cartValidation.ids' }).check(z.maxLength(maxWishlistIds, 'cartValidation.ids')),
});

export type CartAddInput = z.infer<typeof cartAddSchema>;
export type CartUpdateInput = z.infer<typeof cartUpdateSchema>;

/** Keeps a typed count within 1..max (max = the line's max_count, never past the line cap); non-numbers give the fallback. */
export function clampLineCount(value: unknown, max: number, fallback = 1): number {
  const number = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  if (!Number.isFinite(number)) return fallback;
  return Math.min(Math.max(Math.trunc(number), 1), Math.max(1, lineCountCap(max)));
}
