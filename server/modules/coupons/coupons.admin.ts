import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { orders } from '../../db/schema/orders.ts';
import type { CouponInput, StaffCouponDetail, StaffCouponRow } from '../../../common/admin-coupons.ts';
import { recordAudit, type AuditActor } from '../audit/audit.record.ts';
import { countsAsRevenue } from '../orders/orders.revenue.ts';

const uah = (kopiyky: number) => (kopiyky / 100).toFixed(2);

/**
 * The orders placed with the coupon's code that still count, and their totals: scalar subqueries
 * per coupon, so a list or one coupon reads only its own orders (orders_coupon_code_idx).
 */
const ordersWithCode = sql<number>`(select count(*) filter (where ${countsAsRevenue}) from ${orders} where ${orders.couponCode} = ${coupons.code})::int`;
const totalWithCode = sql<number>`(select coalesce(sum(${orders.total}) filter (where ${countsAsRevenue}), 0) from ${orders} where ${orders.couponCode} = ${coupons.code})::bigint`;

// Kyiv days stored as moments: a coupon starts at the start of its first day and expires at the
// start of the day after its last (checkout takes it while expires_at is still ahead).
const startOfDay = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/Kyiv')`;
const endOfDay = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'Europe/Kyiv')`;

const staffColumns = {
  id: coupons.id,
  code: coupons.code,
  type: coupons.type,
  value: coupons.value,
  minTotal: coupons.minTotal,
  startsOn: sql<string | null>`to_char(${coupons.startsAt} at time zone 'Europe/Kyiv', 'YYYY-MM-DD')`,
  // The last day it is good for: a second before it expires (seeded coupons end at 23:59:59).
  endsOn: sql<string | null>`to_char((${coupons.expiresAt} - interval '1 second') at time zone 'Europe/Kyiv', 'YYYY-MM-DD')`,
  usageLimit: coupons.usageLimit,
  usedCount: coupons.usedCount,
  isActive: coupons.isActive,
  createdAt: coupons.createdAt,
  orders: ordersWithCode,
  ordersTotal: totalWithCode,
};

type Row = { id: number; code: string; type: 'percent' | 'fixed'; value: number; minTotal: number; startsOn: string | null; endsOn: string | null; usageLimit: number | null; usedCount: number; isActive: boolean; createdAt: Date; orders: number; ordersTotal: number };

const toView = (row: Row): StaffCouponRow => ({
  id: row.id,
  code: row.code,
  type: row.type,
  value: row.type === 'percent' ? String(row.value) : uah(row.value),
  min_total: uah(row.minTotal),
  starts_on: row.startsOn,
  ends_on: row.endsOn,
  usage_limit: row.usageLimit,
  used_count: row.usedCount,
  active: row.isActive,
  created_at: row.createdAt.toISOString(),
  orders: Number(row.orders),
  orders_total_uah: uah(Number(row.ordersTotal)),
});

/** Every coupon, newest first, with its use. */
export async function listStaffCoupons(db: Database): Promise<StaffCouponRow[]> {
  const rows = await db.select(staffColumns).from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id));
  return rows.map(toView);
}

/** One coupon with the newest orders placed with it; null when unknown. */
export async function getStaffCoupon(db: Database, id: number): Promise<StaffCouponDetail | null> {
  const [row] = await db.select(staffColumns).from(coupons).where(eq(coupons.id, id));
  if (!row) return null;
  const recent = await db
    .select({ id: orders.id, number: orders.number, createdAt: orders.createdAt, status: orders.status, total: orders.total })
    .from(orders)
    .where(eq(orders.couponCode, row.code))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(50);
  return {
    ...toView(row),
    recent_orders: recent.map((order) => ({ id: order.id, number: order.number, created_at: order.createdAt.toISOString(), status: order.status, total_uah: uah(order.total) })),
  };
}

/** The stored form of a coupon's terms (a percent is kept as the whole percent, an amount in kopiyky). */
function terms(input: CouponInput) {
  return {
    type: input.type,
    value: input.type === 'percent' ? input.value / 100 : input.value,
    minTotal: input.min_total,
    startsAt: input.starts_on ? startOfDay(input.starts_on) : null,
    expiresAt: input.ends_on ? endOfDay(input.ends_on) : null,
    usageLimit: input.usage_limit,
    isActive: input.active,
  };
}

type Context = { actor: AuditActor; ip?: string | null; now: Date };

/** Adds a coupon, audited; 'codeTaken' when another coupon has the code. */
export async function createCoupon(db: Database, { input, actor, ip, now }: Context & { input: CouponInput }): Promise<{ ok: true; coupon: StaffCouponDetail } | { ok: false; reason: 'codeTaken' }> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(coupons)
      .values({ code: input.code, ...terms(input), createdAt: now })
      .onConflictDoNothing({ target: coupons.code })
      .returning({ id: coupons.id });
    if (!created) return { ok: false, reason: 'codeTaken' } as const;
    const coupon = (await getStaffCoupon(tx, created.id))!;
    await recordAudit(tx, { actor, action: 'coupon.create', entity: { type: 'coupon', id: created.id }, before: null, after: viewState(coupon), ip, at: now });
    return { ok: true, coupon } as const;
  });
}

/** Changes a coupon's terms (its code stays), audited; deactivating is `active: false`. */
export async function updateCoupon(
  db: Database,
  { id, input, actor, ip, now }: Context & { id: number; input: CouponInput },
): Promise<{ ok: true; coupon: StaffCouponDetail; changed: boolean } | { ok: false; reason: 'notFound' | 'codeFixed' }> {
  return db.transaction(async (tx) => {
    // The row lock orders two editors saving at once: each sees the other's terms.
    await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, id)).for('update');
    const before = await getStaffCoupon(tx, id);
    if (!before) return { ok: false, reason: 'notFound' } as const;
    if (before.code !== input.code) return { ok: false, reason: 'codeFixed' } as const;
    await tx.update(coupons).set(terms(input)).where(eq(coupons.id, id));
    const after = (await getStaffCoupon(tx, id))!;
    const changed = JSON.stringify(viewState(before)) !== JSON.stringify(viewState(after));
    if (changed) await recordAudit(tx, { actor, action: 'coupon.update', entity: { type: 'coupon', id }, before: viewState(before), after: viewState(after), ip, at: now });
    return { ok: true, coupon: after, changed } as const;
  });
}

const viewState = ({ code, type, value, min_total, starts_on, ends_on, usage_limit, active }: StaffCouponRow) => ({ code, type, value, min_total, starts_on, ends_on, usage_limit, active });
