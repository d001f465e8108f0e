import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf, singleRow } from '../../db/rows.ts';
import { pathRedirects, paths } from '../../db/schema/paths.ts';
import { articleImages, articleRedirects, articles, articleTranslations, textPages, textPageTranslations } from '../../db/schema/content.ts';
import type { Locale } from '../../../common/locales.ts';

export type PathTarget = { kind: 'category' | 'page' | 'product'; entityId: number };

/** What a public path shows ("contacts", "namety/namet-tramp-2"), or null. */
export async function resolvePath(db: Database, path: string): Promise<PathTarget | null> {
  const normalized = path.replace(/^\/+|\/+$/g, '').toLowerCase();
  if (!normalized) return null;
  const [row] = await db.select({ kind: paths.kind, entityId: paths.entityId }).from(paths).where(eq(paths.path, normalized));
  return row ?? null;
}

/**
 * What a public path shows, or, for a path a product or text page was at before its slug (or a
 * product's category) changed, where it is today (`movedTo`, "namety/new-slug"); null for neither. One query either way.
 */
export async function resolveOrMovedPath(db: Database, path: string): Promise<(PathTarget & { movedTo: string | null }) | null> {
  const normalized = path.replace(/^\/+|\/+$/g, '').toLowerCase();
  if (!normalized) return null;
  const [row] = await rowsOf<{ kind: PathTarget['kind']; entity_id: number; moved_to: string | null }>(
    db,
    sql`
    select kind, entity_id, null::text as moved_to from ${paths} where path = ${normalized}
    union all
    select r.kind, r.entity_id, p.path from ${pathRedirects} r join ${paths} p on p.kind = r.kind and p.entity_id = r.entity_id where r.from_path = ${normalized}
    order by moved_to nulls first
    limit 1`,
  );
  return row ? { kind: row.kind, entityId: Number(row.entity_id), movedTo: row.moved_to } : null;
}

export interface TextPageView {
  id: number;
  slug: string;
  title: string;
  body: string;
  metaTitle: string;
  metaDescription: string;
}

export async function getTextPage(db: Database, { id, locale }: { id: number; locale: Locale }): Promise<TextPageView | null> {
  const [row] = await db
    .select({
      id: textPages.id,
      slug: textPages.slug,
      title: textPageTranslations.title,
      body: textPageTranslations.body,
      metaTitle: textPageTranslations.metaTitle,
      metaDescription: textPageTranslations.metaDescription,
    })
    .from(textPages)
    .innerJoin(textPageTranslations, and(eq(textPageTranslations.pageId, textPages.id), eq(textPageTranslations.locale, locale)))
    .where(and(eq(textPages.id, id), eq(textPages.isPublished, true)));
  return row ?? null;
}

export interface ArticleCardView {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  cover: string | null;
  publishedAt: string;
}

/** The newest published articles (home page teasers); one query. */
export async function listArticles(
  db: Database,
  { kind, locale, limit, now }: { kind: 'news' | 'landing'; locale: Locale; limit: number; now: Date },
): Promise<ArticleCardView[]> {
  const rows = await selectArticleCards(db, locale)
    .where(publishedArticles(kind, now))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() }));
}

function publishedArticles(kind: 'news' | 'landing', now: Date) {
  return and(eq(articles.kind, kind), eq(articles.isPublished, true), lte(articles.publishedAt, now));
}

function selectArticleCards(db: Database, locale: Locale) {
  return db
    .select({
      id: articles.id,
      slug: articles.slug,
      title: articleTranslations.title,
      excerpt: articleTranslations.excerpt,
      cover: articles.cover,
      publishedAt: articles.publishedAt,
    })
    .from(articles)
    .innerJoin(articleTranslations, and(eq(articleTranslations.articleId, articles.id), eq(articleTranslations.locale, locale)));
}

export interface ArticleView extends ArticleCardView {
  body: string;
  metaTitle: string;
  metaDescription: string;
  images: { path: string; width: number; height: number }[];
}

/** A published news or landing article by slug, with its gallery. */
export async function getArticle(
  db: Database,
  { kind, slug, locale, now }: { kind: 'news' | 'landing'; slug: string; locale: Locale; now: Date },
): Promise<ArticleView | null> {
  const [row] = await db
    .select({
      id: articles.id,
      slug: articles.slug,
      title: articleTranslations.title,
      excerpt: articleTranslations.excerpt,
      body: articleTranslations.body,
      metaTitle: articleTranslations.metaTitle,
      metaDescription: articleTranslations.metaDescription,
      cover: articles.cover,
      publishedAt: articles.publishedAt,
    })
    .from(articles)
    .innerJoin(articleTranslations, and(eq(articleTranslations.articleId, articles.id), eq(articleTranslations.locale, locale)))
    .where(and(eq(articles.kind, kind), eq(articles.slug, slug), eq(articles.isPublished, true), lte(articles.publishedAt, now)));
  if (!row) return null;
  const images = await db
    .select({ path: articleImages.path, width: articleImages.width, height: articleImages.height })
    .from(articleImages)
    .where(eq(articleImages.articleId, row.id))
    .orderBy(asc(articleImages.position), asc(articleImages.id));
  return { ...row, publishedAt: row.publishedAt.toISOString(), images };
}

export interface ArticlePage {
  articles: ArticleCardView[];
  total: number;
  pages: number;
}

/** One page of published articles, newest first; null when the page is past the end. */
export async function listArticlePage(
  db: Database,
  { kind, locale, page, perPage, now }: { kind: 'news' | 'landing'; locale: Locale; page: number; perPage: number; now: Date },
): Promise<ArticlePage | null> {
  const published = publishedArticles(kind, now);
  const [{ total }, rows] = await Promise.all([
    db.select({ total: sql<number>`count(*)::int` }).from(articles).where(published).then(singleRow),
    selectArticleCards(db, locale)
      .where(published)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
  ]);
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (page > pages) return null;
  return { articles: rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() })), total, pages };
}

/**
 * Where a news article or landing is today that was at `slug` before its slug changed; null if
 * none was, or if it is no longer published (the old address is then simply gone, not moved).
 */
export async function movedArticleSlug(db: Database, { kind, slug }: { kind: 'news' | 'landing'; slug: string }): Promise<string | null> {
  const [row] = await db
    .select({ slug: articles.slug })
    .from(articleRedirects)
    .innerJoin(articles, eq(articles.id, articleRedirects.articleId))
    .where(and(eq(articleRedirects.kind, kind), eq(articleRedirects.fromSlug, slug.toLowerCase()), eq(articles.isPublished, true)));
  return row?.slug ?? null;
}
