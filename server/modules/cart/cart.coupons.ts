import { fallbackBaseCurrency, formatMoney } from '../../../common/currency.ts';
import { translator } from '../../../common/i18n.ts';
import type { Locale } from '../../../common/locales.ts';
import type { CouponProblem } from '../../../common/cart-money.ts';

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
