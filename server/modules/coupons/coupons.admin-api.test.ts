import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/coupons.ts';
import { auditLog } from '../../db/schema/staff.ts';
import { cartTestShop, cartWith } from '../cart/cart.fixtures.ts';
import { createStaffSession, staffCaller } from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Coupons in the back office end to end: what an editor creates, the shopper's cart takes.
let t: TestApp;
let editor: Awaited<ReturnType<typeof createStaffSession>>;
let call: ReturnType<typeof staffCaller>;

beforeAll(async () => {
  // The test app's clock: 2026-11-01 10:00 UTC.
  t = await createTestApp();
  editor = await createStaffSession(t.deps, { role: 'content_editor', locale: 'en' });
  call = staffCaller(t.app, editor.cookie);
});
afterAll(() => t.close());

/** What a shopper's cart with a tent makes of a code: taken (200) or refused (422). */
async function applied(code: string): Promise<number> {
  const { tent } = await cartTestShop(t);
  const cartId = await cartWith(t, [{ product_id: tent.id, option_id: tent.options[0]!.id, count: 1 }]);
  return (await t.post('/api/cart/coupon', { lang: 'en', cart_id: cartId, coupon: code })).status;
}

const winter = { code: ' zyma-2026 ', type: 'percent', value: '15', min_total: '0', starts_on: '2026-11-01', ends_on: '2026-11-30', usage_limit: 50, active: true };

describe('/api/admin/coupons', () => {
  it('creates a coupon a shopper can use at once, with its days in Kyiv, and audits it', async () => {
    const created = await call('POST', '/api/admin/coupons', winter);
    expect(created.status).toBe(201);
    expect(created.body.data.coupon).toMatchObject({ code: 'ZYMA-2026', type: 'percent', value: '15', min_total: '0.00', starts_on: '2026-11-01', ends_on: '2026-11-30', usage_limit: 50, used_count: 0, active: true, orders: 0, recent_orders: [] });
    const [row] = await t.deps.db.select().from(coupons).where(eq(coupons.code, 'ZYMA-2026'));
    // The first day starts at midnight in Kyiv (UTC+2 in November); the last ends at the next midnight.
    expect(row!.startsAt?.toISOString()).toBe('2026-10-31T22:00:00.000Z');
    expect(row!.expiresAt?.toISOString()).toBe('2026-11-30T22:00:00.000Z');
    expect(row!.value).toBe(15);

    expect(await applied('zyma-2026')).toBe(200);
    const [entry] = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'coupon.create'), eq(auditLog.entityId, String(row!.id))));
    expect(entry).toMatchObject({ staffId: editor.actor.id, before: null, after: { code: 'ZYMA-2026', value: '15', ends_on: '2026-11-30' } });

    const again = await call('POST', '/api/admin/coupons', { ...winter, code: 'ZYMA-2026' });
    expect(again.status).toBe(422);
    expect(again.body.errors.params.code).toEqual(['A coupon with this code already exists.']);
  });

  it('deactivates a coupon the cart then refuses, keeps its code, and audits only real changes', async () => {
    const [row] = await t.deps.db.select().from(coupons).where(eq(coupons.code, 'ZYMA-2026'));
    const off = await call('PUT', `/api/admin/coupons/${row!.id}`, { ...winter, code: 'ZYMA-2026', active: false });
    expect(off.body.data).toMatchObject({ changed: true, coupon: { active: false } });
    expect(await applied('ZYMA-2026')).toBe(422);
    expect((await call('PUT', `/api/admin/coupons/${row!.id}`, { ...winter, code: 'ZYMA-2026', active: false })).body.data.changed).toBe(false);
    const renamed = await call('PUT', `/api/admin/coupons/${row!.id}`, { ...winter, code: 'VESNA-2027' });
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors.params.code).toEqual(["A coupon's code cannot change."]);
    const entries = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'coupon.update'), eq(auditLog.entityId, String(row!.id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ before: { active: true }, after: { active: false } });
  });

  it('lists every coupon with its use, the seeded ones included, and shows one with its orders', async () => {
    const list = await call('GET', '/api/admin/coupons');
    expect(list.status).toBe(200);
    const codes = list.body.data.coupons.map((coupon: { code: string }) => coupon.code);
    expect(codes).toEqual(expect.arrayContaining(['ZYMA-2026', 'TABIR10', 'VESNA500', 'EXPIRED2025']));
    // Seeded to expire at 23:59:59 Kyiv time on the last day of 2025: that is its last day.
    expect(list.body.data.coupons.find((coupon: { code: string }) => coupon.code === 'EXPIRED2025')).toMatchObject({ ends_on: '2025-12-31', type: 'percent', value: '20' });
    expect(list.body.data.coupons.find((coupon: { code: string }) => coupon.code === 'VESNA500')).toMatchObject({ type: 'fixed', value: '500.00', min_total: '3000.00' });
    const one = await call('GET', `/api/admin/coupons/${list.body.data.coupons[0].id}`);
    expect(one.body.data.coupon).toMatchObject({ id: list.body.data.coupons[0].id, recent_orders: expect.any(Array) });
    expect((await call('GET', '/api/admin/coupons/999999999')).status).toBe(404);
    expect((await call('GET', '/api/admin/coupons/abc')).status).toBe(422);
  });

  it('refuses bad terms field by field in the member\'s language', async () => {
    const bad = await call('POST', '/api/admin/coupons', { code: 'a b', type: 'percent', value: '150', min_total: '-1', starts_on: '2026-02-30', ends_on: 'soon', usage_limit: 0, active: 'yes' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors.params).sort()).toEqual(['active', 'code', 'ends_on', 'min_total', 'starts_on', 'usage_limit']);
    const percent = await call('POST', '/api/admin/coupons', { ...winter, code: 'TOO-MUCH', value: '150' });
    expect(percent.body.errors.params.value).toEqual(['A percent is a whole number from 1 to 100.']);
    const backwards = await call('POST', '/api/admin/coupons', { ...winter, code: 'BACKWARDS', starts_on: '2026-12-01', ends_on: '2026-11-01' });
    expect(backwards.body.errors.params.ends_on).toEqual(['The last day cannot come before the first.']);
    expect(await t.deps.db.select().from(coupons).where(eq(coupons.code, 'BACKWARDS'))).toEqual([]);
  });
});
