// What real pages preload, rendered by React Router through Vite as `npm run dev` does, on a copy
// of the demo shop. React preloads from the document's head every <img> not marked lazy; on a
// phone's connection each such request shares the bandwidth the first screen needs. The messages
// a page hydrates with are preloaded too, in its language only (app/lib/page-messages.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testShopPagesThroughVite } from '../server/testing/vite-entry.ts';

let shop: Awaited<ReturnType<typeof testShopPagesThroughVite>>;

beforeAll(async () => {
  shop = await testShopPagesThroughVite();
});
afterAll(() => shop?.close());

/** The page's preloaded pictures, in the document's order, and its product pictures not marked lazy. */
async function pictures(path: string): Promise<{ preloaded: string[]; eagerProducts: string[] }> {
  const response = await shop.app.request(path, { headers: { 'accept-encoding': 'identity', 'accept-language': 'uk' } });
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const preloaded = [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((match) => match[1]!);
  const eagerProducts = [...html.matchAll(/<img [^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => tag.includes('/storage/products/') && !tag.includes('loading="lazy"'))
    .map((tag) => /src="([^"]+)"/.exec(tag)![1]!);
  return { preloaded, eagerProducts };
}

describe('preloaded pictures', () => {
  it('on a product page: the logo and the first photo, not the related products below', async () => {
    const { preloaded, eagerProducts } = await pictures('/namety/namet-tramp-2');
    expect(preloaded).toEqual(['/storage/brand/logo.svg', eagerProducts[0]]);
    expect(eagerProducts[0]).toMatch(/^\/storage\/products\/namet-tramp-2-/);
    // Every eager product picture is the product's own (its gallery), none a related card's.
    for (const src of eagerProducts) expect(src).toMatch(/^\/storage\/products\/namet-tramp-2-/);
  });

  it("on a category: the logo and the grid's first row", async () => {
    const { preloaded, eagerProducts } = await pictures('/namety');
    expect(eagerProducts.length).toBe(6);
    expect(preloaded).toEqual(['/storage/brand/logo.svg', ...eagerProducts]);
  });

  it("on the home page and the checkout: the logo alone (the home page's picks are below its first screen)", async () => {
    for (const path of ['/', '/checkout']) {
      const { preloaded, eagerProducts } = await pictures(path);
      expect(preloaded, path).toEqual(['/storage/brand/logo.svg']);
      expect(eagerProducts, path).toEqual([]);
    }
  });
});

describe('preloaded messages', () => {
  /** The files the page's document preloads for its scripts to fetch (their paths: Vite adds a query). */
  async function messageFiles(path: string): Promise<string[]> {
    const response = await shop.app.request(path, { headers: { 'accept-encoding': 'identity', 'accept-language': 'uk' } });
    expect(response.status, path).toBe(200);
    return [...(await response.text()).matchAll(/<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)"/g)].map((match) => match[1]!.split('?')[0]!);
  }

  it("on a storefront page: the core catalogue in the page's language", async () => {
    expect(await messageFiles('/namety')).toEqual(['/app/locales/uk.json']);
    expect(await messageFiles('/en/namety')).toEqual(['/app/locales/en.json']);
  });

  it("on the checkouts: the checkout's messages too, in the page's language", async () => {
    expect(await messageFiles('/checkout')).toEqual(['/app/locales/uk.json', '/app/locales/checkout/uk.json']);
    expect(await messageFiles('/en/checkout')).toEqual(['/app/locales/en.json', '/app/locales/checkout/en.json']);
    expect(await messageFiles('/en/checkoutglobal')).toEqual(['/app/locales/en.json', '/app/locales/checkout/en.json']);
  });
});
