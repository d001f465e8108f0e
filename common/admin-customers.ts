// The back office's customer list and customer calls: one definition of a valid query for the
// admin API and the pages' loaders (the search form sends the same fields in its address, so
// every field comes as text and numbers are coerced). Back office only: full zod.
import { z } from 'zod';
import { hasControlCharacters } from './text.ts';

/** Rows per page of the customer list. */
export const customersPerPage = 25;

export const customerSortKeys = ['created_at', 'name', 'email', 'orders', 'last_order_at'] as const;
export type CustomerSortKey = (typeof customerSortKeys)[number];

/** PostgreSQL's integer: a larger id could never exist and must not reach the query. */
const maxId = 2_147_483_647;

export const customerIdField = z.coerce.number('validations.invalid').int('validations.invalid').positive('validations.invalid').max(maxId, 'validations.invalid');

export const customerListSchema = z.object({
  /** Part of a name, an e-mail address or a phone number (digits are matched whatever the spacing). */
  query: z
    .string()
    .trim()
    .max(100, 'validations.maxLength')
    .refine((value) => !hasControlCharacters(value), 'validations.invalid')
    .optional(),
  page: z.coerce.number('validations.invalid').int('validations.invalid').min(1, 'validations.invalid').max(10_000, 'validations.invalid').optional(),
  sort: z.enum(customerSortKeys, 'validations.invalid').optional(),
  direction: z.enum(['asc', 'desc'], 'validations.invalid').optional(),
});
export type CustomerListQuery = z.output<typeof customerListSchema>;

/** Blocks or unblocks an account: `POST /api/admin/customers/block`. */
export const customerBlockSchema = z.object({ id: z.number('validations.invalid').int('validations.invalid').positive('validations.invalid').max(maxId, 'validations.invalid'), blocked: z.boolean('validations.invalid') });

/** A row of the customer list; times are ISO strings, money decimal UAH strings. */
export interface CustomerRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  created_at: string;
  confirmed: boolean;
  blocked_at: string | null;
  orders: number;
  last_order_at: string | null;
}

export interface CustomerListPage {
  customers: CustomerRow[];
  pagination: { page: number; pages: number; total: number; per_page: number };
  sort: CustomerSortKey;
  direction: 'asc' | 'desc';
  query: string;
}

export interface CustomerOrderRow {
  id: number;
  number: string;
  created_at: string;
  status: string;
  payment_status: string;
  /** The order's total in UAH (what it is stored in), decimal. */
  total_uah: string;
}

export interface CustomerDetail extends CustomerRow {
  locale: 'uk' | 'en';
  orders_list: CustomerOrderRow[];
  /** The sum of the orders not cancelled nor returned, decimal UAH. */
  spent_uah: string;
  wishlist: { product_id: number; name: string; slug: string; active: boolean }[];
  newsletter: { subscribed: boolean; since: string | null };
}
