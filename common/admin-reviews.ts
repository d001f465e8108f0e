// The back office's review moderation: one definition of a valid call for the admin API and the
// page's loader and actions. Back office only: full zod.
import { z } from 'zod';
import { multiLine } from './text.ts';

/** Reviews per page of the moderation list. */
export const staffReviewsPerPage = 20;

/** The longest reply, as long as the longest review. */
export const reviewReplyMaxLength = 2000;

export const reviewStatuses = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

const maxId = 2_147_483_647;

export const reviewIdSchema = z.object({ id: z.coerce.number('validations.invalid').int('validations.invalid').positive('validations.invalid').max(maxId, 'validations.invalid') });

/** `GET /api/admin/reviews`: the queue of one status (pending first), as text from an address. */
export const staffReviewListSchema = z.object({
  status: z.enum(reviewStatuses, 'validations.invalid').optional(),
  page: z.coerce.number('validations.invalid').int('validations.invalid').min(1, 'validations.invalid').max(10_000, 'validations.invalid').optional(),
});
export type StaffReviewListQuery = z.output<typeof staffReviewListSchema>;

/** `POST /api/admin/reviews/:id/status`: published or turned down (a decision can be changed). */
export const reviewDecisionSchema = z.object({ status: z.enum(['approved', 'rejected'], 'validations.invalid') });

/** `PUT /api/admin/reviews/:id/reply`: the shop's answer; an empty text takes it away. */
export const reviewReplySchema = z.object({
  text: z
    .string('validations.invalid')
    .check(...multiLine)
    .trim()
    .max(reviewReplyMaxLength, 'validations.maxLength'),
});

/** A review as the moderation list shows it; times ISO 8601. */
export interface StaffReviewRow {
  id: number;
  product: { id: number; name: string; path: string | null };
  author_name: string;
  text: string;
  rating: number;
  /** The language it was written in. */
  locale: string;
  status: ReviewStatus;
  created_at: string;
  moderated_at: string | null;
  reply: string | null;
  replied_at: string | null;
}

export interface StaffReviewPage {
  reviews: StaffReviewRow[];
  status: ReviewStatus;
  /** How many reviews each status holds. */
  counts: Record<ReviewStatus, number>;
  pagination: { page: number; pages: number; total: number; per_page: number };
}
