import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';

export interface OrderCounts {
  /** Orders waiting for the shop to confirm them. */
  new: number;
  /** Card orders still open whose payment has not come (pending or failed). */
  unpaid: number;
}

/** The counts the back office's navigation shows beside "Orders". */
export async function orderCounts(db: Database): Promise<OrderCounts> {
  const [row] = await db
    .select({
      new: sql<number>`count(*) filter (where ${orders.status} = 'new')::int`,
      unpaid: sql<number>`count(*) filter (where ${and(eq(orders.paymentMethod, 'liqpay'), inArray(orders.paymentStatus, ['pending', 'failed']))})::int`,
    })
    .from(orders)
    .where(inArray(orders.status, ['new', 'confirmed']));
  return { new: Number(row?.new ?? 0), unpaid: Number(row?.unpaid ?? 0) };
}
