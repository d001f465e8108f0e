// The shop's bank details on real pages, rendered by React Router through Vite as `npm run dev`
// does, on a copy of the demo shop: only the pages that show an order's payment details carry them.
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsDocuments, swiftRequisites } from '../server/db/seed/data/settings.ts';
import { cartTestShop, cartWith } from '../server/modules/cart/cart.fixtures.ts';
import { orderAccessCookie } from '../server/modules/checkout/checkout.access.ts';
import { cookieFrom, directoryCity, internationalOrder, ukraineOrder } from '../server/modules/checkout/checkout.fixtures.ts';
import { signedInAccount } from '../server/testing/accounts.ts';
import type { TestApp } from '../server/testing/test-app.ts';
import { testShopPagesThroughVite } from '../server/testing/vite-entry.ts';

type ServerApp = Awaited<ReturnType<typeof testShopPagesThroughVite>>['app'];

/** The demo shop's IBANs: invoices to companies, and transfers from abroad. */
const invoiceIban = settingsDocuments.uk.requisites!.iban;
const transferIban = swiftRequisites.iban;

let closePages: (() => Promise<void>) | undefined;
let t: TestApp;
let app: ServerApp;
let shop: Awaited<ReturnType<typeof cartTestShop>>;

beforeAll(async () => {
  ({ t, app, close: closePages } = await testShopPagesThroughVite());
  shop = await cartTestShop(t);
});
afterAll(() => closePages?.());

async function page(path: string, cookie?: string): Promise<{ status: number; text: string }> {
  const response = await app.request(path, { headers: { 'accept-encoding': 'identity', 'accept-language': 'uk', ...(cookie ? { cookie } : {}) } });
  return { status: response.status, text: await response.text() };
}

async function place(region: 'ukraine' | 'international', body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const answer = await t.post(`/api/checkout/place/${region}`, body, { 'x-forwarded-for': '203.0.113.41', ...headers });
  expect(answer.status).toBe(200);
  return { thankYouUrl: answer.body.data.thankyou_url as string, number: answer.body.data.number as string, cookie: cookieFrom(answer.headers, orderAccessCookie) };
}

describe("the root's menus and settings", () => {
  /** The root's data in a page's single-fetch answer, decoded as the browser decodes it. */
  async function rootOf(path: string): Promise<Record<string, unknown>> {
    const response = await app.request(path, { headers: { 'accept-language': 'uk' } });
    expect(response.status, path).toBe(200);
    const decoded = await decodeViaTurboStream(response.body!, globalThis);
    return ((decoded.value as Record<string, { data: Record<string, unknown> }>).root!).data;
  }

  it('come as one JSON text, the same on every page of a language, holding the menus and the shop’s settings', async () => {
    const home = await rootOf('/_.data');
    const category = await rootOf('/namety.data');
    expect(Object.keys(home)).not.toContain('menus');
    expect(Object.keys(home)).not.toContain('settings');
    expect(typeof home.layout).toBe('string');
    expect(category.layout).toBe(home.layout);
    const layout = JSON.parse(home.layout as string) as { settings: { site_name: string }; menus: Record<string, { items: unknown[] } | null> };
    expect(layout.settings.site_name).toBe(settingsDocuments.uk.site_name);
    for (const name of ['header', 'footer', 'headerSecond', 'textPages']) expect(layout.menus[name]?.items.length, name).toBeGreaterThan(0);
    const english = await rootOf('/en/namety.data');
    expect(JSON.parse(english.layout as string).settings.site_name).toBe(settingsDocuments.en.site_name);
  });
});

describe("the shop's bank details", () => {
  it("are no part of the root's data: not in any page's document nor in its data", async () => {
    const account = await signedInAccount(t, { email: 'no-iban@example.com' });
    const signedIn = `accessToken=${account.token}`;
    const pages: [string, string?][] = [['/'], ['/en'], ['/_.data'], ['/en/namety.data'], ['/namety'], ['/checkout'], ['/checkoutglobal'], ['/cabinet/orders', signedIn]];
    for (const [path, cookie] of pages) {
      const { status, text } = await page(path, cookie);
      expect(status, path).toBe(200);
      // The root still sends the shop's other settings.
      expect(text.includes(settingsDocuments[path.startsWith('/en') ? 'en' : 'uk'].site_name), `${path} carries the shop's name`).toBe(true);
      for (const detail of [invoiceIban, transferIban, swiftRequisites.swift]) expect(text.includes(detail), `${path} carries ${detail}`).toBe(false);
    }
  });

  it('show on the thank-you page of an order paid by invoice, and on its buyer’s order page in the cabinet', async () => {
    const account = await signedInAccount(t, { email: 'company.buyer@example.com' });
    const lviv = await directoryCity(t, { query: 'Льв' });
    const cartId = await cartWith(t, [{ product_id: shop.plate.id, count: 1 }]);
    const body = ukraineOrder({ cartId, ...lviv }, { email: account.email, payment_method: 'invoice', company_name: 'ТОВ «Захист»', company_code: '12345678' });
    const placed = await place('ukraine', body, account.bearer);

    const thankYou = await page(placed.thankYouUrl, placed.cookie);
    expect(thankYou.status).toBe(200);
    expect(thankYou.text).toContain(invoiceIban);
    const cabinet = await page(`/cabinet/orders?order=${placed.number}`, `accessToken=${account.token}`);
    expect(cabinet.status).toBe(200);
    expect(cabinet.text).toContain(invoiceIban);
  });

  it('show the SWIFT details on the thank-you page of a transfer from abroad', async () => {
    const cartId = await cartWith(t, [{ product_id: shop.plate.id, count: 1 }]);
    const placed = await place('international', internationalOrder({ cartId }, { email: 'swift.buyer@example.com', payment_method: 'swift', currency: 'EUR' }));
    const thankYou = await page(placed.thankYouUrl, placed.cookie);
    expect(thankYou.status).toBe(200);
    for (const detail of [transferIban, swiftRequisites.swift]) expect(thankYou.text).toContain(detail);
    expect(thankYou.text.includes(invoiceIban), 'the invoice IBAN on a transfer’s page').toBe(false);
  });
});
