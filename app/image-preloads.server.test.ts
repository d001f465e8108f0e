// Which pictures real pages preload, rendered by React Router through Vite as `npm run dev` does,
// on a copy of the demo shop. React preloads from the document's head every <img> not marked
// lazy; on a phone's connection each such request shares the bandwidth the first screen needs.
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
