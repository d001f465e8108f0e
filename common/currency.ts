import type { CurrencyView } from './settings.ts';
import type { Locale } from './locales.ts';
import { moneyNumber } from './intl-formats.ts';

export const baseCurrency = 'UAH';

/**
 * The cookie that carries the chosen currency beside the spec's localStorage `currentCurrencies`,
 * so the server renders prices in it from the first byte. The browser writes it (not HttpOnly).
 */
export const currencyCookie = 'currency';

/** What a currency code may look like; anything else is not looked up. */
const codePattern = /^[A-Z]{3}$/;

/** A chosen code if the shop offers it (known, status non-zero), else the base currency. */
export function offeredCurrencyCode(code: string | null | undefined, currencies: Record<string, CurrencyView> | undefined): string {
  if (!code || !codePattern.test(code) || !currencies || !Object.hasOwn(currencies, code)) return baseCurrency;
  return currencies[code]!.status !== 0 ? code : baseCurrency;
}

/**
 * A whole amount of UAH in another currency for a price filter, rounded outwards for a bound
 * (down for "from", up for "to") so a filter never hides a product at its edge; NaN on a bad rate.
 */
export function wholeRecount(amount: number, current: Pick<CurrencyView, 'rate'>, target: Pick<CurrencyView, 'rate'>, bound: 'min' | 'max' | 'nearest'): number {
  const exact = recount(amount, current, target);
  if (Number.isNaN(exact)) return exact;
  return bound === 'min' ? Math.floor(exact) : bound === 'max' ? Math.ceil(exact) : Math.round(exact);
}

/** The base currency as shown when the settings could not be loaded. */
export const fallbackBaseCurrency: CurrencyView = { code: baseCurrency, status: 1, prefix: '', suffix: ' ₴', rate: '1' };

/** Rates are decimal text with a comma or a dot ("0,024" or "0.024"); anything else is NaN. */
export function parseRate(rate: string | number): number {
  if (typeof rate === 'number') return rate;
  const normalized = rate.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/** Rounds half away from zero to 2 decimals, immune to binary artefacts like 1.005. */
export function roundTo2(value: number): number {
  return Math.sign(value) * Math.round(Number(`${Math.abs(value)}e2`)) / 100;
}

/** The spec's recount: amount × target rate ÷ current rate, to 2 decimals. */
export function recount(amount: number, current: Pick<CurrencyView, 'rate'>, target: Pick<CurrencyView, 'rate'>): number {
  const from = parseRate(current.rate);
  const to = parseRate(target.rate);
  if (!(from > 0) || !(to > 0)) return Number.NaN;
  return roundTo2((amount * to) / from);
}

/** Kopiyky (integer minor units of UAH) as the API's decimal text: 129900 -> "1299.00". */
export function minorToDecimal(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** An old or special price as the API's decimal text; null when there is none. */
export const minorToDecimalOrNull = (minor: number | null): string | null => (minor === null ? null : minorToDecimal(minor));

/** A price of "0.00" (or none) counts as absent. */
export function isPresentPrice(price: string | number | null | undefined): boolean {
  if (price === null || price === undefined) return false;
  const value = typeof price === 'number' ? price : Number(String(price).replace(',', '.'));
  return Number.isFinite(value) && value > 0;
}

/** An amount in a currency with its prefix or suffix: "$31.18", "1 299 ₴" (whole amounts drop ".00"). */
export function formatMoney(amount: number, currency: Pick<CurrencyView, 'prefix' | 'suffix'>, locale: Locale): string {
  const whole = Number.isInteger(roundTo2(amount));
  return `${currency.prefix}${moneyNumber(locale, whole).format(amount)}${currency.suffix}`;
}
