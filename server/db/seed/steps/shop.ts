import { reviewContentHash } from '../../../modules/reviews/reviews.service.ts';
import type { Database } from '../../client.ts';
import { coupons } from '../../schema/coupons.ts';
import { reviews } from '../../schema/reviews.ts';
import { shopSettings } from '../../schema/settings.ts';
import { shopSettingsSchema } from '../../../../common/settings.ts';
import { writeSiteDocument } from '../../../modules/settings/settings.admin.ts';
import { batches, excludedSet } from '../db-helpers.ts';
import { locales } from '../types.ts';
import { couponSeeds } from '../data/coupons.ts';
import { settingsDocuments } from '../data/settings.ts';
import type { PlannedReview } from '../review-plan.ts';

export async function seedCoupons(db: Database, now: Date): Promise<void> {
  await db
    .insert(coupons)
    .values(couponSeeds(now).map((c) => ({ ...c, isActive: true })))
    .onConflictDoUpdate({
      target: coupons.code,
      set: excludedSet(coupons, ['type', 'value', 'minTotal', 'expiresAt', 'usageLimit', 'usedCount', 'isActive']),
    });
}

export async function seedSettings(db: Database, now: Date): Promise<void> {
  // The back office's writer: parsing there makes a broken document fail the seed rather than the storefront.
  for (const locale of locales) await writeSiteDocument(db, { locale, document: settingsDocuments[locale], now });
  // The demo opens with the shop running and no analytics ids (nothing is sent to Google); seeding
  // again keeps the switches the owner has set since.
  await db
    .insert(shopSettings)
    .values({ id: 1, data: shopSettingsSchema.parse({}), updatedAt: now })
    .onConflictDoNothing();
}

/** Inserts reviews that are not there yet; the content hash is their natural key. */
export async function seedReviews(db: Database, plan: PlannedReview[], productIds: Map<string, number>): Promise<void> {
  const rows = plan.map((r) => {
    const productId = productIds.get(r.productSlug)!;
    return {
      productId,
      locale: r.locale,
      authorName: r.authorName,
      text: r.text,
      rating: r.rating,
      status: r.status,
      contentHash: reviewContentHash(productId, r.authorName, r.text),
      createdAt: r.createdAt,
    };
  });
  for (const batch of batches(rows)) await db.insert(reviews).values(batch).onConflictDoNothing({ target: reviews.contentHash });
}
