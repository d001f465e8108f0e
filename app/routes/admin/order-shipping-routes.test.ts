import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeNovaPoshta, type FakeNovaPoshta } from '../../../server/testing/fake-nova-poshta.ts';
import { createStaffSession } from '../../../server/testing/staff.ts';
import { createTestApp, type TestApp } from '../../../server/testing/test-app.ts';
import { cartTestShop } from '../../../server/modules/cart/cart.fixtures.ts';
import { loadOrderShipping } from '../../../server/modules/shipping/shipping.admin-view.ts';
import { novaPoshtaEnv, placeShippingOrder } from '../../../server/modules/shipping/shipping.fixtures.ts';
import { depsContext } from '../../lib/deps.server.ts';
import { action as waybillAction } from './order-waybill.tsx';
import { loader as labelLoader } from './order-label.tsx';

let fake: FakeNovaPoshta;
let t: TestApp;
let shop: Awaited<ReturnType<typeof cartTestShop>>;
let cookie: string;

beforeAll(async () => {
  fake = await startFakeNovaPoshta();
  t = await createTestApp({ startJobs: false, env: novaPoshtaEnv(fake) });
  shop = await cartTestShop(t);
  ({ cookie } = await createStaffSession(t.deps, { role: 'manager' }));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

function args(path: string, form?: Record<string, string>) {
  const context = new RouterContextProvider();
  context.set(depsContext, t.deps);
  const request = new Request(`http://localhost${path}`, form ? { method: 'POST', headers: { cookie }, body: new URLSearchParams(form) } : { headers: { cookie } });
  const id = /\/admin\/orders\/([^/]+)\//.exec(path)?.[1];
  return { request, params: { id }, context } as never;
}

/** The `data()` an action answers: its status and payload. */
const answer = (result: unknown) => result as { init: { status?: number } | null; data: { ok: boolean; message: string; field?: string } };

describe('the shipping panel’s routes', () => {
  it('create the waybill, then offer no second one, and the label route streams its PDF', async () => {
    const { orderId } = await placeShippingOrder(t, { productId: shop.plate.id });
    expect(await loadOrderShipping(t.deps.db, orderId, { config: t.config })).toMatchObject({ novaPoshta: true, parcel: null, canCreate: true, canEnterByHand: true });
    const created = answer(await waybillAction(args(`/admin/orders/${orderId}/waybill`, { intent: 'create' })));
    expect(created.data).toMatchObject({ ok: true, message: expect.stringMatching(/^ТТН \d{14} створено\.$/) });
    const shipping = await loadOrderShipping(t.deps.db, orderId, { config: t.config });
    expect(shipping).toMatchObject({ canCreate: false, canEnterByHand: true, parcel: { source: 'api', label_url: `/admin/orders/${orderId}/label` } });

    const label = (await labelLoader(args(`/admin/orders/${orderId}/label`))) as Response;
    expect(label.headers.get('content-type')).toBe('application/pdf');
    expect(label.headers.get('cache-control')).toBe('private, no-store');
    expect(new TextDecoder().decode((await label.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('a number by hand: a field error for a bad one, then saved', async () => {
    const { orderId } = await placeShippingOrder(t, { productId: shop.plate.id });
    const bad = answer(await waybillAction(args(`/admin/orders/${orderId}/waybill`, { intent: 'byHand', number: '42' })));
    expect(bad).toMatchObject({ init: { status: 422 }, data: { ok: false, field: 'number', message: 'Номер ТТН — це 14 цифр.' } });
    const saved = answer(await waybillAction(args(`/admin/orders/${orderId}/waybill`, { intent: 'byHand', number: '59000000000123' })));
    expect(saved.data).toMatchObject({ ok: true, message: 'Номер ТТН 59000000000123 збережено.' });
  });

  it('an order without a waybill has no label, and a Ukrposhta order no panel actions', async () => {
    const { orderId } = await placeShippingOrder(t, { productId: shop.plate.id, method: 'ukrposhta' });
    expect(await loadOrderShipping(t.deps.db, orderId)).toMatchObject({ novaPoshta: false, canCreate: false, canEnterByHand: false });
    const refused = await labelLoader(args(`/admin/orders/${orderId}/label`)).then(
      () => null,
      (error: unknown) => error as { init: { status: number } },
    );
    expect(refused?.init.status).toBe(404);
    expect(await loadOrderShipping(t.deps.db, 999_999)).toBeNull();
  });
});
