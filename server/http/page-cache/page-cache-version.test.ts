// Migration 0016's version: raised once per committed change of what public pages show.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productOptions } from '../../db/schema/catalog.ts';
import { carts } from '../../db/schema/carts.ts';
import { catalogVersion } from '../../db/schema/listing.ts';
import { lowStockThreshold } from '../../../app/components/product/product-selection.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function version(): Promise<bigint> {
  const result = (await t.deps.db.execute(sql`SELECT version::text AS version FROM page_cache_version`)) as unknown as { rows: [{ version: string }] };
  return BigInt(result.rows[0].version);
}

describe('the page cache version', () => {
  it('rises once for a transaction of many statements and rows on watched tables', async () => {
    const before = await version();
    await t.deps.db.transaction(async (tx) => {
      await tx.update(productOptions).set({ stock: sql`${productOptions.stock} + 1` });
      await tx.update(productOptions).set({ stock: sql`${productOptions.stock} - 1` });
      await tx.execute(sql`UPDATE product_translations SET name = name`);
    });
    expect(await version()).toBe(before + 1n);
  });

  it('rises for a settings, menu, article, review or currency change', async () => {
    for (const statement of [
      sql`UPDATE site_settings SET data = data`,
      sql`UPDATE menu_item_translations SET name = name`,
      sql`UPDATE article_translations SET title = title`,
      sql`UPDATE reviews SET text = text`,
      sql`UPDATE currencies SET rate = rate`,
    ]) {
      const before = await version();
      await t.deps.db.execute(statement);
      expect(await version(), String(statement.queryChunks[0])).toBe(before + 1n);
    }
  });

  it('stays for a rolled-back change and for carts, which no public page shows', async () => {
    const before = await version();
    await t.deps.db
      .transaction(async (tx) => {
        await tx.update(productOptions).set({ stock: 0 });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await t.deps.db.insert(carts).values({ expiresAt: new Date(Date.now() + 86_400_000) });
    expect(await version()).toBe(before);
  });

  it('stays for stock an order takes while pages show it the same, and rises when they show it otherwise', async () => {
    const [option] = await t.deps.db.select({ id: productOptions.id }).from(productOptions).limit(1);
    const listingVersion = async () => (await t.deps.db.select({ version: catalogVersion.version }).from(catalogVersion))[0]!.version;
    const setStock = (stock: number) => t.deps.db.update(productOptions).set({ stock }).where(eq(productOptions.id, option!.id));
    const changes = async (change: () => Promise<unknown>) => {
      const [page, listing] = [await version(), await listingVersion()];
      await change();
      return { page: (await version()) - page, listing: Number(await listingVersion()) - Number(listing) };
    };
    await setStock(lowStockThreshold + 10);

    // In stock before and after, above "only N left": no page changes.
    expect(await changes(() => setStock(lowStockThreshold + 2))).toEqual({ page: 0n, listing: 0 });
    expect(await changes(() => setStock(lowStockThreshold + 1))).toEqual({ page: 0n, listing: 0 });
    // "Only N left" shows on the product page; listings still count it in stock.
    expect(await changes(() => setStock(lowStockThreshold))).toEqual({ page: 1n, listing: 0 });
    expect(await changes(() => setStock(lowStockThreshold + 6))).toEqual({ page: 1n, listing: 0 });
    // Sold out, and back: both.
    expect(await changes(() => setStock(0))).toEqual({ page: 1n, listing: 1 });
    expect(await changes(() => setStock(lowStockThreshold + 6))).toEqual({ page: 1n, listing: 1 });
    // Anything else about an option: both, even with its stock as it was.
    expect(await changes(() => t.deps.db.update(productOptions).set({ price: sql`${productOptions.price} + 1` }).where(eq(productOptions.id, option!.id)))).toEqual({
      page: 1n,
      listing: 1,
    });
  });
});
