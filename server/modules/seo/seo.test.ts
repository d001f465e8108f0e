import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, lte, sql } from 'drizzle-orm';
import { paths } from '../../db/schema/paths.ts';
import { articles } from '../../db/schema/content.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // Links follow the request's host when it is an allowed one (no PUBLIC_URL here).
  t = await createTestApp({ env: { ALLOWED_HOSTS: 'shop.test' } });
});
afterAll(() => t.close());


describe('/sitemap.xml', () => {
  it('lists every category, product, text page and article in both languages with alternates', async () => {
    const response = await t.app.request('http://shop.test/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(/s-maxage/);
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);

    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const [pathCount] = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(paths);
    const [articleCount] = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(articles)
      .where(and(eq(articles.isPublished, true), lte(articles.publishedAt, new Date('2026-11-01T10:00:00Z'))));
    expect(locs).toHaveLength(2 * (3 + pathCount!.n + articleCount!.n));
    expect(new Set(locs).size).toBe(locs.length);
    for (const path of ['', '/namety', '/namety/namet-tramp-2', '/contacts', '/news', '/landing/sezon-kempinhu']) {
      expect(locs).toContain(`http://shop.test${path || '/'}`);
      expect(locs).toContain(`http://shop.test/en${path}`);
    }
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="http://shop.test/en/namety/namet-tramp-2"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="http://shop.test/namety/namet-tramp-2"/>');
  });
});

describe('/robots.txt', () => {
  it('points to the sitemap and keeps personal, checkout, cart and search pages and the back office out', async () => {
    const response = await t.app.request('http://shop.test/robots.txt');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('Sitemap: http://shop.test/sitemap.xml');
    for (const path of ['/cabinet', '/en/cabinet', '/checkout', '/checkoutglobal', '/cart', '/search', '/en/search', '/wishlist', '/api/', '/admin']) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).not.toMatch(/Disallow: \/\n/);
  });
});
