// The back office's coupons: one definition of a valid coupon for the admin API and the pages'
// actions (the forms send the same fields as text). Back office only: full zod.
import { z } from 'zod';

const maxId = 2_147_483_647;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const amountPattern = /^\d{1,7}([.,]\d{1,2})?$/;

export const couponIdSchema = z.object({ id: z.coerce.number('validations.invalid').int('validations.invalid').positive('validations.invalid').max(maxId, 'validations.invalid') });

/** A calendar day in Kyiv ("2026-12-31"), or nothing (an empty field). */
const dayField = z
  .union([z.literal(''), z.null(), z.string().regex(dayPattern, 'adminCoupons.dayFormat').refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'adminCoupons.dayFormat')], 'adminCoupons.dayFormat')
  .optional()
  .transform((value) => value || null);

/** Hryvnias as typed ("1500", "99,90"), to kopiyky. */
const amountField = z
  .string('validations.invalid')
  .trim()
  .regex(amountPattern, 'adminCoupons.amountFormat')
  .transform((value) => Math.round(Number(value.replace(',', '.')) * 100));

/**
 * A coupon as created or edited: `POST /api/admin/coupons`, `PUT /api/admin/coupons/:id`. A percent
 * is a whole 1–100, a fixed amount is hryvnias; it applies from the start of `starts_on` to the end
 * of `ends_on` (Kyiv days), up to `usage_limit` orders. The code is fixed once the coupon exists
 * (orders keep it), so an edit's `code` must be the coupon's own.
 */
export const couponInputSchema = z
  .object({
    code: z
      .string('validations.invalid')
      .trim()
      .regex(/^[\p{L}\p{N}_-]{2,40}$/u, 'adminCoupons.codeFormat')
      .transform((value) => value.toUpperCase()),
    type: z.enum(['percent', 'fixed'], 'validations.invalid'),
    value: amountField,
    min_total: amountField,
    starts_on: dayField,
    ends_on: dayField,
    usage_limit: z
      .union([z.literal(''), z.null(), z.coerce.number('validations.invalid').int('validations.invalid').min(1, 'validations.invalid').max(10_000_000, 'validations.invalid')], 'validations.invalid')
      .optional()
      .transform((value) => (value === '' || value === undefined ? null : value)),
    active: z.boolean('validations.invalid'),
  })
  .refine((coupon) => coupon.value > 0, { message: 'adminCoupons.valuePositive', path: ['value'] })
  .refine((coupon) => coupon.type !== 'percent' || (coupon.value % 100 === 0 && coupon.value <= 100_00), { message: 'adminCoupons.percentRange', path: ['value'] })
  .refine((coupon) => !coupon.starts_on || !coupon.ends_on || coupon.starts_on <= coupon.ends_on, { message: 'adminCoupons.endsBeforeStart', path: ['ends_on'] });
export type CouponInput = z.output<typeof couponInputSchema>;

/** A coupon as the back office shows it; money is decimal UAH, days are Kyiv days. */
export interface StaffCouponRow {
  id: number;
  code: string;
  type: 'percent' | 'fixed';
  /** The percent ("10") or the hryvnias taken off ("500.00"). */
  value: string;
  min_total: string;
  starts_on: string | null;
  ends_on: string | null;
  usage_limit: number | null;
  /** Orders that took it (the counter checkout keeps). */
  used_count: number;
  active: boolean;
  created_at: string;
  /** Orders placed with it that still count (not cancelled nor returned), and their totals. */
  orders: number;
  orders_total_uah: string;
}

export interface StaffCouponDetail extends StaffCouponRow {
  /** The newest 50 orders placed with it. */
  recent_orders: { id: number; number: string; created_at: string; status: string; total_uah: string }[];
}
