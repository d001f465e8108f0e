// First, before any schema is made: zod decides at a schema's creation whether to compile it.
import './zod-without-eval.ts';
import { z } from 'zod';
import { optionalCalendarDay } from './calendar-day.ts';
import type { OrderView } from './account.ts';
import { orderStatuses, type OrderStatus } from './order-status.ts';

/** The back office's order list and order calls: one schema for the page's query and the API's. */

const optionalText = (max: number) => z.string().trim().max(max, 'validations.maxLength').optional().transform((value) => value || undefined);
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values, 'validations.invalid'), z.literal('')])
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** `unpaid`: card orders still waiting for their money (what the navigation counts). */
export const paymentFilters = ['pending', 'paid', 'failed', 'refunded', 'unpaid'] as const;
export const orderSortFields = ['created_at', 'total', 'number', 'customer_name', 'status'] as const;
export type OrderSortField = (typeof orderSortFields)[number];

export const adminOrderFilterSchema = z.object({
  status: optionalEnum(orderStatuses),
  payment: optionalEnum(paymentFilters),
  delivery: optionalText(40),
  /** Days (YYYY-MM-DD, Kyiv time), both included. */
  from: optionalCalendarDay,
  to: optionalCalendarDay,
  /** Over the number, phone, e-mail and name. */
  q: optionalText(100),
  sort: optionalEnum(orderSortFields),
  dir: optionalEnum(['asc', 'desc'] as const),
  page: z.coerce.number().int('validations.invalid').min(1, 'validations.invalid').max(100_000, 'validations.invalid').default(1),
  per_page: z.coerce.number().int('validations.invalid').min(1, 'validations.invalid').max(200, 'validations.invalid').default(25),
});
export type AdminOrderFilter = z.output<typeof adminOrderFilterSchema>;

export interface AdminOrderRow {
  id: number;
  number: string;
  created_at: string;
  status: (typeof orderStatuses)[number];
  payment_status: 'pending' | 'paid' | 'failed' | 'refunded';
  payment_method: string;
  delivery_method: string;
  customer: { name: string; email: string; phone: string };
  /** UAH, decimal string. */
  total: string;
  items_count: number;
}

export interface AdminOrderPage {
  orders: AdminOrderRow[];
  total: number;
  page: number;
  per_page: number;
}

export const orderIdParam = z.object({ id: z.coerce.number().int('validations.invalid').positive('validations.invalid').max(2_147_483_647, 'validations.invalid') });

export const orderStatusChangeSchema = z.object({
  status: z.enum(orderStatuses, 'validations.invalid'),
  reason: z.string().trim().max(500, 'validations.maxLength').optional().transform((value) => value || undefined),
});

export const orderNoteSchema = z.object({
  body: z.string().trim().min(1, 'validations.required').max(2000, 'validations.maxLength'),
});

const amountPattern = /^\d{1,9}(\.\d{1,2})?$/;

/** A refund: the amount in UAH as a decimal string ("150.00"), and why. */
export const orderRefundSchema = z.object({
  amount: z
    .string()
    .trim()
    .regex(amountPattern, 'validations.invalid')
    .refine((value) => Number(value) > 0, 'validations.invalid'),
  reason: z.string().trim().min(1, 'validations.required').max(500, 'validations.maxLength'),
});

const deliveryField = (max: number) => z.string().trim().max(max, 'validations.maxLength').optional().transform((value) => value || undefined);

/** An edit: the lines after it (an option left out is removed) and/or the delivery point. */
export const orderEditSchema = z
  .object({
    lines: z
      .array(
        z.object({
          option_id: z.coerce.number().int('validations.invalid').positive('validations.invalid').max(2_147_483_647, 'validations.invalid'),
          count: z.coerce.number().int('validations.invalid').min(0, 'validations.invalid').max(99, 'validations.invalid'),
        }),
      )
      .max(100, 'validations.invalid')
      .optional(),
    delivery: z
      .object({
        city_name: deliveryField(200),
        warehouse_name: deliveryField(300),
        street: deliveryField(200),
        house: deliveryField(40),
        apartment: deliveryField(40),
        postcode: deliveryField(20),
        address: deliveryField(300),
      })
      .optional(),
  })
  .refine((value) => value.lines !== undefined || value.delivery !== undefined, { message: 'validations.required', path: ['lines'] });

export interface OrderCounts {
  /** Orders waiting for the shop to confirm them. */
  new: number;
  /** Card orders still open whose payment has not come (pending or failed). */
  unpaid: number;
}

/** Who did something to an order: a staff member (as they were then) or a part of the shop. */
export type OrderActorRecord = { staffId: number; name: string; email: string } | { system: string };

export interface OrderNoteView {
  id: number;
  author: OrderActorRecord;
  body: string;
  created_at: string;
}

export interface AdminOrderView {
  id: number;
  order: OrderView;
  /** The moves staff may make now. */
  next_statuses: OrderStatus[];
  editable: boolean;
  /** Lines by option, for the edit form (a line whose option is gone has none). */
  edit_lines: { option_id: number | null; sku: string; name: string; option: string; count: number; price: string }[];
  delivery_details: Record<string, unknown>;
  payments: { id: number; provider: string; status: string; amount: string; currency_code: string; external_id: string | null; invoice_number: string | null; paid_at: string | null; created_at: string }[];
  refunds: { id: number; amount: string; reason: string; status: string; provider_status: string | null; actor: OrderActorRecord; created_at: string }[];
  timeline: { id: number; at: string; actor: OrderActorRecord; kind: string; data: Record<string, unknown> }[];
  notes: OrderNoteView[];
}
