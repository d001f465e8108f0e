// The back office's customer list and customer calls: one definition of a valid query for the
// admin API and the pages' loaders (the search form sends the same fields in its address).
import { z } from 'zod/mini';
import { singleLine } from './text.ts';

/** Rows per page of the customer list. */
export const customersPerPage = 25;

export const customerSortKeys = ['created_at', 'name', 'email', 'orders', 'last_order_at'] as const;
export type CustomerSortKey = (typeof customerSortKeys)[number];

/** PostgreSQL's integer: a larger id could never exist and must not reach the query. */
const maxId = 2_147_483_647;

export const customerId = z.int({ message: 'validations.invalid' }).check(z.positive('validations.invalid'), z.lte(maxId, 'validations.invalid'));

export const customerListSchema = z.object({
  /** Part of a name, an e-mail address or a phone number (digits are matched whatever the spacing). */
  query: z.optional(z.string().check(singleLine, z.trim(), z.maxLength(100, 'validations.maxLength'))),
  page: z.optional(z.int({ message: 'validations.invalid' }).check(z.positive('validations.invalid'), z.lte(10_000, 'validations.invalid'))),
  sort: z.optional(z.enum(customerSortKeys, { message: 'validations.invalid' })),
  direction: z.optional(z.enum(['asc', 'desc'], { message: 'validations.invalid' })),
});
export type CustomerListQuery = z.infer<typeof customerListSchema>;

export const customerGetSchema = z.object({ id: customerId });

export const customerBlockSchema = z.object({ id: customerId, blocked: z.boolean({ message: 'validations.invalid' }) });

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
