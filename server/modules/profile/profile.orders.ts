import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { singleRow } from '../../db/rows.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';
import type { OrderView, OrdersPage } from '../../../common/account.ts';
import type { Locale } from '../../../common/locales.ts';
import { loadOrderView, orderSummary } from '../orders/orders.view.ts';
import { paymentDetailsOf, type PaymentDetails } from '../checkout/checkout.thankyou.ts';
import { latestPayment } from '../payments/payments.attempts.ts';
import { loadParcelView } from '../shipping/shipping.parcels.ts';

/** Orders per page in the cabinet. */
export const ordersPerPage = 10;

const summaryColumns = {
  id: orders.id,
  number: orders.number,
  createdAt: orders.createdAt,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  total: orders.total,
  currencyCode: orders.currencyCode,
  currencyRate: orders.currencyRate,
};

async function unitsByOrder(db: Database, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderLines.orderId, units: sql<number>`sum(${orderLines.count})::int` })
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .groupBy(orderLines.orderId);
  return new Map(rows.map((row) => [row.orderId, row.units]));
}

/** One page of the account's orders, newest first. Only ever the given user's orders. */
export async function listUserOrders(db: Database, { userId, page = 1 }: { userId: number; page?: number }): Promise<OrdersPage> {
  const { total } = singleRow(await db.select({ total: sql<number>`count(*)::int` }).from(orders).where(eq(orders.userId, userId)));
  const pages = Math.max(1, Math.ceil(total / ordersPerPage));
  const rows = await db
    .select(summaryColumns)
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ordersPerPage)
    .offset((Math.min(page, pages) - 1) * ordersPerPage);
  const units = await unitsByOrder(db, rows.map((row) => row.id));
  return { orders: rows.map((row) => orderSummary(row, units.get(row.id) ?? 0)), pagination: { page: Math.min(page, pages), pages, total } };
}

/** One of the account's orders with its lines and parcel; null for an unknown number or another's order. */
export async function getUserOrder(db: Database, { userId, number, locale }: { userId: number; number: string; locale: Locale }): Promise<OrderView | null> {
  const found = await loadOrderView(db, { number, userId }, locale);
  if (!found) return null;
  return { ...found.view, parcel: await loadParcelView(db, found.row.id) };
}

/** One of the account's orders with how to pay it when that is done outside the shop (invoice, transfer). */
export async function getUserOrderToPay(
  db: Database,
  { userId, number, locale }: { userId: number; number: string; locale: Locale },
): Promise<{ order: OrderView; payment: PaymentDetails } | null> {
  const found = await loadOrderView(db, { number, userId }, locale);
  if (!found) return null;
  const payment = await paymentDetailsOf(db, { row: found.row, payment: await latestPayment(db, found.row.id), locale });
  return { order: { ...found.view, parcel: await loadParcelView(db, found.row.id) }, payment };
}
