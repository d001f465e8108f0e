import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { productOptions } from '../../db/schema/catalog.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { orderLines } from '../../db/schema/orders.ts';

/**
 * Puts an order's units back on the shelf, in option order (as placing takes them) so two
 * transactions never wait on each other. Lines whose option is gone have nowhere to return to.
 */
export async function returnOrderStock(tx: Database, orderId: number): Promise<{ optionId: number; count: number }[]> {
  const lines = await tx
    .select({ optionId: orderLines.optionId, count: orderLines.count })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.optionId)))
    .orderBy(asc(orderLines.optionId));
  const returned: { optionId: number; count: number }[] = [];
  for (const line of lines) {
    if (line.optionId === null) continue;
    await tx
      .update(productOptions)
      .set({ stock: sql`${productOptions.stock} + ${line.count}` })
      .where(eq(productOptions.id, line.optionId));
    returned.push({ optionId: line.optionId, count: line.count });
  }
  return returned;
}

/** Gives back the one use of a coupon an order took (codes are stored upper-case, as the order keeps them). */
export async function releaseCouponUse(tx: Database, code: string | null): Promise<boolean> {
  if (!code) return false;
  const released = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} - 1` })
    .where(and(eq(coupons.code, code.toUpperCase()), gt(coupons.usedCount, 0)))
    .returning({ id: coupons.id });
  return released.length > 0;
}
