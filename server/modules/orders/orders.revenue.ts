import { sql, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema/orders.ts';

/**
 * The shop's revenue counts every order except those cancelled or returned, by the order's stored
 * total, which is in UAH kopiyky whatever currency the shopper saw. Compared as text so the rule
 * holds before and after a status joins the enum.
 */
export const countsAsRevenue: SQL = sql`${orders.status}::text NOT IN ('cancelled', 'returned')`;
