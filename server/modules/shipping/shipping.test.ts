import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs.ts';
import { payments } from '../../db/schema/orders.ts';
import { startFakeNovaPoshta, type FakeNovaPoshta } from '../../testing/fake-nova-poshta.ts';
import { signedInAccount } from '../../testing/accounts.ts';
import { createStaffSession } from '../../testing/staff.ts';
import { auditLog } from '../../db/schema/staff.ts';
import type { StaffActor } from '../staff/staff.types.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { cartTestShop } from '../cart/cart.fixtures.ts';
import { listOrderEvents } from '../orders/orders.events.ts';
import { stockOf } from '../orders/orders.fixtures.ts';
import { changeOrderStatus } from '../orders/orders.status.ts';
import { novaPoshtaEnv, orderRow, placeShippingOrder } from './shipping.fixtures.ts';
import { scheduleTracking, trackingJob } from './shipping.jobs.ts';
import { findParcel, loadParcelView } from './shipping.parcels.ts';
import { trackParcels } from './shipping.tracking.ts';
import { createWaybill, setWaybillByHand, waybillLabel } from './shipping.waybills.ts';

let fake: FakeNovaPoshta;
let t: TestApp;
let shop: Awaited<ReturnType<typeof cartTestShop>>;
let manager: StaffActor;

beforeAll(async () => {
  fake = await startFakeNovaPoshta();
  t = await createTestApp({ startJobs: false, env: novaPoshtaEnv(fake) });
  shop = await cartTestShop(t);
  ({ actor: manager } = await createStaffSession(t.deps, { role: 'manager' }));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.mode = 'normal';
  fake.calls.length = 0;
});

const order = (input: Partial<Parameters<typeof placeShippingOrder>[1]> = {}) => placeShippingOrder(t, { productId: shop.plate.id, ...input });
const saves = () => fake.calls.filter((call) => call.calledMethod === 'save');

async function shipped(input: Partial<Parameters<typeof placeShippingOrder>[1]> = {}) {
  const placed = await order(input);
  const created = await createWaybill(t.deps, { orderId: placed.orderId, actor: manager });
  if (!created.ok) throw new Error(JSON.stringify(created));
  for (const to of ['confirmed', 'shipped'] as const) expect(await changeOrderStatus(t.deps, { orderId: placed.orderId, to, actor: manager })).toMatchObject({ ok: true });
  return { ...placed, waybill: created.parcel.waybillNumber };
}

describe('creating a waybill', () => {
  it('asks Nova Poshta for the order as placed, with cash on delivery of its total, and records the parcel on the timeline', async () => {
    const { orderId, number } = await order();
    const row = await orderRow(t, orderId);
    const result = await createWaybill(t.deps, { orderId, actor: manager });
    expect(result).toMatchObject({ ok: true, parcel: { orderId, source: 'api', waybillNumber: expect.stringMatching(/^\d{14}$/), documentRef: expect.any(String) } });
    const properties = saves()[0]!.methodProperties;
    expect(properties).toMatchObject({
      RecipientName: 'Ірина Бойко',
      RecipientsPhone: '380671112233',
      RecipientAddress: 'a0000001-0000-4000-8000-000000000025',
      ServiceType: 'WarehouseWarehouse',
      Cost: String(Math.ceil((row!.subtotal - row!.discount) / 100)),
      InfoRegClientBarcodes: number,
      BackwardDeliveryData: [{ PayerType: 'Recipient', CargoType: 'Money', RedeliveryString: String(Math.ceil(row!.total / 100)) }],
    });
    expect(Number(properties.Weight)).toBeGreaterThan(0);
    const events = await listOrderEvents(t.deps.db, orderId);
    expect(events.at(-1)).toMatchObject({ kind: 'waybill', actor: { staffId: manager.id }, data: { number: result.ok && result.parcel.waybillNumber, source: 'api' } });
    const [audit] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'order.waybill')).orderBy(auditLog.id);
    expect(audit).toMatchObject({ staffId: manager.id, entityType: 'order', entityId: String(orderId), before: null, after: { waybill: result.ok && result.parcel.waybillNumber, source: 'api' } });
    // One parcel per order.
    expect(await createWaybill(t.deps, { orderId, actor: manager })).toEqual({ ok: false, problem: 'exists' });
    expect(saves()).toHaveLength(1);
  });

  it('asks no cash on delivery for a card order, and sends a courier parcel to the address', async () => {
    const card = await order({ paymentMethod: 'liqpay' });
    expect(await createWaybill(t.deps, { orderId: card.orderId, actor: manager })).toMatchObject({ ok: true });
    expect(saves()[0]!.methodProperties.BackwardDeliveryData).toBeUndefined();
    const courier = await order({ method: 'np_courier' });
    expect(await createWaybill(t.deps, { orderId: courier.orderId, actor: manager })).toMatchObject({ ok: true });
    expect(saves()[1]!.methodProperties).toMatchObject({ ServiceType: 'WarehouseDoors', RecipientAddressName: 'вул. Січових Стрільців', RecipientHouse: '5', RecipientFlat: '7' });
  });

  it('is refused for another carrier, an order that left, an unknown order, and says what Nova Poshta refused', async () => {
    const ukrposhta = await order({ method: 'ukrposhta' });
    expect(await createWaybill(t.deps, { orderId: ukrposhta.orderId, actor: manager })).toEqual({ ok: false, problem: 'notNovaPoshta' });
    const cancelled = await order();
    await changeOrderStatus(t.deps, { orderId: cancelled.orderId, to: 'cancelled', actor: manager });
    expect(await createWaybill(t.deps, { orderId: cancelled.orderId, actor: manager })).toEqual({ ok: false, problem: 'status' });
    expect(await createWaybill(t.deps, { orderId: 999_999, actor: manager })).toEqual({ ok: false, problem: 'notFound' });
    fake.mode = 'apiError';
    const refused = await order();
    expect(await createWaybill(t.deps, { orderId: refused.orderId, actor: manager })).toEqual({ ok: false, problem: 'carrier', messages: ['API key expired'] });
    expect(await findParcel(t.deps.db, refused.orderId)).toBeNull();
    expect(saves()).toHaveLength(1);
  });

  it('records nothing when the order was cancelled while Nova Poshta made the waybill', async () => {
    const { orderId } = await order();
    // In front of the stand-in: the order is cancelled after it was read, before Nova Poshta answers.
    const between: Server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', async () => {
        await changeOrderStatus(t.deps, { orderId, to: 'cancelled', actor: manager });
        const answer = await fetch(fake.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: Buffer.concat(chunks) });
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(await answer.text());
      });
    });
    await new Promise<void>((resolve) => between.listen(0, '127.0.0.1', resolve));
    const slow = await createTestApp({ startJobs: false, sameDatabaseAs: t, env: { ...novaPoshtaEnv(fake), NOVA_POSHTA_API_URL: `http://127.0.0.1:${(between.address() as AddressInfo).port}/v2.0/json/` } });
    try {
      expect(await createWaybill(slow.deps, { orderId, actor: manager })).toEqual({ ok: false, problem: 'status' });
      expect(saves()).toHaveLength(1);
      expect(await orderRow(t, orderId)).toMatchObject({ status: 'cancelled' });
      expect(await findParcel(t.deps.db, orderId)).toBeNull();
      expect((await listOrderEvents(t.deps.db, orderId)).map((event) => event.kind)).not.toContain('waybill');
    } finally {
      await slow.close();
      await new Promise((resolve) => between.close(resolve));
    }
  });

  it('needs the sender configured: without it, only a number by hand', async () => {
    const bare = await createTestApp({ startJobs: false, sameDatabaseAs: t, env: { NOVA_POSHTA_API_KEY: fake.apiKey, NOVA_POSHTA_API_URL: fake.url } });
    try {
      const { orderId } = await order();
      expect(await createWaybill(bare.deps, { orderId, actor: manager })).toEqual({ ok: false, problem: 'notConfigured' });
      expect(await setWaybillByHand(bare.deps, { orderId, number: '59000123456789', actor: manager })).toMatchObject({ ok: true });
    } finally {
      await bare.close();
    }
  });
});

describe('a waybill entered by hand', () => {
  it("takes Nova Poshta's 14 digits (spaces allowed), corrects them later, and refuses anything else", async () => {
    const { orderId } = await order();
    for (const number of ['123', '5900012345678', '590001234567890', 'ТТН 59000123456789', '']) {
      expect(await setWaybillByHand(t.deps, { orderId, number, actor: manager })).toEqual({ ok: false, problem: 'invalidNumber' });
    }
    expect(await setWaybillByHand(t.deps, { orderId, number: '5900 0123 4567 89', actor: manager })).toMatchObject({ ok: true, parcel: { waybillNumber: '59000123456789', source: 'manual', documentRef: null } });
    expect(await setWaybillByHand(t.deps, { orderId, number: '59000123456780', actor: manager })).toMatchObject({ ok: true, parcel: { waybillNumber: '59000123456780' } });
    const events = (await listOrderEvents(t.deps.db, orderId)).filter((event) => event.kind === 'waybill');
    expect(events.map((event) => event.data)).toEqual([
      { number: '59000123456789', source: 'manual' },
      { number: '59000123456780', source: 'manual', replaced: '59000123456789' },
    ]);
    expect(await loadParcelView(t.deps.db, orderId)).toEqual({
      waybill_number: '59000123456780',
      tracking_url: 'https://novaposhta.ua/tracking/?cargo_number=59000123456780',
      stage: 'created',
      status_text: null,
      tracked_at: null,
    });
  });
});

describe('the label', () => {
  it("is the PDF of the order's waybill, fetched by the server", async () => {
    const { orderId } = await order();
    expect(await waybillLabel(t.deps, { orderId })).toEqual({ ok: false, problem: 'noParcel' });
    const created = await createWaybill(t.deps, { orderId, actor: manager });
    const label = await waybillLabel(t.deps, { orderId });
    expect(label).toMatchObject({ ok: true, number: created.ok && created.parcel.waybillNumber });
    expect(label.ok && new TextDecoder().decode(label.pdf.subarray(0, 5))).toBe('%PDF-');
    expect(await waybillLabel(t.deps, { orderId: 999_999 })).toEqual({ ok: false, problem: 'notFound' });
  });
});

describe('tracking', () => {
  it('keeps the state of a parcel on its way, moves the order to delivered, then records the cash on delivery paid once', async () => {
    const { orderId, waybill } = await shipped();
    fake.setStatus(waybill, '5');
    await trackParcels(t.deps);
    const tracking = fake.calls.find((call) => call.calledMethod === 'getStatusDocuments')!;
    expect(tracking.methodProperties.Documents).toContainEqual({ DocumentNumber: waybill, Phone: '380671234567' });
    expect(await loadParcelView(t.deps.db, orderId)).toMatchObject({ stage: 'inTransit', status_text: expect.stringContaining('прямує'), tracked_at: expect.any(String) });
    expect((await orderRow(t, orderId))!.status).toBe('shipped');

    fake.setStatus(waybill, '9');
    expect(await trackParcels(t.deps)).toMatchObject({ delivered: 1, codReceived: 0 });
    expect(await orderRow(t, orderId)).toMatchObject({ status: 'delivered', paymentStatus: 'pending' });

    fake.setStatus(waybill, '10');
    expect(await trackParcels(t.deps)).toMatchObject({ codReceived: 1 });
    expect(await orderRow(t, orderId)).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    const [payment] = await t.deps.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment).toMatchObject({ status: 'paid', paidAt: expect.any(Date) });

    const events = await listOrderEvents(t.deps.db, orderId);
    const kinds = events.filter((event) => ['tracking', 'status', 'cod-received'].includes(event.kind)).map((event) => [event.kind, event.data.code ?? event.data.to]);
    expect(kinds.slice(-6)).toEqual([
      ['status', 'shipped'],
      ['tracking', '5'],
      ['tracking', '9'],
      ['status', 'delivered'],
      ['tracking', '10'],
      ['cod-received', '10'],
    ]);
    expect(events.find((event) => event.kind === 'status' && event.data.to === 'delivered')?.actor).toEqual({ system: 'nova-poshta' });
    // Nothing more to ask about this parcel.
    fake.calls.length = 0;
    await trackParcels(t.deps);
    expect(fake.calls.flatMap((call) => (call.methodProperties.Documents as { DocumentNumber: string }[] | undefined) ?? []).map((item) => item.DocumentNumber)).not.toContain(waybill);
  });

  it('moves a refused parcel’s order to returned with its stock back; a card order is never marked paid by the carrier', async () => {
    const option = shop.plate.options[0]!.id;
    const { orderId, waybill } = await shipped({ paymentMethod: 'liqpay' });
    const stock = await stockOf(t, option);
    fake.setStatus(waybill, '103');
    await trackParcels(t.deps);
    expect(await orderRow(t, orderId)).toMatchObject({ status: 'returned', paymentStatus: 'pending' });
    expect(await stockOf(t, option)).toBe(stock + 2);

    const card = await shipped({ paymentMethod: 'liqpay' });
    fake.setStatus(card.waybill, '11');
    await trackParcels(t.deps);
    expect(await orderRow(t, card.orderId)).toMatchObject({ status: 'delivered', paymentStatus: 'pending' });
  });

  it('a parcel entered by hand is tracked too; Nova Poshta down changes nothing and fails the pass', async () => {
    const { orderId } = await order();
    await setWaybillByHand(t.deps, { orderId, number: '59000000000777', actor: manager });
    for (const to of ['confirmed', 'shipped'] as const) await changeOrderStatus(t.deps, { orderId, to, actor: manager });
    fake.addDocument('59000000000777');
    fake.setStatus('59000000000777', '7');
    fake.mode = 'httpError';
    await expect(trackParcels(t.deps)).rejects.toThrow(/HTTP 502/);
    expect(await loadParcelView(t.deps.db, orderId)).toMatchObject({ stage: 'created', tracked_at: null });
    fake.mode = 'normal';
    await trackParcels(t.deps);
    expect(await loadParcelView(t.deps.db, orderId)).toMatchObject({ stage: 'arrived' });
  });
});

describe("the buyer's cabinet", () => {
  it('shows the waybill, its tracking link and the last state in the order', async () => {
    const buyer = await signedInAccount(t, { email: 'parcel-buyer@example.com' });
    const { number, orderId } = await order({ userId: buyer.userId });
    const get = () => t.post('/api/profile/orders/get', { lang: 'en', number }, buyer.bearer);
    expect((await get()).body.data.parcel).toBeNull();
    await setWaybillByHand(t.deps, { orderId, number: '59000000000888', actor: manager });
    for (const to of ['confirmed', 'shipped'] as const) await changeOrderStatus(t.deps, { orderId, to, actor: manager });
    fake.addDocument('59000000000888');
    fake.setStatus('59000000000888', '6');
    await trackParcels(t.deps);
    expect((await get()).body.data.parcel).toEqual({
      waybill_number: '59000000000888',
      tracking_url: 'https://novaposhta.ua/tracking/?cargo_number=59000000000888',
      stage: 'inTransit',
      status_text: expect.stringContaining('у місті отримувача'),
      tracked_at: '2026-11-01T10:00:00.000Z',
    });
  });
});

describe('the tracking job', () => {
  it('is added once per time slot however many processes schedule it, runs, and adds the next slot', async () => {
    await t.deps.db.delete(jobs).where(eq(jobs.kind, trackingJob));
    expect(await scheduleTracking(t.deps)).toBe(true);
    expect(await scheduleTracking(t.deps)).toBe(false);
    const { orderId, waybill } = await shipped();
    fake.setStatus(waybill, '9');
    await t.deps.jobs.drain();
    expect((await orderRow(t, orderId))!.status).toBe('delivered');
    const rows = await t.deps.db.select({ key: jobs.dedupeKey, done: jobs.doneAt }).from(jobs).where(eq(jobs.kind, trackingJob)).orderBy(jobs.id);
    // The test clock stands at 10:00 UTC; runs every 30 minutes.
    expect(rows).toEqual([
      { key: 'nova-poshta.track@2026-11-01T10:00', done: expect.any(Date) },
      { key: 'nova-poshta.track@2026-11-01T10:30', done: null },
    ]);
  });

  it('is not scheduled without a Nova Poshta key', async () => {
    const bare = await createTestApp({ startJobs: false, sameDatabaseAs: t });
    try {
      expect(await scheduleTracking(bare.deps)).toBe(false);
    } finally {
      await bare.close();
    }
  });
});
