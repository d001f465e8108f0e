import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/orders.ts';
import { createStaffSession } from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { cartTestShop } from '../cart/cart.fixtures.ts';
import { placeTestOrder, stockOf } from './orders.fixtures.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof cartTestShop>>;
let cookie: string;
let enCookie: string;

beforeAll(async () => {
  t = await createTestApp({ startJobs: false });
  shop = await cartTestShop(t);
  cookie = (await createStaffSession(t.deps, { role: 'manager' })).cookie;
  enCookie = (await createStaffSession(t.deps, { role: 'owner', locale: 'en' })).cookie;
});
afterAll(() => t.close());

async function get(path: string, as = cookie) {
  const response = await t.app.request(path, { headers: { cookie: as } });
  return { status: response.status, body: (await response.json()) as any };
}
const post = (path: string, body: unknown, as = cookie) => t.post(path, body, { cookie: as, origin: 'http://localhost' });

describe('/api/admin/orders', () => {
  it('lists orders with filters over status, payment, delivery, dates and free text, sorted and paginated', async () => {
    const ira = await placeTestOrder(t, { lines: [{ product_id: shop.plate.id, count: 1 }], email: 'ira.admin@example.com', now: new Date('2026-10-20T10:00:00Z') });
    const card = await placeTestOrder(t, { lines: [{ product_id: shop.plate.id, count: 2 }], paymentMethod: 'liqpay', email: 'card.admin@example.com', now: new Date('2026-10-25T10:00:00Z') });
    await t.deps.db.update(orders).set({ customerName: 'Степан Гуцул', customerPhone: '+380 67 555 44 33' }).where(eq(orders.id, card.orderId));

    const byEmail = await get('/api/admin/orders?q=IRA.ADMIN');
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.data.orders.map((row: { number: string }) => row.number)).toEqual([ira.number]);
    expect((await get('/api/admin/orders?q=0675554433')).body.data.orders.map((row: { id: number }) => row.id)).toEqual([card.orderId]);
    expect((await get('/api/admin/orders?q=гуцул')).body.data.orders.map((row: { id: number }) => row.id)).toEqual([card.orderId]);
    expect((await get(`/api/admin/orders?q=${card.number}`)).body.data.orders).toHaveLength(1);
    const unpaid = (await get('/api/admin/orders?payment=unpaid')).body.data.orders.map((row: { id: number }) => row.id);
    expect(unpaid).toContain(card.orderId);
    expect(unpaid).not.toContain(ira.orderId);
    const october = await get('/api/admin/orders?from=2026-10-19&to=2026-10-20&delivery=nova_poshta_branch&status=new');
    expect(october.body.data).toMatchObject({ total: 1, orders: [{ number: ira.number, items_count: 1, customer: { email: 'ira.admin@example.com' } }] });
    const sorted = await get('/api/admin/orders?from=2026-10-01&to=2026-10-31&sort=total&dir=desc&per_page=1&page=1');
    expect(sorted.body.data).toMatchObject({ total: 2, page: 1, per_page: 1, orders: [{ id: card.orderId }] });
    expect((await get('/api/admin/orders?from=2026-10-01&to=2026-10-31&sort=total&dir=desc&per_page=1&page=2')).body.data.orders[0].id).toBe(ira.orderId);
    // Digits inside an e-mail are not a phone: 555 is in Степан's phone, yet only Ira's order is found.
    await t.deps.db.update(orders).set({ customerEmail: 'ira555@example.com' }).where(eq(orders.id, ira.orderId));
    expect((await get('/api/admin/orders?q=ira555@example.com')).body.data.orders.map((row: { id: number }) => row.id)).toEqual([ira.orderId]);
    expect((await get('/api/admin/orders?q=555 44')).body.data.orders.map((row: { id: number }) => row.id)).toEqual([card.orderId]);
  });

  it('answers 422 with field messages for a bad filter, never a 500', async () => {
    // Days of the right shape that no calendar has: the database's date cast would throw on them.
    for (const query of ['status=lost', 'page=0', 'per_page=500', 'from=2026-13', 'from=2026-02-30', 'to=2026-13-01', 'from=0000-01-01', 'sort=secret', `q=${'x'.repeat(200)}`]) {
      const answer = await get(`/api/admin/orders?${query}`);
      expect(answer.status, query).toBe(422);
      expect(Object.keys(answer.body.errors.params).length, query).toBeGreaterThan(0);
    }
  });

  it('shows one order, moves it along allowed moves only, keeps notes, edits it and refuses a refund of unpaid money', async () => {
    const option = shop.tent.options[0]!;
    const placed = await placeTestOrder(t, { lines: [{ product_id: shop.tent.id, option_id: option.id, count: 1 }] });
    const shown = await get(`/api/admin/orders/${placed.orderId}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ id: placed.orderId, order: { number: placed.number, status: 'new' }, next_statuses: ['confirmed', 'cancelled'], editable: true, payments: [{ provider: 'cash', status: 'pending' }] });

    const refused = await post(`/api/admin/orders/${placed.orderId}/status`, { status: 'delivered' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.params.status[0]).toBe('Замовлення зі статусом «Нове» не може стати «Доставлене».');
    const refusedEn = await post(`/api/admin/orders/${placed.orderId}/status`, { status: 'delivered' }, enCookie);
    expect(refusedEn.body.errors.message).toBe('An order in status “New” cannot become “Delivered”.');
    expect((await post(`/api/admin/orders/${placed.orderId}/status`, { status: 'confirmed' })).body.data).toEqual({ id: placed.orderId, status: 'confirmed', from: 'new' });

    expect((await post(`/api/admin/orders/${placed.orderId}/notes`, { body: '  ' })).status).toBe(422);
    expect((await post(`/api/admin/orders/${placed.orderId}/notes`, { body: 'Передзвонити о 15:00' })).status).toBe(200);
    expect((await get(`/api/admin/orders/${placed.orderId}/notes`)).body.data.notes).toMatchObject([{ body: 'Передзвонити о 15:00' }]);

    const stock = await stockOf(t, option.id);
    const edited = await post(`/api/admin/orders/${placed.orderId}/edit`, { lines: [{ option_id: option.id, count: 2 }], delivery: { warehouse_name: 'Відділення №3' } });
    expect(edited.status).toBe(200);
    expect(await stockOf(t, option.id)).toBe(stock - 1);
    expect((await post(`/api/admin/orders/${placed.orderId}/edit`, {})).status).toBe(422);

    const refund = await post(`/api/admin/orders/${placed.orderId}/refund`, { amount: '10.00', reason: 'Тест' });
    expect(refund.status).toBe(422);
    expect(refund.body.errors.params.amount).toHaveLength(1);
    expect((await post(`/api/admin/orders/${placed.orderId}/refund`, { amount: '-1', reason: 'Тест' })).status).toBe(422);

    const after = (await get(`/api/admin/orders/${placed.orderId}`)).body.data;
    expect(after.timeline.map((event: { kind: string }) => event.kind)).toEqual(['status', 'edit']);
    expect(after.next_statuses).toEqual(['shipped', 'cancelled']);
  });

  it('answers 404 for an unknown order and 422 for a malformed id', async () => {
    expect((await get('/api/admin/orders/999999')).status).toBe(404);
    expect((await post('/api/admin/orders/999999/status', { status: 'confirmed' })).status).toBe(404);
    expect((await get('/api/admin/orders/abc')).status).toBe(422);
    expect((await get('/api/admin/orders/99999999999')).status).toBe(422);
  });
});
