// The back office's newsletter subscribers: one definition of a valid call for the admin API and
// the page. Back office only: full zod.
import { z } from 'zod';
import { singleLine } from './text.ts';

/** Subscribers per page of the list. */
export const subscribersPerPage = 50;

/** `GET /api/admin/newsletter`: part of an address and a page, as text from an address bar. */
export const subscriberListSchema = z.object({
  query: z.string('validations.invalid').check(singleLine).trim().max(100, 'validations.maxLength').optional(),
  page: z.coerce.number('validations.invalid').int('validations.invalid').min(1, 'validations.invalid').max(10_000, 'validations.invalid').optional(),
});
export type SubscriberListQuery = z.output<typeof subscriberListSchema>;

/** `DELETE /api/admin/newsletter/:id`. */
export const subscriberIdSchema = z.object({ id: z.coerce.number('validations.invalid').int('validations.invalid').positive('validations.invalid').max(2_147_483_647, 'validations.invalid') });

export interface SubscriberRow {
  id: number;
  email: string;
  /** The language of the shop they subscribed in. */
  locale: string;
  /** ISO 8601. */
  subscribed_at: string;
}

export interface SubscriberPage {
  subscribers: SubscriberRow[];
  query: string;
  pagination: { page: number; pages: number; total: number; per_page: number };
}
