import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { readThrough } from '../../db/read-cache.ts';
import { publicOrigin } from '../../http/origin.ts';
import { listSitemapEntries, renderRobots, renderSitemap } from './seo.service.ts';

const cacheHeaders = { 'cache-control': 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400' };

/** /sitemap.xml and /robots.txt for search engines. */
export const seoRoutes = new Hono<AppEnv>()
  .get('/sitemap.xml', async (c) => {
    const { db, config, now } = c.var.deps;
    const origin = publicOrigin(config, c.req.raw);
    const entries = await readThrough(db, 'sitemap-entries', () => listSitemapEntries(db, { now: now() }), 10 * 60_000);
    return c.body(renderSitemap(entries, origin), 200, { 'content-type': 'application/xml; charset=utf-8', ...cacheHeaders });
  })
  .get('/robots.txt', (c) => {
    const origin = publicOrigin(c.var.deps.config, c.req.raw);
    return c.body(renderRobots(origin), 200, { 'content-type': 'text/plain; charset=utf-8', ...cacheHeaders });
  });
