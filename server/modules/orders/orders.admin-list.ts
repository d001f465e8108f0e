import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOrderFilter, AdminOrderPage } from '../../../common/admin-orders.ts';
import { minorToDecimal } from '../../../common/currency.ts';
import type { Database } from '../../db/client.ts';
import { phoneDigitsOf } from '../../db/phone-query.ts';
import { singleRow } from '../../db/rows.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';

/** Midnight of a Kyiv day as a moment (the shop's days are Kyiv's). */
const kyivDayStart = (day: string): SQL => sql`(${day}::date::timestamp at time zone 'Europe/Kyiv')`;

/** A LIKE pattern matching the text anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function textCondition(q: string): SQL | undefined {
  const pattern = containing(q);
  const digits = phoneDigitsOf(q);
  return or(
    ilike(orders.number, pattern),
    ilike(orders.customerEmail, pattern),
    ilike(orders.customerName, pattern),
    ilike(orders.customerPhone, pattern),
    // A phone typed with spaces, dashes or without +38 still finds the order.
    digits === undefined ? undefined : sql`regexp_replace(${orders.customerPhone}, '\\D', '', 'g') like ${containing(digits)}`,
  );
}

function paymentCondition(payment: NonNullable<AdminOrderFilter['payment']>): SQL | undefined {
  if (payment !== 'unpaid') return eq(orders.paymentStatus, payment);
  // What the navigation counts as unpaid: card orders still waiting for their money.
  return and(eq(orders.paymentMethod, 'liqpay'), inArray(orders.paymentStatus, ['pending', 'failed']), inArray(orders.status, ['new', 'confirmed']));
}

const sortColumns = {
  created_at: orders.createdAt,
  total: orders.total,
  number: orders.number,
  customer_name: orders.customerName,
  status: orders.status,
} as const;

/** The orders for the back office, filtered, sorted (newest first by default) and paginated. */
export async function listAdminOrders(db: Database, filter: AdminOrderFilter): Promise<AdminOrderPage> {
  const conditions = [
    filter.status === undefined ? undefined : eq(orders.status, filter.status),
    filter.payment === undefined ? undefined : paymentCondition(filter.payment),
    filter.delivery === undefined ? undefined : eq(orders.deliveryMethod, filter.delivery),
    filter.from === undefined ? undefined : gte(orders.createdAt, kyivDayStart(filter.from)),
    filter.to === undefined ? undefined : lt(orders.createdAt, sql`(${kyivDayStart(filter.to)} + interval '1 day')`),
    filter.q === undefined ? undefined : textCondition(filter.q),
  ].filter((condition) => condition !== undefined);
  const where = conditions.length ? and(...conditions) : undefined;
  const column = sortColumns[filter.sort ?? 'created_at'];
  const direction = (filter.dir ?? (filter.sort === undefined ? 'desc' : 'asc')) === 'asc' ? asc : desc;
  const units = db
    .select({ orderId: orderLines.orderId, units: sql<number>`sum(${orderLines.count})::int`.as('units') })
    .from(orderLines)
    .groupBy(orderLines.orderId)
    .as('units');
  const [rows, { total }] = await Promise.all([
    db
      .select({ order: orders, units: units.units })
      .from(orders)
      .leftJoin(units, eq(units.orderId, orders.id))
      .where(where)
      .orderBy(direction(column), direction(orders.id))
      .limit(filter.per_page)
      .offset((filter.page - 1) * filter.per_page),
    db.select({ total: sql<number>`count(*)::int` }).from(orders).where(where).then(singleRow),
  ]);
  return {
    orders: rows.map(({ order, units: count }) => ({
      id: order.id,
      number: order.number,
      created_at: order.createdAt.toISOString(),
      status: order.status,
      payment_status: order.paymentStatus,
      payment_method: order.paymentMethod,
      delivery_method: order.deliveryMethod,
      customer: { name: order.customerName, email: order.customerEmail, phone: order.customerPhone },
      total: minorToDecimal(order.total),
      items_count: count ?? 0,
    })),
    total,
    page: filter.page,
    per_page: filter.per_page,
  };
}

/** The delivery methods orders were placed with, for the list's filter. */
export async function orderDeliveryMethods(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ method: orders.deliveryMethod }).from(orders).orderBy(orders.deliveryMethod);
  return rows.map((row) => row.method);
}
