import { asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { customersPerPage, type CustomerListPage, type CustomerListQuery, type CustomerRow, type CustomerSortKey } from '../../../common/admin-customers.ts';
import type { Database } from '../../db/client.ts';
import { phoneDigitsOf } from '../../db/phone-query.ts';
import { singleRow } from '../../db/rows.ts';
import { orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';

/** `%` and `_` typed by staff are letters to find, not patterns. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

const digitsOf = (column: SQL | typeof users.phone) => sql`regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g')`;

/**
 * Name, e-mail or phone holding the text. Accounts rarely keep a phone, so the phones their orders
 * were placed with count too; a phone-like query matches phones by digits alone.
 */
function matching(query: string): SQL | undefined {
  if (query === '') return undefined;
  const pattern = `%${likeEscaped(query)}%`;
  const digits = phoneDigitsOf(query);
  const byPhone =
    digits !== undefined
      ? or(
          sql`${digitsOf(users.phone)} LIKE ${`%${digits}%`}`,
          sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.userId} = ${users.id} AND ${digitsOf(sql`${orders.customerPhone}`)} LIKE ${`%${digits}%`})`,
        )
      : undefined;
  return or(ilike(users.name, pattern), ilike(users.email, pattern), byPhone);
}

const orderStats = (db: Database) =>
  db
    .select({ userId: orders.userId, count: sql<number>`count(*)::int`.as('order_count'), lastAt: sql<Date>`max(${orders.createdAt})`.as('last_order_at') })
    .from(orders)
    .groupBy(orders.userId)
    .as('order_stats');

/** One page of shop accounts (never staff: they are not users), searched and sorted, newest first by default. */
export async function listCustomers(db: Database, input: CustomerListQuery): Promise<CustomerListPage> {
  const query = input.query ?? '';
  const sort: CustomerSortKey = input.sort ?? 'created_at';
  const direction = input.direction ?? (sort === 'name' || sort === 'email' ? 'asc' : 'desc');
  const where = matching(query);
  const { total } = singleRow(await db.select({ total: sql<number>`count(*)::int` }).from(users).where(where));
  const pages = Math.max(1, Math.ceil(total / customersPerPage));
  const page = Math.min(input.page ?? 1, pages);
  const stats = orderStats(db);
  const orderCount = sql<number>`coalesce(${stats.count}, 0)`;
  const sortColumn = { created_at: users.createdAt, name: users.name, email: users.email, orders: orderCount, last_order_at: stats.lastAt }[sort];
  const order = direction === 'asc' ? sql`${sortColumn} ASC NULLS FIRST` : sql`${sortColumn} DESC NULLS LAST`;
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      createdAt: users.createdAt,
      confirmedAt: users.emailConfirmedAt,
      blockedAt: users.blockedAt,
      orders: orderCount,
      lastOrderAt: stats.lastAt,
    })
    .from(users)
    .leftJoin(stats, eq(stats.userId, users.id))
    .where(where)
    // The id breaks ties, so a page never repeats or skips a row.
    .orderBy(order, direction === 'asc' ? asc(users.id) : desc(users.id))
    .limit(customersPerPage)
    .offset((page - 1) * customersPerPage);
  return { customers: rows.map(customerRow), pagination: { page, pages, total, per_page: customersPerPage }, sort, direction, query };
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function customerRow(row: {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  createdAt: Date;
  confirmedAt: Date | null;
  blockedAt: Date | null;
  orders: number;
  lastOrderAt: Date | string | null;
}): CustomerRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    created_at: row.createdAt.toISOString(),
    confirmed: row.confirmedAt !== null,
    blocked_at: iso(row.blockedAt),
    orders: Number(row.orders),
    last_order_at: iso(row.lastOrderAt),
  };
}

