import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { reviewsPerPage, type ReviewPage, type ReviewSummary, type ReviewView } from '../../../common/reviews.ts';
import type { Locale } from '../../../common/locales.ts';

/** Case, surrounding and repeated spaces do not make a review different. */
function normalized(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The natural key of a review: sha256 of product, author and text, normalized. */
export function reviewContentHash(productId: number, authorName: string, text: string): string {
  return createHash('sha256').update(`${productId}|${normalized(authorName)}|${normalized(text)}`).digest('hex');
}

/**
 * Stores a review for moderation. A repeat of a stored review (same product, author and text up
 * to case and spacing) adds nothing. Null when the product does not exist or is not on sale.
 */
export async function addReview(
  db: Database,
  { productId, locale, authorName, text, rating }: { productId: number; locale: Locale; authorName: string; text: string; rating: number },
): Promise<{ created: boolean } | null> {
  if (!(await isProductActive(db, { productId }))) return null;
  const inserted = await db
    .insert(reviews)
    .values({ productId, locale, authorName, text, rating, status: 'pending', contentHash: reviewContentHash(productId, authorName, text) })
    .onConflictDoNothing({ target: reviews.contentHash })
    .returning({ id: reviews.id });
  return { created: inserted.length > 0 };
}

const approvedOf = (productId: number) => and(eq(reviews.productId, productId), eq(reviews.status, 'approved'));

export async function getReviewSummary(db: Database, { productId }: { productId: number }): Promise<ReviewSummary> {
  const [row] = await db
    .select({ average: sql<number | null>`avg(${reviews.rating})::float8`, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(approvedOf(productId));
  const count = row?.count ?? 0;
  return { average: count > 0 && row?.average != null ? Math.round(Number(row.average) * 10) / 10 : null, count };
}

/** One page of a product's approved reviews, newest first. */
export async function listApprovedReviews(
  db: Database,
  { productId, page = 1, perPage = reviewsPerPage }: { productId: number; page?: number; perPage?: number },
): Promise<ReviewView[]> {
  const rows = await db
    .select({ id: reviews.id, author_name: reviews.authorName, text: reviews.text, rating: reviews.rating, createdAt: reviews.createdAt, reply: reviews.reply, repliedAt: reviews.repliedAt })
    .from(reviews)
    .where(approvedOf(productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return rows.map(({ createdAt, reply, repliedAt, ...row }) => ({
    ...row,
    created_at: createdAt.toISOString(),
    reply: reply !== null && repliedAt !== null ? { text: reply, created_at: repliedAt.toISOString() } : null,
  }));
}

/** A page of approved reviews with the total, as the API answers it. */
export async function getReviewPage(db: Database, { productId, page }: { productId: number; page: number }): Promise<ReviewPage> {
  const [list, { count }] = await Promise.all([listApprovedReviews(db, { productId, page }), getReviewSummary(db, { productId })]);
  return { reviews: list, page, per_page: reviewsPerPage, total: count, has_more: page * reviewsPerPage < count };
}

/** Whether a product exists and is on sale. */
export async function isProductActive(db: Database, { productId }: { productId: number }): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)));
  return row !== undefined;
}
