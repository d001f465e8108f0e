import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { createStaffSession } from '../../../server/testing/staff.ts';
import { createTestApp, type TestApp } from '../../../server/testing/test-app.ts';
import { cartTestShop } from '../../../server/modules/cart/cart.fixtures.ts';
import { placeTestOrder, stockOf } from '../../../server/modules/orders/orders.fixtures.ts';
import { depsContext } from '../../lib/deps.server.ts';
import * as ordersPage from './orders.tsx';
import * as orderPage from './order.tsx';

// The order pages' loaders and actions on the real services (the access test covers who gets in).
let t: TestApp;
let shop: Awaited<ReturnType<typeof cartTestShop>>;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ startJobs: false });
  shop = await cartTestShop(t);
  cookie = (await createStaffSession(t.deps, { role: 'manager', locale: 'en' })).cookie;
});
afterAll(() => t.close());

function args(path: string, { params = {}, form }: { params?: Record<string, string>; form?: Record<string, string> } = {}) {
  const context = new RouterContextProvider();
  context.set(depsContext, t.deps);
  const init: RequestInit = form ? { method: 'POST', headers: { cookie, origin: 'http://localhost' }, body: new URLSearchParams(form) } : { headers: { cookie } };
  return { request: new Request(`http://localhost${path}`, init), params, context } as never;
}

describe('the order pages', () => {
  it('list orders filtered from the address, and a bad filter value shows the list unfiltered', async () => {
    const placed = await placeTestOrder(t, { lines: [{ product_id: shop.plate.id, count: 1 }], email: 'page.filter@example.com' });
    const found = await ordersPage.loader(args('/admin/orders?q=page.filter'));
    expect(found.page.orders.map((row) => row.id)).toEqual([placed.orderId]);
    const unfiltered = await ordersPage.loader(args('/admin/orders?status=lost'));
    expect(unfiltered.page.total).toBeGreaterThanOrEqual(1);
  });

  it('show an order and act on it with the same services as the API', async () => {
    const option = shop.tent.options[1]!;
    const placed = await placeTestOrder(t, { lines: [{ product_id: shop.tent.id, option_id: option.id, count: 2 }] });
    const params = { id: String(placed.orderId) };
    const shown = await orderPage.loader(args(`/admin/orders/${placed.orderId}`, { params }));
    expect(shown.order).toMatchObject({ id: placed.orderId, next_statuses: ['confirmed', 'cancelled'] });

    const refused = await orderPage.action(args(`/admin/orders/${placed.orderId}`, { params, form: { intent: 'status', status: 'shipped' } }));
    expect(refused).toEqual({ intent: 'status', ok: false, message: 'An order in status “New” cannot become “Shipped”.' });
    const stock = await stockOf(t, option.id);
    const edited = await orderPage.action(args(`/admin/orders/${placed.orderId}`, { params, form: { intent: 'edit', 'lines[0].option_id': String(option.id), 'lines[0].count': '1' } }));
    expect(edited).toMatchObject({ intent: 'edit', ok: true });
    expect(await stockOf(t, option.id)).toBe(stock + 1);
    const badEdit = await orderPage.action(args(`/admin/orders/${placed.orderId}`, { params, form: { intent: 'edit', 'lines[0].option_id': 'x', 'lines[0].count': '1' } }));
    expect(badEdit).toMatchObject({ ok: false, edit: { status: 'error' } });
    expect(await orderPage.action(args(`/admin/orders/${placed.orderId}`, { params, form: { intent: 'note', body: 'Call back' } }))).toMatchObject({ ok: true });
    expect(await orderPage.action(args(`/admin/orders/${placed.orderId}`, { params, form: { intent: 'status', status: 'cancelled', reason: 'Out of stock' } }))).toMatchObject({ ok: true });
    expect(await stockOf(t, option.id)).toBe(stock + 2);
    const after = await orderPage.loader(args(`/admin/orders/${placed.orderId}`, { params }));
    expect(after.order.notes).toMatchObject([{ body: 'Call back' }]);
    expect(after.order.timeline.map((event) => event.kind)).toEqual(['edit', 'status']);
  });

  it('answer 404 for an unknown or malformed order id', async () => {
    for (const id of ['999999', 'abc']) {
      const thrown = await orderPage.loader(args(`/admin/orders/${id}`, { params: { id } })).catch((error: unknown) => error);
      expect((thrown as { init?: { status?: number } }).init?.status).toBe(404);
    }
  });
});
