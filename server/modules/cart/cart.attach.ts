import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cartLines, carts } from '../../db/schema/carts.ts';
import type { Cart } from '../../../common/cart.ts';
import type { Locale } from '../../../common/locales.ts';
import { addUnits, lineCap } from './cart.lines.ts';
import { latestUserCartId, touchCart } from './cart.queries.ts';
import { getCart } from './cart.service.ts';

/**
 * On sign-in, the cart the shopper filled as a guest joins the account: it becomes the account's
 * cart, or its lines are added to the account's existing cart (each line capped at stock) and the
 * guest cart goes away. A cart that already belongs to another account is left alone. Answers the
 * account's cart, or null when it has none.
 */
export async function attachCart(
  db: Database,
  { cartId, userId, locale, now }: { cartId: string | undefined; userId: number; locale: Locale; now: Date },
): Promise<Cart | null> {
  const accountCartId = await db.transaction(async (tx) => {
    const own = await latestUserCartId(tx, { userId, now });
    if (!cartId || cartId === own) return own;
    // Locks the guest cart, so a change made meanwhile waits for the merge.
    const [guest] = await tx
      .update(carts)
      .set({ updatedAt: now })
      .where(and(eq(carts.id, cartId), gt(carts.expiresAt, now), or(isNull(carts.userId), eq(carts.userId, userId))))
      .returning({ id: carts.id, couponId: carts.couponId });
    if (!guest) return own;
    if (!own) {
      await tx.update(carts).set({ userId }).where(eq(carts.id, guest.id));
      return guest.id;
    }
    const lines = await tx.select().from(cartLines).where(eq(cartLines.cartId, guest.id));
    for (const line of lines) {
      const cap = await lineCap(tx, { optionId: line.optionId });
      if (cap > 0) await addUnits(tx, { cartId: own, productId: line.productId, optionId: line.optionId, count: line.count, cap, now });
    }
    const [ownCart] = await tx.select({ couponId: carts.couponId }).from(carts).where(eq(carts.id, own));
    await touchCart(tx, { cartId: own, now, couponId: ownCart?.couponId ?? guest.couponId });
    await tx.delete(carts).where(eq(carts.id, guest.id));
    return own;
  });
  return accountCartId ? getCart(db, { cartId: accountCartId, locale, now }) : null;
}
