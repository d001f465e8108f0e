import { Hono } from 'hono';
import { requireStaff, type StaffEnv } from '../staff/staff.guard.ts';
import { dashboardView } from './dashboard.figures.ts';

/** GET /api/admin/dashboard: today's and this month's figures, waiting orders, low stock, pending reviews, 30 days of orders. */
export const dashboardAdminApi = new Hono<StaffEnv>().get('/', requireStaff('dashboard'), async (c) => {
  const { db, now, config } = c.var.deps;
  return c.json({ data: await dashboardView(db, { now: now(), locale: c.var.staff.locale, lowStockThreshold: config.LOW_STOCK_THRESHOLD }) });
});
