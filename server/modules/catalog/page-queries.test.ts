import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { pageQueries } from '../../testing/query-count.ts';

let t: TestApp;
beforeAll(async () => {
  // No job runner: its polling would be counted with the page's queries.
  t = await createTestApp({ startJobs: false });
});
afterAll(() => t.close());

/** Raises the page version as any change of what a page shows does (migration 0016), without changing what the pages show. */
async function raisePageVersion() {
  await t.deps.db.execute(sql`update page_cache_version set version = version + 1`);
}

/** The queries of a page with the shop-wide read-through caches (settings, menus, currencies, …) warm. */
async function warmQueries(path: string) {
  await pageQueries(t, path);
  return pageQueries(t, path);
}

describe('queries a page render makes, root and layout loaders and streamed data included', () => {
  it('product page: at most five after a change (the version, the path, the product, then its reviews and related products), then only the version', async () => {
    for (const path of ['/namety/namet-tramp-2', '/en/namety/namet-tramp-2', '/bronezhylety/plytonoska-rubizh-shvydkoskydna']) {
      await raisePageVersion();
      const { status, queries } = await warmQueries(path);
      expect(status, path).toBe(200);
      // warmQueries renders twice: the first render read the product, the second reuses it.
      expect(queries, path).toBe(1);
      await raisePageVersion();
      const afterChange = await pageQueries(t, path);
      expect(afterChange.queries, path).toBeLessThanOrEqual(5);
      expect(afterChange.queries, path).toBe(5);
    }
  });

  it('an unknown product is a 404 after two queries (the version and the path), then one', async () => {
    await raisePageVersion();
    expect((await pageQueries(t, '/namety/no-such-tent')).queries).toBe(2);
    const { status, queries } = await pageQueries(t, '/namety/no-such-tent');
    expect(status).toBe(404);
    expect(queries).toBe(1);
  });

  it('category page: at most five, filtered or not, on any page', async () => {
    // Another category first: the shop-wide caches every category page reads (the categories'
    // filter choices) are warm, as the counts below are of each page's own filter set.
    await pageQueries(t, '/bronezhylety');
    for (const path of ['/namety', '/kemping', '/kemping?page=2', '/en/kemping?sort=price-asc', '/kemping?season=summer&in_stock=1']) {
      const first = await pageQueries(t, path);
      const warm = await pageQueries(t, path);
      expect(first.status, path).toBe(200);
      expect(first.queries, `${path} (first count of its filters)`).toBeLessThanOrEqual(5);
      expect(warm.queries, path).toBeLessThanOrEqual(5);
      expect(warm.queries, path).toBe(3);
    }
  });

  it('home page: the featured products and the streamed news', async () => {
    const { status, queries } = await warmQueries('/');
    expect(status).toBe(200);
    expect(queries).toBe(2);
  });
});
