// zod/mini because the review form imports this schema too.
import { z } from 'zod/mini';
import { multiLine, singleLine } from './text.ts';
import { langField } from './validation.ts';
import { reviewLimits } from './review-limits.ts';
import { formatInKyiv, longDateStyle } from './intl-formats.ts';

export { reviewLimits, reviewMessageVars, reviewsPerPage } from './review-limits.ts';

/** PostgreSQL's integer: a larger id could never exist and must not reach the query. */
const maxId = 2_147_483_647;

const productId = z.int({ message: 'reviewsValidation.product' }).check(z.positive('reviewsValidation.product'), z.lte(maxId, 'reviewsValidation.product'));

/**
 * A new review. Messages are catalogue keys under `reviewsValidation`; {min} and {max} are filled
 * from `reviewLimits`. A missing rating says the spec's "please rate".
 */
export const reviewAddSchema = z.object({
  lang: langField,
  product_id: productId,
  name: z
    .string({ message: 'reviewsValidation.nameRequired' })
    .check(
      singleLine,
      z.overwrite((value) => value.replace(/\s+/g, ' ')),
      z.trim(),
      z.minLength(1, { message: 'reviewsValidation.nameRequired', abort: true }),
      z.minLength(reviewLimits.name.min, 'reviewsValidation.nameLength'),
      z.maxLength(reviewLimits.name.max, 'reviewsValidation.nameLength'),
    ),
  text: z
    .string({ message: 'reviewsValidation.textRequired' })
    .check(
      ...multiLine,
      z.trim(),
      z.minLength(1, { message: 'reviewsValidation.textRequired', abort: true }),
      z.minLength(reviewLimits.text.min, 'reviewsValidation.textLength'),
      z.maxLength(reviewLimits.text.max, 'reviewsValidation.textLength'),
    ),
  rating: z
    .int({ error: (issue) => (issue.input == null ? 'reviewsValidation.rating' : 'reviewsValidation.ratingRange') })
    .check(z.gte(reviewLimits.rating.min, 'reviewsValidation.ratingRange'), z.lte(reviewLimits.rating.max, 'reviewsValidation.ratingRange')),
});

export type ReviewAddInput = z.infer<typeof reviewAddSchema>;

export const reviewListSchema = z.object({
  lang: langField,
  product_id: productId,
  page: z.optional(z.int({ message: 'reviewsValidation.page' }).check(z.positive('reviewsValidation.page'), z.lte(10_000, 'reviewsValidation.page'))),
});

/** An approved review as the page and the API show it. */
export interface ReviewView {
  id: number;
  author_name: string;
  text: string;
  rating: number;
  /** ISO 8601. */
  created_at: string;
  /** The shop's answer, if it gave one. */
  reply: { text: string; created_at: string } | null;
}

/**
 * A product page's first reviews with the days they show, written by the server: hydrating them
 * then builds no date formatter in the browser (see intl-formats.ts). Reviews loaded later format
 * their own days.
 */
export interface ShownReviews {
  reviews: ReviewView[];
  /** Each review's and reply's `created_at`, as the page writes the day. */
  days: Record<string, string>;
}

export function withShownDays(reviews: ReviewView[], language: string): ShownReviews {
  const days: Record<string, string> = {};
  for (const review of reviews) {
    for (const moment of [review.created_at, review.reply?.created_at]) if (moment) days[moment] ??= formatInKyiv(moment, language, longDateStyle);
  }
  return { reviews, days };
}

export interface ReviewPage {
  reviews: ReviewView[];
  page: number;
  per_page: number;
  total: number;
  has_more: boolean;
}

export interface ReviewSummary {
  /** Mean rating of approved reviews to one decimal; null when there are none. */
  average: number | null;
  count: number;
}
