import { and, asc, eq, lte, sql, type SQL } from 'drizzle-orm';
import { dashboardDays, shopTimeZone, type DashboardView, type OrderFigures } from '../../../common/admin-dashboard.ts';
import { minorToDecimal } from '../../../common/currency.ts';
import type { Locale } from '../../../common/locales.ts';
import type { Database } from '../../db/client.ts';
import { productOptions, products, productTranslations } from '../../db/schema/catalog.ts';
import { orders } from '../../db/schema/orders.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { countsAsRevenue } from '../orders/orders.revenue.ts';
import { rowsOf, singleRow } from '../../db/rows.ts';

/** Options listed on the dashboard at most; the total says how many more there are. */
export const lowStockShown = 20;

type Row = { orders: number | string; revenue: number | string };

const figures = (row: Row | undefined): OrderFigures => ({ orders: Number(row?.orders ?? 0), revenue_uah: minorToDecimal(Number(row?.revenue ?? 0)) });

/** Orders and revenue for each of the last `dashboardDays` Kyiv days up to `now`'s, and for `now`'s month. */
async function orderFigures(db: Database, now: Date) {
  const localNow = sql`(${now.toISOString()}::timestamptz AT TIME ZONE ${shopTimeZone})`;
  const firstDay = sql`(${localNow}::date - ${dashboardDays - 1}::int)`;
  const perDay = await rowsOf<{ day: string } & Row>(db, sql`
    WITH days AS (
      SELECT generate_series(${firstDay}::timestamp, ${localNow}::date::timestamp, interval '1 day')::date AS day
    ), placed AS (
      SELECT (${orders.createdAt} AT TIME ZONE ${shopTimeZone})::date AS day, ${orders.total} AS total
      FROM ${orders}
      WHERE ${orders.createdAt} >= (${firstDay}::timestamp AT TIME ZONE ${shopTimeZone}) AND ${countsAsRevenue}
    )
    SELECT to_char(days.day, 'YYYY-MM-DD') AS day, count(placed.total)::int AS orders, coalesce(sum(placed.total), 0)::bigint AS revenue
    FROM days LEFT JOIN placed ON placed.day = days.day
    GROUP BY days.day ORDER BY days.day`);
  const monthStart = sql`(date_trunc('month', ${localNow}) AT TIME ZONE ${shopTimeZone})`;
  const month = singleRow(
    await rowsOf<{ month: string } & Row>(db, sql`
      SELECT to_char(${localNow}, 'YYYY-MM') AS month, count(*)::int AS orders, coalesce(sum(${orders.total}), 0)::bigint AS revenue
      FROM ${orders} WHERE ${orders.createdAt} >= ${monthStart} AND ${countsAsRevenue}`),
  );
  const days = perDay.map((row) => ({ day: row.day, ...figures(row) }));
  return { days, month: { month: month.month, ...figures(month) } };
}

async function countWhere(db: Database, table: typeof orders | typeof reviews, where: SQL) {
  const { n } = singleRow(await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where));
  return n;
}

/** Options of products on sale with `threshold` or fewer in stock, fewest first, named in the reader's language. */
async function lowStock(db: Database, { threshold, locale }: { threshold: number; locale: Locale }) {
  const where = and(lte(productOptions.stock, threshold), eq(products.isActive, true));
  const { total } = singleRow(
    await db
      .select({ total: sql<number>`count(*)::int` })
      .from(productOptions)
      .innerJoin(products, eq(products.id, productOptions.productId))
      .where(where),
  );
  const rows = await db
    .select({ optionId: productOptions.id, productId: products.id, sku: productOptions.sku, name: productTranslations.name, slug: products.slug, stock: productOptions.stock })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.productId))
    .leftJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, locale)))
    .where(where)
    .orderBy(asc(productOptions.stock), asc(productOptions.sku))
    .limit(lowStockShown);
  return {
    threshold,
    total,
    options: rows.map((row) => ({ option_id: row.optionId, product_id: row.productId, sku: row.sku, name: row.name ?? row.slug, stock: row.stock })),
  };
}

/** Everything the dashboard shows, as of `now`. */
export async function dashboardView(db: Database, { now, locale, lowStockThreshold }: { now: Date; locale: Locale; lowStockThreshold: number }): Promise<DashboardView> {
  // One after another: a transaction's single connection takes one query at a time.
  const { days, month } = await orderFigures(db, now);
  const newOrders = await countWhere(db, orders, sql`${orders.status}::text = 'new'`);
  const confirmed = await countWhere(db, orders, sql`${orders.status}::text = 'confirmed'`);
  const pendingReviews = await countWhere(db, reviews, eq(reviews.status, 'pending'));
  const stock = await lowStock(db, { threshold: lowStockThreshold, locale });
  return {
    time_zone: shopTimeZone,
    // The days run up to `now`'s.
    today: days.at(-1)!,
    month,
    waiting: { new: newOrders, confirmed },
    low_stock: stock,
    pending_reviews: pendingReviews,
    per_day: days,
  };
}
