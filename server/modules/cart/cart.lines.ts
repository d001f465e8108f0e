import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { singleRow } from '../../db/rows.ts';
import { cartLines } from '../../db/schema/carts.ts';
import { productOptions } from '../../db/schema/catalog.ts';
import { lineCount, lineCountCap } from '../../../common/cart-money.ts';

/** The most of an option one line may hold: its stock, at most `maxLineCount`. */
export async function lineCap(db: Database, { optionId }: { optionId: number }): Promise<number> {
  const [row] = await db.select({ stock: productOptions.stock }).from(productOptions).where(eq(productOptions.id, optionId));
  return lineCountCap(row?.stock ?? 0);
}

/** The units of an option a cart holds already (0 when it has no such line). */
export async function unitsOfOption(db: Database, { cartId, optionId }: { cartId: string; optionId: number }): Promise<number> {
  const [row] = await db.select({ count: cartLines.count }).from(cartLines).where(and(eq(cartLines.cartId, cartId), eq(cartLines.optionId, optionId)));
  return row?.count ?? 0;
}

/**
 * Adds units of an option to a cart in one statement: a new line, or the existing line's count
 * raised, never past `cap`. The database merges concurrent adds on the (cart, option) unique
 * index, so none is lost. Answers the line's count.
 */
export async function addUnits(
  db: Database,
  { cartId, productId, optionId, count, cap, now }: { cartId: string; productId: number; optionId: number; count: number; cap: number; now: Date },
): Promise<number> {
  const row = singleRow(
    await db
      .insert(cartLines)
      .values({ cartId, productId, optionId, count: Math.min(count, cap), createdAt: now })
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.optionId],
        set: { count: sql`least(${cartLines.count} + excluded.count, ${cap}::int)` },
      })
      .returning({ count: cartLines.count }),
  );
  return row.count;
}

/**
 * Sets a line's count, kept within 1 and the option's stock (at most `maxLineCount`). Answers the
 * line's option and the count set; undefined when the cart has no such line.
 */
export async function setLineCount(db: Database, { cartId, lineId, count }: { cartId: string; lineId: number; count: number }) {
  const wanted = lineCount(count);
  const stock = sql`(select ${productOptions.stock} from ${productOptions} where ${productOptions.id} = ${cartLines.optionId})`;
  const updated = await db
    .update(cartLines)
    .set({ count: sql`greatest(1, least(${wanted}::int, coalesce(${stock}, 0)))` })
    .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)))
    .returning({ optionId: cartLines.optionId, count: cartLines.count });
  return updated[0];
}

export async function removeLine(db: Database, { cartId, lineId }: { cartId: string; lineId: number }): Promise<boolean> {
  const removed = await db.delete(cartLines).where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId))).returning({ id: cartLines.id });
  return removed.length > 0;
}
