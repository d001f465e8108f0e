// The back office's currency calls: one definition of a valid change for the admin API and the
// page's action. Back office only: full zod.
import { z } from 'zod';
import { singleLine } from './text.ts';

/** The currency prices are kept in: its rate is 1 by definition and it is always offered. */
export const baseCurrency = 'UAH';

/** Prefix and suffix as the price shows them ("$", " ₴"): the database column's length. */
export const currencyAffixMaxLength = 8;

/** `/api/admin/currencies/:code`: an ISO 4217 code as stored. */
export const currencyCodeSchema = z.object({ code: z.string().regex(/^[A-Z]{3}$/, 'validations.invalid') });

const affixField = z.string('validations.invalid').check(singleLine).max(currencyAffixMaxLength, 'validations.maxLength');

/**
 * Hryvnias for one unit of the currency, as the National Bank quotes it ("41.5"): how an editor
 * thinks of a rate. Stored inverted (units one hryvnia buys), rounded to 10 decimals.
 */
export const uahPerUnitField = z
  .string('validations.invalid')
  .trim()
  .regex(/^\d{1,6}([.,]\d{1,6})?$/, 'adminCurrencies.rateFormat')
  .transform((value) => value.replace(',', '.'))
  .refine((value) => Number(value) > 0, 'adminCurrencies.rateFormat');

/**
 * Changes one currency: `PUT /api/admin/currencies/:code`. `rate_source: "manual"` keeps the typed
 * `uah_per_unit` through the daily refresh; `"nbu"` hands the rate back to the National Bank.
 */
export const currencyUpdateSchema = z
  .object({
    offered: z.boolean('validations.invalid'),
    prefix: affixField,
    suffix: affixField,
    rate_source: z.enum(['nbu', 'manual'], 'validations.invalid'),
    uah_per_unit: uahPerUnitField.optional(),
  })
  .refine((value) => value.rate_source !== 'manual' || value.uah_per_unit !== undefined, { message: 'validations.required', path: ['uah_per_unit'] });
export type CurrencyUpdate = z.output<typeof currencyUpdateSchema>;

/** `POST /api/admin/currencies/refresh` takes nothing: an empty JSON object. */
export const currencyRefreshSchema = z.strictObject({}, 'validations.invalid');

/** A currency as the back office shows it. */
export interface StaffCurrencyView {
  code: string;
  offered: boolean;
  prefix: string;
  suffix: string;
  /** Units of the currency one hryvnia buys, as stored (what the storefront multiplies by). */
  rate: string;
  /** Hryvnias for one unit, to 6 decimals. */
  uah_per_unit: string;
  rate_source: 'nbu' | 'manual';
  /** The National Bank's date of the rate (YYYY-MM-DD), when it came from there. */
  rate_date: string | null;
  /** The currency shown to a shopper who has not picked one. */
  is_default: boolean;
  /** UAH: rate fixed at 1, always offered. */
  is_base: boolean;
}

/** What a refresh from the National Bank did. */
export interface NbuRefreshReport {
  /** Currencies whose rate or its date it changed. */
  updated: string[];
  /** Currencies that already had the bank's rate of that date. */
  unchanged: string[];
  /** Currencies with a typed rate, left as they are. */
  manual: string[];
  /** Currencies the bank did not quote. */
  missing: string[];
}
