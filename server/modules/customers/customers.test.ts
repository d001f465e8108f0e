import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/staff.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, users } from '../../db/schema/users.ts';
import { signedInAccount } from '../../testing/accounts.ts';
import { insertOrder } from '../../testing/orders.ts';
import { createStaffSession } from '../../testing/staff.ts';
import type { StaffActor } from '../staff/staff.types.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { cartTestShop } from '../cart/cart.fixtures.ts';
import { changeOrderStatus } from '../orders/orders.status.ts';
import { setCustomerBlocked } from './customers.block.ts';
import { getCustomer } from './customers.detail.ts';
import { listCustomers } from './customers.list.ts';

let manager: StaffActor;

let t: TestApp;
let olena: Awaited<ReturnType<typeof signedInAccount>>;
let petro: Awaited<ReturnType<typeof signedInAccount>>;

beforeAll(async () => {
  t = await createTestApp();
  manager = (await createStaffSession(t.deps, { role: 'manager' })).actor;
  olena = await signedInAccount(t, { email: 'olena.k@example.com', name: 'Олена Коваль' });
  petro = await signedInAccount(t, { email: 'petro_100@example.com', name: 'Петро Сірко' });
  await t.deps.db.update(users).set({ phone: '+380671112233' }).where(eq(users.id, petro.userId));
  await insertOrder(t.deps.db, { number: 'TB-C-1', userId: olena.userId, total: 150_000, createdAt: new Date('2026-10-01T10:00:00Z') });
  const cancelled = await insertOrder(t.deps.db, { number: 'TB-C-2', userId: olena.userId, total: 90_000, createdAt: new Date('2026-10-02T10:00:00Z') });
  await changeOrderStatus(t.deps, { orderId: cancelled.id, to: 'cancelled', actor: manager });
});
afterAll(() => t.close());

describe('the customer list', () => {
  it('finds accounts by part of a name, an address or a phone (by digits, the orders’ phones too)', async () => {
    const names = async (query: string) => (await listCustomers(t.deps.db, { query })).customers.map((row) => row.email);
    expect(await names('коваль')).toEqual(['olena.k@example.com']);
    expect(await names('OLENA.K@')).toEqual(['olena.k@example.com']);
    expect(await names('067 111 22')).toEqual(['petro_100@example.com']);
    // The order helper's phone is +380501234567; Olena has no phone of her own.
    expect(await names('050-123-45')).toEqual(['olena.k@example.com']);
    // The digits of an address are not a phone: 112 is in Petro's phone, but no one has this address.
    expect(await names('sirko112@example.com')).toEqual([]);
    // % and _ are letters to find, not patterns.
    expect(await names('%')).toEqual([]);
    expect(await names('o_1')).toEqual(['petro_100@example.com']);
    expect(await names('o_e')).toEqual([]);
  });

  it('sorts by orders and pages through every account once', async () => {
    const byOrders = await listCustomers(t.deps.db, { sort: 'orders', direction: 'desc' });
    expect(byOrders.customers[0]).toMatchObject({ email: 'olena.k@example.com', orders: 2, confirmed: true, blocked_at: null });
    expect(byOrders.customers[0]!.last_order_at).toBe('2026-10-02T10:00:00.000Z');
    const all = await listCustomers(t.deps.db, { sort: 'name', direction: 'asc' });
    expect(all.pagination).toMatchObject({ page: 1, total: all.customers.length, per_page: 25 });
    const sorted = all.customers.map((row) => row.name).sort((a, b) => a.localeCompare(b, 'uk'));
    expect(all.customers.map((row) => row.name)).toEqual(sorted);
    expect((await listCustomers(t.deps.db, { page: 99 })).pagination.page).toBe(1);
  });
});

describe("a customer's page", () => {
  it('shows their orders, what they spent (the cancelled order not counted), wishlist and newsletter status', async () => {
    const shop = await cartTestShop(t);
    expect((await t.post('/api/profile/wishlist/update', { lang: 'uk', product_id: shop.tent.id }, olena.bearer)).status).toBe(200);
    expect((await t.post('/api/news/subscribe', { lang: 'uk', email: 'Olena.K@example.com' }, { 'x-forwarded-for': '203.0.113.50' })).status).toBe(200);
    const customer = await getCustomer(t.deps.db, { id: olena.userId, locale: 'uk' });
    expect(customer).toMatchObject({ name: 'Олена Коваль', email: 'olena.k@example.com', orders: 2, spent_uah: '1500.00', newsletter: { subscribed: true } });
    expect(customer!.orders_list.map((order) => [order.number, order.status, order.total_uah])).toEqual([
      ['TB-C-2', 'cancelled', '900.00'],
      ['TB-C-1', 'new', '1500.00'],
    ]);
    expect(customer!.wishlist).toEqual([expect.objectContaining({ product_id: shop.tent.id, active: true })]);
    expect(customer!.wishlist[0]!.name).toMatch(/Намет/);
    const petroPage = await getCustomer(t.deps.db, { id: petro.userId, locale: 'en' });
    expect(petroPage).toMatchObject({ orders: 0, spent_uah: '0.00', wishlist: [], newsletter: { subscribed: false, since: null } });
    expect(await getCustomer(t.deps.db, { id: 2_000_000_000, locale: 'uk' })).toBeNull();
  });
});

describe('blocking', () => {
  it('ends every session at once and refuses sign-in; unblocking lets the shopper sign in again', async () => {
    const second = await t.post('/api/auth/login', { lang: 'uk', email: petro.email, password: petro.password });
    expect(second.status).toBe(200);
    const blocked = await setCustomerBlocked(t.deps.db, { id: petro.userId, blocked: true, actor: manager, now: t.deps.now() });
    expect(blocked).toMatchObject({ ok: true, changed: true, blockedAt: t.deps.now() });
    expect(await t.deps.db.select().from(accessTokens).where(eq(accessTokens.userId, petro.userId))).toEqual([]);
    expect((await t.post('/api/profile/get', { lang: 'uk' }, petro.bearer)).status).toBe(401);
    expect((await t.post('/api/profile/get', { lang: 'uk' }, { authorization: `Bearer ${second.body.data.access_token}` })).status).toBe(401);
    expect((await t.post('/api/auth/login', { lang: 'en', email: petro.email, password: petro.password })).body.errors.code).toBe(115);
    expect((await listCustomers(t.deps.db, { query: 'Сірко' })).customers[0]!.blocked_at).toBe(t.deps.now().toISOString());

    const entries = async () =>
      (await t.deps.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'customer'), eq(auditLog.entityId, String(petro.userId))))).map((entry) => ({
        staffId: entry.staffId,
        action: entry.action,
        before: entry.before,
        after: entry.after,
      }));
    expect(await entries()).toEqual([{ staffId: manager.id, action: 'customer.block', before: { blocked_at: null }, after: { blocked_at: t.deps.now().toISOString() } }]);

    // Blocking again changes nothing.
    expect(await setCustomerBlocked(t.deps.db, { id: petro.userId, blocked: true, actor: manager, now: new Date() })).toMatchObject({ ok: true, changed: false });

    expect(await setCustomerBlocked(t.deps.db, { id: petro.userId, blocked: false, actor: manager, now: t.deps.now() })).toMatchObject({ ok: true, changed: true, blockedAt: null });
    expect((await entries()).map((entry) => entry.action)).toEqual(['customer.block', 'customer.unblock']);
    expect((await entries())[1]).toMatchObject({ before: { blocked_at: t.deps.now().toISOString() }, after: { blocked_at: null } });
    const again = await t.post('/api/auth/login', { lang: 'uk', email: petro.email, password: petro.password });
    expect(again.status).toBe(200);
    expect((await t.post('/api/profile/get', { lang: 'uk' }, { authorization: `Bearer ${again.body.data.access_token}` })).status).toBe(200);
  });

  it('answers notFound for an unknown account', async () => {
    expect(await setCustomerBlocked(t.deps.db, { id: 2_000_000_000, blocked: true, actor: manager, now: t.deps.now() })).toEqual({ ok: false, reason: 'notFound' });
  });
});
