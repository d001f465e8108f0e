import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { productTranslations } from '../../db/schema/catalog.ts';
import { paths } from '../../db/schema/paths.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { reviewStatuses, staffReviewsPerPage, type ReviewStatus, type StaffReviewListQuery, type StaffReviewPage, type StaffReviewRow } from '../../../common/admin-reviews.ts';
import type { Locale } from '../../../common/locales.ts';
import { recordAudit, type AuditActor } from '../audit/audit.record.ts';

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/**
 * One page of the reviews of a status (pending by default), newest first, with the product's name
 * in the member's language and its storefront path, and how many reviews each status holds.
 */
export async function listStaffReviews(db: Database, { query, locale }: { query: StaffReviewListQuery; locale: Locale }): Promise<StaffReviewPage> {
  const status = query.status ?? 'pending';
  const countRows = await db.select({ status: reviews.status, count: sql<number>`count(*)::int` }).from(reviews).groupBy(reviews.status);
  const counts = Object.fromEntries(reviewStatuses.map((key) => [key, Number(countRows.find((row) => row.status === key)?.count ?? 0)])) as Record<ReviewStatus, number>;
  const total = counts[status];
  const pages = Math.max(1, Math.ceil(total / staffReviewsPerPage));
  const page = Math.min(query.page ?? 1, pages);
  // Served by reviews_status_created_idx (migration 0022): the page is read in index order.
  const rows = await db
    .select({
      id: reviews.id,
      productId: reviews.productId,
      productName: productTranslations.name,
      path: paths.path,
      authorName: reviews.authorName,
      text: reviews.text,
      rating: reviews.rating,
      locale: reviews.locale,
      status: reviews.status,
      createdAt: reviews.createdAt,
      moderatedAt: reviews.moderatedAt,
      reply: reviews.reply,
      repliedAt: reviews.repliedAt,
    })
    .from(reviews)
    .leftJoin(productTranslations, and(eq(productTranslations.productId, reviews.productId), eq(productTranslations.locale, locale)))
    .leftJoin(paths, and(eq(paths.kind, 'product'), eq(paths.entityId, reviews.productId)))
    .where(eq(reviews.status, status))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(staffReviewsPerPage)
    .offset((page - 1) * staffReviewsPerPage);
  return {
    reviews: rows.map(
      (row): StaffReviewRow => ({
        id: row.id,
        product: { id: row.productId, name: row.productName ?? `#${row.productId}`, path: row.path === null ? null : `/${row.path}` },
        author_name: row.authorName,
        text: row.text,
        rating: row.rating,
        locale: row.locale,
        status: row.status,
        created_at: row.createdAt.toISOString(),
        moderated_at: iso(row.moderatedAt),
        reply: row.reply,
        replied_at: iso(row.repliedAt),
      }),
    ),
    status,
    counts,
    pagination: { page, pages, total, per_page: staffReviewsPerPage },
  };
}

type Change = { ok: true; changed: boolean } | { ok: false; reason: 'notFound' };

interface ChangeContext {
  id: number;
  actor: AuditActor;
  ip?: string | null;
  now: Date;
}

/**
 * Publishes (approved) or turns down (rejected) a review, in one transaction with its audit entry.
 * Only approved reviews count in the product's rating and show on its page. Deciding what it
 * already is changes nothing and writes no entry.
 */
export async function decideReview(db: Database, { id, status, actor, ip, now }: ChangeContext & { status: 'approved' | 'rejected' }): Promise<Change> {
  return db.transaction(async (tx) => {
    // The row lock orders two moderators acting at once: each sees the other's decision.
    const [review] = await tx.select({ status: reviews.status, productId: reviews.productId }).from(reviews).where(eq(reviews.id, id)).for('update');
    if (!review) return { ok: false, reason: 'notFound' } as const;
    if (review.status === status) return { ok: true, changed: false } as const;
    await tx.update(reviews).set({ status, moderatedAt: now }).where(eq(reviews.id, id));
    await recordAudit(tx, {
      actor,
      action: status === 'approved' ? 'review.approve' : 'review.reject',
      entity: { type: 'review', id },
      before: { status: review.status },
      after: { status, product_id: review.productId },
      ip,
      at: now,
    });
    return { ok: true, changed: true } as const;
  });
}

/** Sets the shop's reply to a review (an empty text removes it), in one transaction with its audit entry. */
export async function replyToReview(db: Database, { id, text, actor, ip, now }: ChangeContext & { text: string }): Promise<Change> {
  return db.transaction(async (tx) => {
    const [review] = await tx.select({ reply: reviews.reply }).from(reviews).where(eq(reviews.id, id)).for('update');
    if (!review) return { ok: false, reason: 'notFound' } as const;
    const reply = text === '' ? null : text;
    if (review.reply === reply) return { ok: true, changed: false } as const;
    await tx
      .update(reviews)
      .set({ reply, repliedAt: reply === null ? null : now })
      .where(eq(reviews.id, id));
    await recordAudit(tx, { actor, action: 'review.reply', entity: { type: 'review', id }, before: { reply: review.reply }, after: { reply }, ip, at: now });
    return { ok: true, changed: true } as const;
  });
}
