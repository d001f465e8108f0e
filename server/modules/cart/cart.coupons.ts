import { fallbackBaseCurrency, formatMoney } from '../../../common/currency.ts';
import { translator } from '../../../common/i18n.ts';
import type { Locale } from '../../../common/locales.ts';
import type { CouponRow } from './cart.queries.ts';

export type CouponProblem = 'unknown' | 'inactive' | 'notStarted' | 'expired' | 'usedUp' | 'minTotal';

/** What stops a coupon from applying to a cart total (kopiyky, after special prices) now; null when it applies. */
export function couponProblem(coupon: CouponRow, { total, now }: { total: number; now: Date }): CouponProblem | null {
  if (!coupon.isActive) return 'inactive';
  if (coupon.startsAt && coupon.startsAt > now) return 'notStarted';
  if (coupon.expiresAt && coupon.expiresAt <= now) return 'expired';
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return 'usedUp';
  if (total < coupon.minTotal) return 'minTotal';
  return null;
}

/** What a coupon takes off a total, in kopiyky: never more than the total. */
export function couponDiscount(coupon: Pick<CouponRow, 'type' | 'value'>, total: number): number {
  const discount = coupon.type === 'percent' ? Math.round((total * Math.min(Math.max(coupon.value, 0), 100)) / 100) : Math.max(coupon.value, 0);
  return Math.min(discount, total);
}

/** Why a code does not apply, in the shopper's language ("діє для замовлень від 1 000 ₴"). */
export function couponMessage(locale: Locale, problem: CouponProblem, { code, minTotal = 0 }: { code: string; minTotal?: number }): string {
  // The code is echoed back, so invisible and control characters are left out of it.
  const shown = code.replace(/\p{C}/gu, '');
  return translator(locale)(`coupon.${problem}`, { code: shown, amount: formatMoney(minTotal / 100, fallbackBaseCurrency, locale) });
}

/** Codes are letters, digits, "-" and "_"; anything else cannot be a code (and never reaches a query). */
export function isPlausibleCode(code: string): boolean {
  return /^[\p{L}\p{N}_-]+$/u.test(code);
}
