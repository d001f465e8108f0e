import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { CustomerDetail } from '../../../common/admin-customers.ts';
import { minorToDecimal } from '../../../common/currency.ts';
import type { Locale } from '../../../common/locales.ts';
import type { Database } from '../../db/client.ts';
import { singleRow } from '../../db/rows.ts';
import { wishlistItems } from '../../db/schema/carts.ts';
import { products, productTranslations } from '../../db/schema/catalog.ts';
import { newsletterSubscribers } from '../../db/schema/content.ts';
import { orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import { countsAsRevenue } from '../orders/orders.revenue.ts';
import { customerRow } from './customers.list.ts';

/** The newest orders a customer's page lists (the orders list filters by customer for the rest). */
export const customerOrdersShown = 50;

/**
 * One account for the back office: its details, its orders, its wishlist (product names in the
 * reader's language) and whether its address is on the newsletter list; null for an unknown id.
 */
export async function getCustomer(db: Database, { id, locale }: { id: number; locale: Locale }): Promise<CustomerDetail | null> {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      locale: users.locale,
      createdAt: users.createdAt,
      confirmedAt: users.emailConfirmedAt,
      blockedAt: users.blockedAt,
    })
    .from(users)
    .where(eq(users.id, id));
  if (!user) return null;

  const totals = singleRow(
    await db
      .select({
        count: sql<number>`count(*)::int`,
        lastAt: sql<Date | string | null>`max(${orders.createdAt})`,
        spent: sql<number>`coalesce(sum(${orders.total}) FILTER (WHERE ${countsAsRevenue}), 0)::bigint`,
      })
      .from(orders)
      .where(eq(orders.userId, id)),
  );
  const orderRows = await db
    .select({ id: orders.id, number: orders.number, createdAt: orders.createdAt, status: orders.status, paymentStatus: orders.paymentStatus, total: orders.total })
    .from(orders)
    .where(eq(orders.userId, id))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(customerOrdersShown);
  const wishlist = await db
    .select({ productId: products.id, name: productTranslations.name, slug: products.slug, active: products.isActive })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .leftJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, locale)))
    .where(eq(wishlistItems.userId, id))
    .orderBy(asc(wishlistItems.createdAt), asc(wishlistItems.productId));
  // The list keeps addresses lower-case; an account's may have capitals.
  const [subscription] = await db
    .select({ since: newsletterSubscribers.createdAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, user.email.toLowerCase()));

  return {
    ...customerRow({ ...user, orders: totals.count, lastOrderAt: totals.lastAt }),
    locale: user.locale,
    orders_list: orderRows.map((row) => ({
      id: row.id,
      number: row.number,
      created_at: row.createdAt.toISOString(),
      status: row.status,
      payment_status: row.paymentStatus,
      total_uah: minorToDecimal(row.total),
    })),
    spent_uah: minorToDecimal(Number(totals.spent)),
    wishlist: wishlist.map((row) => ({ product_id: row.productId, name: row.name ?? row.slug, slug: row.slug, active: row.active })),
    newsletter: { subscribed: Boolean(subscription), since: subscription ? subscription.since.toISOString() : null },
  };
}
