import type { OrderSummary } from '../../../common/account.ts';
import { baseCurrency, fallbackBaseCurrency, formatMoney, recount } from '../../../common/currency.ts';
import type { Locale } from '../../../common/locales.ts';
import { useLocale, useRootData } from '../../lib/root-data.ts';

/**
 * Formats an order's UAH amounts in the currency the shopper saw, at the rate the order kept
 * (not today's rate, nor the currency chosen now); UAH when that currency is no longer offered.
 */
export function useOrderMoney(): (amountInUah: string, order: Pick<OrderSummary, 'currency_code' | 'currency_rate'>) => string {
  const locale = useLocale();
  const currencies = useRootData()?.settings?.checkout.currencies;
  const base = currencies?.[baseCurrency] ?? fallbackBaseCurrency;
  return (amountInUah, order) => {
    const amount = Number(amountInUah);
    const seen = currencies?.[order.currency_code];
    const converted = seen && order.currency_code !== baseCurrency ? recount(amount, { rate: '1' }, { rate: order.currency_rate }) : Number.NaN;
    return Number.isNaN(converted) ? formatMoney(amount, base, locale) : formatMoney(converted, seen!, locale);
  };
}

/** An order's date as a shopper in Kyiv reads it (the same on the server and in the browser). */
export function formatOrderDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'uk' ? 'uk-UA' : 'en-GB', { dateStyle: 'medium', timeZone: 'Europe/Kyiv' }).format(new Date(iso));
}
