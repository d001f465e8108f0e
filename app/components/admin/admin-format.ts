import { fallbackBaseCurrency, formatMoney } from '../../../common/currency.ts';
import type { Locale } from '../../../common/locales.ts';
import { formatDayShort, formatInKyiv } from '../../../common/intl-formats.ts';

/** Decimal UAH ("1299.00") as the back office shows money: "1 299 ₴". */
export const formatUah = (decimal: string, locale: Locale) => formatMoney(Number(decimal), fallbackBaseCurrency, locale);

/** A moment as staff in Kyiv read it, date and time. */
export function formatKyivTime(iso: string, locale: Locale): string {
  return formatInKyiv(iso, locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A Kyiv day ("2026-11-25") written out short. */
export function formatDay(day: string, locale: Locale): string {
  return formatDayShort(day, locale);
}

export const tableClass = 'w-full border-collapse text-left text-sm';
export const cellClass = 'border-b border-stone-200 px-2 py-2 align-top';
export const headClass = 'border-b-2 border-stone-300 px-2 py-2 font-semibold';
export const buttonClass =
  'inline-flex min-h-11 items-center rounded border border-stone-700 bg-stone-800 px-4 font-semibold text-white hover:bg-stone-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 md:min-h-9';
export const secondaryButtonClass =
  'inline-flex min-h-11 items-center rounded border border-stone-700 px-4 font-semibold text-stone-900 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 md:min-h-9';
/** A text input, select or textarea of a back-office form; red when the field is in error. */
export const adminInputClass = 'block min-h-11 w-full rounded border border-stone-400 px-2 py-2 aria-[invalid=true]:border-red-700';
/** A square button with a symbol (↑, ↓, ⠿…) and an aria-label. */
export const iconButtonClass =
  'inline-flex size-11 items-center justify-center rounded border border-stone-400 bg-white text-lg font-semibold text-stone-900 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 disabled:border-stone-200 disabled:text-stone-400 md:size-9';
