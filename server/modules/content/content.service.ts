import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { singleRow } from '../../db/rows.ts';
import { articleImages, articleRedirects, articles, articleTranslations, textPages, textPageTranslations } from '../../db/schema/content.ts';
import type { ArticleCardView, ArticleView, TextPageView } from '../../../common/content.ts';
import type { Locale } from '../../../common/locales.ts';
import { formatInKyiv, longDateStyle } from '../../../common/intl-formats.ts';

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

/** The newest published articles (home page teasers); one query. */
export async function listArticles(
  db: Database,
  { kind, locale, limit, now }: { kind: 'news' | 'landing'; locale: Locale; limit: number; now: Date },
): Promise<ArticleCardView[]> {
  const rows = await selectArticleCards(db, locale)
    .where(publishedArticles(kind, now))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
  return rows.map((row) => publicationOf(row, locale));
}

/** An article row with its publication moment as ISO text and as the page writes the day. */
function publicationOf<Row extends { publishedAt: Date }>(row: Row, locale: Locale): Omit<Row, 'publishedAt'> & { publishedAt: string; publishedOn: string } {
  return { ...row, publishedAt: row.publishedAt.toISOString(), publishedOn: formatInKyiv(row.publishedAt, locale, longDateStyle) };
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
  return { ...publicationOf(row, locale), images };
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
  return { articles: rows.map((row) => publicationOf(row, locale)), total, pages };
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
