import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, products } from '../../db/schema/catalog.ts';
import { articles, textPages } from '../../db/schema/content.ts';
import { paths } from '../../db/schema/paths.ts';

export interface SitemapEntry {
  /** Locale-neutral path ("/namety", "/news/x"). */
  path: string;
  lastModified: Date | null;
}

/** Every public page worth indexing: home, lists, categories, products, text pages, articles. */
export async function listSitemapEntries(db: Database, { now }: { now: Date }): Promise<SitemapEntry[]> {
  const [categoryRows, productRows, pageRows, articleRows] = await Promise.all([
    db
      .select({ path: paths.path, lastModified: categories.updatedAt })
      .from(paths)
      .innerJoin(categories, and(eq(paths.kind, 'category'), eq(categories.id, paths.entityId)))
      .where(eq(categories.isActive, true)),
    db
      .select({ path: paths.path, lastModified: products.updatedAt })
      .from(paths)
      .innerJoin(products, and(eq(paths.kind, 'product'), eq(products.id, paths.entityId)))
      .where(eq(products.isActive, true)),
    db
      .select({ path: paths.path, lastModified: textPages.updatedAt })
      .from(paths)
      .innerJoin(textPages, and(eq(paths.kind, 'page'), eq(textPages.id, paths.entityId)))
      .where(eq(textPages.isPublished, true)),
    db
      .select({ kind: articles.kind, slug: articles.slug, lastModified: articles.updatedAt })
      .from(articles)
      .where(and(eq(articles.isPublished, true), lte(articles.publishedAt, now))),
  ]);
  const entry = (path: string, lastModified: Date | null): SitemapEntry => ({ path, lastModified });
  return [
    entry('/', null),
    entry('/news', null),
    entry('/landing', null),
    ...[...categoryRows, ...pageRows, ...productRows].map((row) => entry(`/${row.path}`, row.lastModified)),
    ...articleRows.map((row) => entry(`/${row.kind}/${row.slug}`, row.lastModified)),
  ];
}

const xmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => xmlEscapes[char]!);

/** A sitemap with both languages of each page and their hreflang alternates. */
export function renderSitemap(entries: SitemapEntry[], origin: string): string {
  const url = (path: string, locale: 'uk' | 'en') => escapeXml(`${origin}${locale === 'uk' ? path : path === '/' ? '/en' : `/en${path}`}`);
  const alternates = (path: string) =>
    [
      `<xhtml:link rel="alternate" hreflang="uk" href="${url(path, 'uk')}"/>`,
      `<xhtml:link rel="alternate" hreflang="en" href="${url(path, 'en')}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(path, 'uk')}"/>`,
    ].join('');
  const urls = entries.flatMap(({ path, lastModified }) =>
    (['uk', 'en'] as const).map(
      (locale) =>
        `<url><loc>${url(path, locale)}</loc>${lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : ''}${alternates(path)}</url>`,
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Personal and transactional pages, and search results, stay out of search indexes. */
export const disallowedPaths = ['/cabinet', '/checkout', '/checkoutglobal', '/cart', '/search', '/wishlist', '/password-reset', '/user-email-confirm', '/profile', '/api/', '/admin'];

export function renderRobots(origin: string): string {
  const rules = disallowedPaths.flatMap((path) => (path.startsWith('/api') || path === '/admin' ? [path] : [path, `/en${path}`]));
  return ['User-agent: *', ...rules.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
