import type { OrderSummary } from './account.ts';
import { baseCurrency, fallbackBaseCurrency, formatMoney, recount } from './currency.ts';
import type { Locale } from './locales.ts';
import type { CurrencyView } from './settings.ts';
import { formatInKyiv } from './intl-formats.ts';

/**
 * An order's UAH amount in the currency the shopper saw, at the rate the order kept (not today's
 * rate, nor the currency chosen now); UAH when that currency is no longer offered.
 */
export function formatOrderAmount(
  amountInUah: string,
  order: Pick<OrderSummary, 'currency_code' | 'currency_rate'>,
  currencies: Record<string, CurrencyView> | undefined,
  locale: Locale,
): string {
  const amount = Number(amountInUah);
  const base = currencies?.[baseCurrency] ?? fallbackBaseCurrency;
  const seen = currencies?.[order.currency_code];
  const converted = seen && order.currency_code !== baseCurrency ? recount(amount, { rate: '1' }, { rate: order.currency_rate }) : Number.NaN;
  return Number.isNaN(converted) ? formatMoney(amount, base, locale) : formatMoney(converted, seen!, locale);
}

/** An order's date as a shopper in Kyiv reads it (the same on the server, in the browser and in mail). */
export function formatOrderDate(iso: string, locale: Locale): string {
  return formatInKyiv(iso, locale, { dateStyle: 'medium' });
}
