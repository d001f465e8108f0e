// First, before any schema is made: zod decides at a schema's creation whether to compile it.
import './zod-without-eval.ts';
import { z } from 'zod';

/** A real calendar day, YYYY-MM-DD, in years a shop's records can hold (the database's date cast refuses the rest). */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 2000 || year > 2100) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An optional day filter of a back-office list: empty means none, anything else must be a real day. */
export const optionalCalendarDay = z
  .string()
  .trim()
  .refine((value) => value === '' || isCalendarDay(value), 'validations.invalid')
  .optional()
  .transform((value) => value || undefined);
