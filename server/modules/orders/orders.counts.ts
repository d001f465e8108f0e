import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrderCounts } from '../../../common/admin-orders.ts';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';

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
