import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeNovaPoshta, type FakeNovaPoshta } from '../../testing/fake-nova-poshta.ts';
import { createStaffSession } from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { cartTestShop } from '../cart/cart.fixtures.ts';
import { changeOrderStatus } from '../orders/orders.status.ts';
import { novaPoshtaEnv, placeShippingOrder } from './shipping.fixtures.ts';

let fake: FakeNovaPoshta;
let t: TestApp;
let shop: Awaited<ReturnType<typeof cartTestShop>>;
let manager: Awaited<ReturnType<typeof createStaffSession>>;
let english: Awaited<ReturnType<typeof createStaffSession>>;

beforeAll(async () => {
  fake = await startFakeNovaPoshta();
  t = await createTestApp({ startJobs: false, env: novaPoshtaEnv(fake) });
  shop = await cartTestShop(t);
  manager = await createStaffSession(t.deps, { role: 'manager' });
  english = await createStaffSession(t.deps, { role: 'owner', email: 'owner-en@tabir.example', locale: 'en' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const call = async (method: string, path: string, session: { cookie: string }, body?: unknown) => {
  const response = await t.app.request(path, {
    method,
    headers: { cookie: session.cookie, origin: 'http://localhost', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const type = response.headers.get('content-type') ?? '';
  return { status: response.status, type, body: type.includes('json') ? await response.json() : new Uint8Array(await response.arrayBuffer()), headers: response.headers };
};

describe('/api/admin/orders/:id/waybill and /label', () => {
  it('creates the waybill, answers the parcel, and serves its label as PDF without the key', async () => {
    const { orderId } = await placeShippingOrder(t, { productId: shop.plate.id });
    const created = await call('POST', `/api/admin/orders/${orderId}/waybill`, manager);
    expect(created.status).toBe(200);
    expect(created.body.data.parcel).toMatchObject({
      waybill_number: expect.stringMatching(/^\d{14}$/),
      source: 'api',
      stage: 'created',
      cost: expect.stringMatching(/^\d+\.\d{2}$/),
      label_url: `/admin/orders/${orderId}/label`,
      tracking_url: expect.stringContaining('novaposhta.ua/tracking'),
    });
    const again = await call('POST', `/api/admin/orders/${orderId}/waybill`, manager);
    expect(again).toMatchObject({ status: 409, body: { errors: { code: 'exists', message: 'У замовлення вже є ТТН.' } } });

    const label = await call('GET', `/api/admin/orders/${orderId}/label`, manager);
    expect(label.status).toBe(200);
    expect(label.type).toBe('application/pdf');
    expect(label.headers.get('cache-control')).toContain('no-store');
    const text = new TextDecoder().decode(label.body as Uint8Array);
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).not.toContain(fake.apiKey);
  });

  it('takes a number by hand, with a field error in the staff member’s language for a bad one', async () => {
    const { orderId } = await placeShippingOrder(t, { productId: shop.plate.id });
    const bad = await call('PUT', `/api/admin/orders/${orderId}/waybill`, english, { number: '12345' });
    expect(bad).toMatchObject({ status: 422, body: { errors: { params: { number: ['A waybill number is 14 digits.'] } } } });
    const unknownField = await call('PUT', `/api/admin/orders/${orderId}/waybill`, english, { number: '59000000000001', extra: 1 });
    expect(unknownField.status).toBe(422);
    const saved = await call('PUT', `/api/admin/orders/${orderId}/waybill`, english, { number: '5900 0000 0000 01' });
    expect(saved).toMatchObject({ status: 200, body: { data: { parcel: { waybill_number: '59000000000001', source: 'manual', cost: null } } } });
  });

  it('refuses an order that is not Nova Poshta’s or has left, and an unknown id', async () => {
    const ukrposhta = await placeShippingOrder(t, { productId: shop.plate.id, method: 'ukrposhta' });
    expect((await call('POST', `/api/admin/orders/${ukrposhta.orderId}/waybill`, english)).body.errors).toMatchObject({ code: 'notNovaPoshta', message: 'Nova Poshta does not deliver this order.' });
    const cancelled = await placeShippingOrder(t, { productId: shop.plate.id });
    await changeOrderStatus(t.deps, { orderId: cancelled.orderId, to: 'cancelled', actor: manager.actor });
    expect((await call('POST', `/api/admin/orders/${cancelled.orderId}/waybill`, manager)).status).toBe(409);
    for (const id of ['999999', 'abc', '0', '1e3']) {
      expect((await call('POST', `/api/admin/orders/${id}/waybill`, manager)).status).toBe(404);
      expect((await call('GET', `/api/admin/orders/${id}/label`, manager)).status).toBe(404);
    }
    expect((await call('GET', `/api/admin/orders/${cancelled.orderId}/label`, manager)).body.errors.code).toBe('noParcel');
  });

  it('says when Nova Poshta refuses, with its own words', async () => {
    const { orderId } = await placeShippingOrder(t, { productId: shop.plate.id });
    fake.mode = 'apiError';
    try {
      const refused = await call('POST', `/api/admin/orders/${orderId}/waybill`, manager);
      expect(refused).toMatchObject({ status: 502, body: { errors: { code: 'carrier', message: 'Нова пошта відмовила: API key expired', carrier: ['API key expired'] } } });
    } finally {
      fake.mode = 'normal';
    }
  });
});
