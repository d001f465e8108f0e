import type { CouponType } from './cart.ts';

/**
 * Cart money: the one place where lines and a coupon become amounts (kopiyky). The cart's answer,
 * the checkout's summary, placing an order, editing one and the catalogue's prices all count with
 * these functions, so none of them can disagree. Lines are plain values (a stored cart's rows, or
 * option ids with counts priced from the database now), never queries. The browser imports the
 * count caps from here too.
 */

/** The most units of one option a cart line may hold (besides the stock). */
export const maxLineCount = 99;

/** The units a line counts for: what it holds, at most `maxLineCount`. */
export function lineCount(count: number): number {
  return Math.min(count, maxLineCount);
}

/** The most units a line of an option may hold: its stock (none below 0), at most `maxLineCount`. */
export function lineCountCap(stock: number): number {
  return Math.max(0, Math.min(stock, maxLineCount));
}

/** An option's prices as stored (kopiyky): `specialPrice` is the sale price when set. */
export interface OptionPrices {
  price: number;
  specialPrice: number | null;
}

/** What one unit costs the shopper: the special price over the regular one. */
export function unitPrice({ price, specialPrice }: OptionPrices): number {
  return specialPrice ?? price;
}

/** The price shown struck through beside the unit price: the regular price under a special one, else the old price. */
export function struckPrice({ price, specialPrice, oldPrice }: OptionPrices & { oldPrice: number | null }): number | null {
  return specialPrice === null ? oldPrice : price;
}

/** A line to count: an option's prices and the units asked for (capped here, not by the caller). */
export interface MoneyLine extends OptionPrices {
  count: number;
}

/** A line's sum at its unit price. */
export function lineSum(line: MoneyLine): number {
  return unitPrice(line) * lineCount(line.count);
}

export interface LinesTotals {
  /** Units, each line capped. */
  units: number;
  /** Σ regular price × count. */
  regular: number;
  /** Σ unit price (special over regular) × count: what the goods cost before the coupon. */
  subtotal: number;
}

export function linesTotals(lines: readonly MoneyLine[]): LinesTotals {
  let units = 0;
  let regular = 0;
  let subtotal = 0;
  for (const line of lines) {
    const count = lineCount(line.count);
    units += count;
    regular += line.price * count;
    subtotal += lineSum(line);
  }
  return { units, regular, subtotal };
}

export type CouponProblem = 'unknown' | 'inactive' | 'notStarted' | 'expired' | 'usedUp' | 'minTotal';

/** A coupon's terms as stored: `value` is a percent (1..100) or, for `fixed`, kopiyky. */
export interface CouponTerms {
  type: CouponType;
  value: number;
  /** The least subtotal (kopiyky, after special prices) it applies to. */
  minTotal: number;
  isActive: boolean;
  startsAt: Date | null;
  expiresAt: Date | null;
  usageLimit: number | null;
  usedCount: number;
}

/**
 * What stops a coupon from applying to a subtotal (kopiyky, after special prices) now; null when it
 * applies. `holdsUse`: the order counted is already among the coupon's uses (an order being edited),
 * so its own use does not use the coupon up.
 */
export function couponProblem(coupon: CouponTerms, { total, now, holdsUse = false }: { total: number; now: Date; holdsUse?: boolean }): CouponProblem | null {
  if (!coupon.isActive) return 'inactive';
  if (coupon.startsAt && coupon.startsAt > now) return 'notStarted';
  if (coupon.expiresAt && coupon.expiresAt <= now) return 'expired';
  if (coupon.usageLimit !== null && coupon.usedCount - (holdsUse ? 1 : 0) >= coupon.usageLimit) return 'usedUp';
  if (total < coupon.minTotal) return 'minTotal';
  return null;
}

/** What a coupon takes off a subtotal, in kopiyky: a percent (0..100) rounded to the kopiyka, or a fixed amount; never more than the subtotal. */
export function couponDiscount(coupon: Pick<CouponTerms, 'type' | 'value'>, total: number): number {
  const discount = coupon.type === 'percent' ? Math.round((total * Math.min(Math.max(coupon.value, 0), 100)) / 100) : Math.max(coupon.value, 0);
  return Math.min(discount, total);
}

export interface CartSums extends LinesTotals {
  /** The coupon's discount; 0 when there is none or it does not apply. */
  discount: number;
  /** Why the coupon does not apply; null when it does or there is none. */
  couponProblem: CouponProblem | null;
  /** What the goods cost after the coupon (delivery not included). */
  goods: number;
}

/** Everything a cart's (or an order's) lines come to with a coupon, counted one way for every caller. */
export function cartSums(
  lines: readonly MoneyLine[],
  coupon: CouponTerms | undefined,
  { now, holdsUse }: { now: Date; holdsUse?: boolean },
): CartSums {
  const totals = linesTotals(lines);
  const problem = coupon ? couponProblem(coupon, { total: totals.subtotal, now, holdsUse }) : null;
  const discount = coupon && !problem ? couponDiscount(coupon, totals.subtotal) : 0;
  return { ...totals, discount, couponProblem: problem, goods: totals.subtotal - discount };
}
