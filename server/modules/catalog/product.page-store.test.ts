import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productTranslations, relatedProducts } from '../../db/schema/catalog.ts';
import { pathRedirects, paths } from '../../db/schema/paths.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { serverEntryThroughVite } from '../../testing/vite-entry.ts';
import { productBySlug, productName, productPagePath, setOption } from '../cart/cart.fixtures.ts';
import { findProductAtPath } from './product.page-store.ts';

type ServerApp = ReturnType<typeof import('../../entry.ts').createServerApp>;

let t: TestApp;
/** A second server on the same database (its own pool on PostgreSQL, as another process has). */
let other: TestApp;
let closeVite: (() => Promise<void>) | undefined;
let app: ServerApp;
let otherApp: ServerApp;

beforeAll(async () => {
  const loaded = await serverEntryThroughVite();
  closeVite = loaded.close;
  // The page cache is off in test apps: every page below is rendered.
  t = await createTestApp();
  other = await createTestApp({ sameDatabaseAs: t });
  app = loaded.entry.createServerApp(t.deps);
  otherApp = loaded.entry.createServerApp(other.deps);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
  await closeVite?.();
});

async function page(server: ServerApp, path: string): Promise<{ status: number; text: string; location: string | null }> {
  const response = await server.request(path, { headers: { 'accept-encoding': 'identity', 'accept-language': 'uk' } });
  return { status: response.status, text: await response.text(), location: response.headers.get('location') };
}

/** A product's path as the router's params give it: without the leading slash. */
const productPath = async (slug: string) => (await productPagePath(t, slug)).slice(1);

describe('findProductAtPath', () => {
  it('reads a product once while nothing a page shows changes, and again after any change', async () => {
    const path = await productPath('namet-tramp-3');
    const first = await findProductAtPath(t.deps.db, { path, locale: 'uk' });
    expect(first && 'product' in first && first.product.sku).toBeTruthy();
    expect(await findProductAtPath(t.deps.db, { path, locale: 'uk' })).toBe(first);
    // Each language is read on its own.
    const english = await findProductAtPath(t.deps.db, { path, locale: 'en' });
    expect(english).not.toBe(first);

    const tent = await productBySlug(t, 'namet-tramp-3');
    await setOption(t, tent.options[0]!.id, { price: 1_234_500, specialPrice: null });
    const after = await findProductAtPath(t.deps.db, { path, locale: 'uk' });
    expect(after).not.toBe(first);
    expect(after && 'product' in after && after.product.options[0]!.price).toBe('12345.00');
  });

  it('tells a path that is no product’s from one a product moved away from', async () => {
    expect(await findProductAtPath(t.deps.db, { path: 'namety/no-such-tent', locale: 'uk' })).toBeNull();
    expect(await findProductAtPath(t.deps.db, { path: 'namety', locale: 'uk' })).toBeNull();
  });
});

describe('a product page without the page cache', () => {
  it('shows a price and a name written straight to the database on the very next page, on both servers', async () => {
    const path = await productPagePath(t, 'namet-tramp-2');
    const tent = await productBySlug(t, 'namet-tramp-2');
    for (const server of [app, otherApp]) expect((await page(server, path)).status).toBe(200);
    // Kopiykas in the database, hryvnias as decimal text on the page.
    await setOption(t, tent.options[0]!.id, { price: 8_765_432, specialPrice: null });
    const renamed = `${await productName(t, tent.id, 'uk')} (нова модель)`;
    await t.deps.db
      .update(productTranslations)
      .set({ name: renamed })
      .where(and(eq(productTranslations.productId, tent.id), eq(productTranslations.locale, 'uk')));
    for (const server of [app, otherApp]) {
      const { text } = await page(server, path);
      expect(text).toContain('87654.32');
      expect(text).toContain('(нова модель)');
    }
  });

  it('shows a review approved meanwhile and leaves out a related product removed meanwhile', async () => {
    const path = await productPagePath(t, 'plytonoska-rubizh-shvydkoskydna');
    const vest = await productBySlug(t, 'plytonoska-rubizh-shvydkoskydna');
    const [related] = await t.deps.db.select({ id: relatedProducts.relatedId }).from(relatedProducts).where(eq(relatedProducts.productId, vest.id)).limit(1);
    const relatedName = await productName(t, related!.id, 'uk');
    const before = await page(app, path);
    expect(before.text).toContain(relatedName);
    await t.deps.db.insert(reviews).values({ productId: vest.id, locale: 'uk', authorName: 'Оксана', text: 'Сидить як влита, після місяця носіння', rating: 5, status: 'approved', contentHash: 'kept-page-review' });
    await t.deps.db.delete(relatedProducts).where(eq(relatedProducts.productId, vest.id));
    for (const server of [app, otherApp]) {
      const { text } = await page(server, path);
      expect(text).toContain('Сидить як влита, після місяця носіння');
      expect(text).not.toContain(relatedName);
    }
  });

  it('sends a product’s old address to its new one on the very next page, on both servers', async () => {
    const oldPath = await productPath('namet-chornohora-3');
    const tent = await productBySlug(t, 'namet-chornohora-3');
    for (const server of [app, otherApp]) expect((await page(server, `/${oldPath}`)).status).toBe(200);
    const newPath = `${oldPath}-lehkyi`;
    await t.deps.db.transaction(async (tx) => {
      await tx.update(paths).set({ path: newPath }).where(and(eq(paths.kind, 'product'), eq(paths.entityId, tent.id)));
      await tx.insert(pathRedirects).values({ fromPath: oldPath, kind: 'product', entityId: tent.id });
    });
    for (const server of [app, otherApp]) {
      const moved = await page(server, `/${oldPath}`);
      expect(moved.status).toBe(301);
      expect(moved.location).toBe(`/${newPath}`);
      expect((await page(server, `/${newPath}`)).status).toBe(200);
    }
  });
});
