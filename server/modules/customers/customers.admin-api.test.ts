import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders.ts';
import { auditLog } from '../../db/schema/staff.ts';
import { signedInAccount } from '../../testing/accounts.ts';
import { insertOrder } from '../../testing/orders.ts';
import { createStaffSession } from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// The admin API end to end: the real app, a real staff session, the same services as the pages.
let t: TestApp;
let manager: Awaited<ReturnType<typeof createStaffSession>>;
let shopper: Awaited<ReturnType<typeof signedInAccount>>;

beforeAll(async () => {
  t = await createTestApp();
  manager = await createStaffSession(t.deps, { role: 'manager', locale: 'en' });
  shopper = await signedInAccount(t, { email: 'api-shopper@example.com', name: 'Марта Гнатюк' });
});
afterAll(() => t.close());

const get = async (path: string) => {
  const response = await t.app.request(path, { headers: { cookie: manager.cookie } });
  return { status: response.status, headers: response.headers, body: response.headers.get('content-type')?.includes('json') ? await response.json() : Buffer.from(await response.arrayBuffer()) };
};
const post = (path: string, body: unknown) => t.post(path, body, { cookie: manager.cookie, 'sec-fetch-site': 'same-origin' });

describe('the customers admin API', () => {
  it('finds the shopper, shows their page, and blocks them: their token stops working at once', async () => {
    const list = await get('/api/admin/customers?query=%D0%93%D0%BD%D0%B0%D1%82%D1%8E%D0%BA&sort=name&direction=asc');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    expect(list.body.data.customers).toEqual([expect.objectContaining({ id: shopper.userId, email: 'api-shopper@example.com', blocked_at: null })]);
    expect((await get('/api/admin/customers?page=0')).status).toBe(422);
    expect((await get('/api/admin/customers?sort=password_hash')).status).toBe(422);

    const page = await get(`/api/admin/customers/${shopper.userId}`);
    expect(page.body.data).toMatchObject({ name: 'Марта Гнатюк', orders: 0, newsletter: { subscribed: false } });
    expect((await get('/api/admin/customers/999999999')).status).toBe(404);
    expect((await get('/api/admin/customers/abc')).status).toBe(422);

    const cross = await t.post('/api/admin/customers/block', { id: shopper.userId, blocked: true }, { cookie: manager.cookie, 'sec-fetch-site': 'cross-site' });
    expect(cross.status).toBe(403);
    expect((await t.post('/api/profile/get', { lang: 'uk' }, shopper.bearer)).status).toBe(200);

    const blocked = await post('/api/admin/customers/block', { id: shopper.userId, blocked: true });
    expect(blocked.status).toBe(200);
    expect(blocked.body.data).toMatchObject({ id: shopper.userId, changed: true, blocked_at: expect.any(String) });
    expect((await t.post('/api/profile/get', { lang: 'uk' }, shopper.bearer)).status).toBe(401);
    const [entry] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'customer.block'));
    expect(entry).toMatchObject({ staffId: manager.actor.id, entityType: 'customer', entityId: String(shopper.userId), before: { blocked_at: null } });

    expect((await post('/api/admin/customers/block', { id: 999_999_999, blocked: true })).status).toBe(404);
    const unknown = await post('/api/admin/customers/block', { id: 'x', blocked: 'yes' });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors.params).sort()).toEqual(['blocked', 'id']);
  });
});

describe('the dashboard and order document API', () => {
  it('answers the figures and the PDFs; an owner-only call is refused to a manager', async () => {
    const dashboard = await get('/api/admin/dashboard');
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.data).toMatchObject({ time_zone: 'Europe/Kyiv', per_day: expect.any(Array), low_stock: { threshold: 3 } });
    const order = await insertOrder(t.deps.db, { number: 'TB-API-1', total: 99_900 });
    for (const kind of ['invoice', 'packing-slip']) {
      const pdf = await get(`/api/admin/orders/${order.id}/${kind}.pdf`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('cache-control')).toBe('private, no-store');
      expect(pdf.headers.get('content-disposition')).toBe(`inline; filename="${kind}-TB-API-1.pdf"`);
      expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await get('/api/admin/orders/999999999/invoice.pdf')).status).toBe(404);
    await t.deps.db.delete(orders).where(eq(orders.id, order.id));
    expect((await get('/api/admin/jobs/failures')).status).toBe(403);
  });
});
