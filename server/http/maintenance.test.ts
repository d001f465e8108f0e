import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { payments } from '../db/schema/orders.ts';
import { shopSettings, siteSettings } from '../db/schema/settings.ts';
import { shopDataTtlMs } from '../db/read-cache.ts';
import { getShopSettings } from '../modules/settings/settings.service.ts';
import { liqpayOrderId } from '../modules/payments/payments.service.ts';
import { startFakeLiqpay, type FakeLiqpay } from '../testing/fake-liqpay.ts';
import { insertOrder } from '../testing/orders.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const ukText = 'Ведуться технічні роботи, спробуйте зайти через 12 годин';
const enText = 'Back on Monday: stocktaking in the warehouse';

const switchMaintenance = (t: TestApp, on: boolean) =>
  t.deps.db.update(shopSettings).set({ data: sql`jsonb_set(${shopSettings.data}, '{maintenance}', ${JSON.stringify(on)}::jsonb)` }).where(eq(shopSettings.id, 1));

function expectClosedHeaders(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('43200');
  expect(response.headers.get('cache-control')).toBe('no-store');
}

describe('the shop closed by the settings switch', () => {
  let t: TestApp;
  let liqpay: FakeLiqpay;

  beforeAll(async () => {
    liqpay = await startFakeLiqpay();
    t = await createTestApp({ env: { LIQPAY_PUBLIC_KEY: liqpay.publicKey, LIQPAY_PRIVATE_KEY: liqpay.privateKey, LIQPAY_CHECKOUT_URL: liqpay.checkoutUrl } });
    await switchMaintenance(t, true);
    // The English text is the owner's own, to show the page takes it from the settings document.
    await t.deps.db
      .update(siteSettings)
      .set({ data: sql`jsonb_set(${siteSettings.data}, '{maintenance_text}', ${JSON.stringify(enText)}::jsonb)` })
      .where(eq(siteSettings.locale, 'en'));
  });
  afterAll(async () => {
    await t.close();
    await liqpay.close();
  });

  it('shows every page as a 503 page in its language, never cached', async () => {
    for (const [path, lang, text, other] of [
      ['/', 'uk', ukText, 'href="/en" hreflang="en" lang="en">English</a>'],
      ['/namety', 'uk', ukText, 'English'],
      ['/en', 'en', enText, 'href="/" hreflang="uk" lang="uk">Українська</a>'],
      ['/en/namety/some-tent', 'en', enText, 'Українська'],
    ] as const) {
      const response = await t.app.request(path);
      expectClosedHeaders(response);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html; charset=utf-8/i);
      const page = await response.text();
      expect(page, path).toContain(`<html lang="${lang}">`);
      expect(page, path).toContain(`<p>${text}</p>`);
      expect(page, path).toContain('<main>');
      expect(page, path).toContain(other);
      expect(page, path).not.toContain('<script');
    }
  });

  it('answers the API with a 503 JSON error in the request language', async () => {
    const en = await t.app.request('/api/settings/all', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ lang: 'en' }) });
    expectClosedHeaders(en);
    expect(await en.json()).toEqual({ errors: { message: enText, code: 'maintenance' } });

    const uk = await t.post('/api/cart/count', { lang: 'uk' });
    expect(uk.status).toBe(503);
    expect(uk.headers.get('retry-after')).toBe('43200');
    expect(uk.body).toEqual({ errors: { message: ukText, code: 'maintenance' } });

    const unknown = await t.app.request('/api/nothing', { headers: { 'accept-language': 'en' } });
    expectClosedHeaders(unknown);
    expect(await unknown.json()).toEqual({ errors: { message: enText, code: 'maintenance' } });
  });

  it('keeps the health probes and the files of the maintenance page', async () => {
    expect((await t.app.request('/healthz')).status).toBe(200);
    expect((await t.app.request('/readyz')).status).toBe(200);
    const logo = await t.app.request('/storage/brand/logo.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect((await t.app.request('/storage/brand/favicon.svg')).status).toBe(200);
  });

  it('keeps the back office open, where the owner opens the shop again', async () => {
    // The test app renders no pages: past the maintenance gate, a page is the app's own 404.
    expect((await t.app.request('/admin/sign-in')).status).not.toBe(503);
    expect((await t.app.request('/admin/settings.data')).status).not.toBe(503);
    expect((await t.app.request('/__manifest?p=%2Fadmin%2Fsettings')).status).not.toBe(503);
    // No member signed in: the API answers as it always does, not with the maintenance page.
    expect((await t.app.request('/api/admin/session')).status).toBe(401);
    expectClosedHeaders(await t.app.request('/administrator'));
    expectClosedHeaders(await t.app.request('/en/admin-guide'));
  });

  it('lets only reads of files through, and a file that is not there shows nothing of the shop', async () => {
    expectClosedHeaders(await t.app.request('/storage/brand/logo.svg', { method: 'POST' }));
    for (const path of ['/storage/brand/nothing.gif', '/storage/nothing.mp4']) {
      const missing = await t.app.request(path);
      expect(missing.status, path).toBe(404);
      expect(await missing.text(), path).not.toContain('<html');
    }
  });

  it('still records a payment LiqPay reports', async () => {
    const number = 'MT-2026-00001';
    const order = await insertOrder(t.deps.db, { number, paymentMethod: 'card', total: 150_000 });
    const [payment] = await t.deps.db.insert(payments).values({ orderId: order.id, provider: 'liqpay', amount: 150_000, currencyCode: 'UAH' }).returning({ id: payments.id });
    const checkout = { public_key: liqpay.publicKey, order_id: liqpayOrderId({ orderNumber: number, paymentId: payment!.id }), amount: 1500, currency: 'UAH', description: number };
    const fields = liqpay.signedCallback(liqpay.callbackPayload(checkout, 'success'));
    const response = await t.app.request('/api/payments/liqpay/callback', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { received: true } });
    const [stored] = await t.deps.db.select({ status: payments.status }).from(payments).where(eq(payments.id, payment!.id));
    expect(stored!.status).toBe('paid');
  });
});

describe('the MAINTENANCE_MODE variable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { MAINTENANCE_MODE: 'true' } });
  });
  afterAll(() => t.close());

  it('closes the shop whatever the settings say', async () => {
    const page = await t.app.request('/en/kemping');
    expectClosedHeaders(page);
    expect(await page.text()).toContain('<p>Work in progress, try again in 12 hours</p>');
    const api = await t.post('/api/search', { lang: 'uk', string: 'намет' });
    expect(api.status).toBe(503);
    expect(api.body).toEqual({ errors: { message: ukText, code: 'maintenance' } });
    expect((await t.app.request('/healthz')).status).toBe(200);
  });
});

describe('switching maintenance in the settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  it('takes effect both ways within the settings cache window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const open = await t.post('/api/settings/all', { lang: 'uk' });
    expect(open.status).toBe(200);

    await switchMaintenance(t, true);
    vi.setSystemTime(Date.now() + shopDataTtlMs + 1);
    expect((await t.post('/api/settings/all', { lang: 'uk' })).status).toBe(503);
    expect((await t.app.request('/')).status).toBe(503);

    await switchMaintenance(t, false);
    vi.setSystemTime(Date.now() + shopDataTtlMs + 1);
    expect((await t.post('/api/settings/all', { lang: 'uk' })).status).toBe(200);
    expect((await t.app.request('/')).status).not.toBe(503);
  });

  it('keeps working when a tag id in the same settings is mistyped', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await t.deps.db.update(shopSettings).set({ data: { maintenance: true, analytics: { gtm_id: 'gtm-abc', ga4_id: 'G-TABIR00001' } } }).where(eq(shopSettings.id, 1));
    // Well past the cache entries the test before left at its own (later) clock.
    vi.setSystemTime(Date.now() + 10 * shopDataTtlMs);
    expect((await t.app.request('/')).status).toBe(503);
    expect(await getShopSettings(t.deps.db)).toEqual({ maintenance: true, analytics: { ga4_id: 'G-TABIR00001' }, notifications: {} });
  });
});
