import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';
import { minorToDecimal } from '../../../common/currency.ts';
import { trimDecimal } from '../../../common/money.ts';
import type { OrderSummary, OrderView, OrdersPage } from '../../../common/account.ts';

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

type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] };

function toSummary(row: SummaryRow, itemsCount: number): OrderSummary {
  return {
    number: row.number,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    payment_status: row.paymentStatus,
    total: minorToDecimal(row.total),
    currency_code: row.currencyCode,
    currency_rate: trimDecimal(row.currencyRate),
    items_count: itemsCount,
  };
}

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
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(orders).where(eq(orders.userId, userId));
  const pages = Math.max(1, Math.ceil(total / ordersPerPage));
  const rows = await db
    .select(summaryColumns)
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ordersPerPage)
    .offset((Math.min(page, pages) - 1) * ordersPerPage);
  const units = await unitsByOrder(db, rows.map((row) => row.id));
  return { orders: rows.map((row) => toSummary(row, units.get(row.id) ?? 0)), pagination: { page: Math.min(page, pages), pages, total } };
}

/** One of the account's orders with its lines; null for an unknown number or another's order. */
export async function getUserOrder(db: Database, { userId, number }: { userId: number; number: string }): Promise<OrderView | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.number, number)));
  if (!order) return null;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  const units = lines.reduce((sum, line) => sum + line.count, 0);
  return {
    ...toSummary(order, units),
    customer: { name: order.customerName, email: order.customerEmail, phone: order.customerPhone },
    delivery: { region: order.deliveryRegion, method: order.deliveryMethod, details: order.deliveryDetails },
    payment_method: order.paymentMethod,
    coupon: order.couponCode,
    subtotal: minorToDecimal(order.subtotal),
    discount: minorToDecimal(order.discount),
    delivery_cost: minorToDecimal(order.deliveryCost),
    comment: order.comment,
    lines: lines.map((line) => ({
      product_id: line.productId,
      name: line.name,
      option: line.optionLabel,
      image: line.image,
      sku: line.sku,
      price: minorToDecimal(line.price),
      old_price: line.oldPrice === null ? null : minorToDecimal(line.oldPrice),
      count: line.count,
      total: minorToDecimal(line.total),
    })),
  };
}
