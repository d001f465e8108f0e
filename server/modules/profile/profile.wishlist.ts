import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { wishlistItems } from '../../db/schema/carts.ts';
import { products } from '../../db/schema/catalog.ts';
import { maxWishlistIds } from '../../../common/cart.ts';

/** The account's wishlist of products still sold, oldest first (the order the local list keeps). */
export async function getWishlistIds(db: Database, { userId }: { userId: number }): Promise<number[]> {
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(and(eq(wishlistItems.userId, userId), eq(products.isActive, true)))
    .orderBy(asc(wishlistItems.createdAt), asc(wishlistItems.productId));
  return rows.map((row) => row.productId);
}

/** Keeps the newest `maxWishlistIds` products, like the local list does. */
async function trimWishlist(db: Database, { userId }: { userId: number }) {
  const keep = db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(sql`${wishlistItems.createdAt} desc`, sql`${wishlistItems.productId} desc`)
    .limit(maxWishlistIds);
  await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), notInArray(wishlistItems.productId, keep)));
}

/** Adds the product, or removes it when it is there; null when no such product is sold. */
export async function toggleWishlistProduct(
  db: Database,
  { userId, productId, now }: { userId: number; productId: number; now: Date },
): Promise<number[] | null> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
      .returning({ productId: wishlistItems.productId });
    if (removed.length === 0) {
      const [product] = await tx.select({ id: products.id }).from(products).where(and(eq(products.id, productId), eq(products.isActive, true)));
      if (!product) return null;
      await tx.insert(wishlistItems).values({ userId, productId, createdAt: now }).onConflictDoNothing();
      await trimWishlist(tx, { userId });
    }
    return getWishlistIds(tx, { userId });
  });
}

/**
 * Merges a browser's local list into the account (on sign-in): products the shop sells are
 * added after the account's own, in the local order; unknown ids are left out.
 */
export async function syncWishlist(db: Database, { userId, productIds, now }: { userId: number; productIds: number[]; now: Date }): Promise<number[]> {
  const unique = [...new Set(productIds)];
  return db.transaction(async (tx) => {
    if (unique.length > 0) {
      const sold = await tx.select({ id: products.id }).from(products).where(and(inArray(products.id, unique), eq(products.isActive, true)));
      const soldIds = new Set(sold.map((row) => row.id));
      // One millisecond apart, so the local order survives as the creation order.
      const rows = unique.filter((id) => soldIds.has(id)).map((productId, index) => ({ userId, productId, createdAt: new Date(now.getTime() + index) }));
      if (rows.length > 0) await tx.insert(wishlistItems).values(rows).onConflictDoNothing();
      await trimWishlist(tx, { userId });
    }
    return getWishlistIds(tx, { userId });
  });
}
