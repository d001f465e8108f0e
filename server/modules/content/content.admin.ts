import { and, asc, desc, eq, exists, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { singleRow } from '../../db/rows.ts';
import { paths } from '../../db/schema/paths.ts';
import { articles, articleTranslations, contentBlocks, contentBlockTranslations, textPages, textPageTranslations } from '../../db/schema/content.ts';
import {
  contentPerPage,
  type ArticleInput,
  type ArticleKind,
  type ContentListQuery,
  type PageInput,
  type StaffArticleDetail,
  type StaffContentPage,
  type StaffPageDetail,
} from '../../../common/admin-content.ts';
import type { Locale } from '../../../common/locales.ts';
import { saveAudited, type AuditedSaveResult } from '../audit/audited-save.ts';
import type { AuditActor } from '../audit/audit.record.ts';
import { writeArticle, writeTextPage, type ContentWriteResult } from './content.write.ts';

/** `%` and `_` typed by an editor are plain characters. */
const likeText = (text: string) => text.replace(/[\\%_]/g, '\\$&');

const pageOf = (total: number, wanted: number | undefined) => {
  const pages = Math.max(1, Math.ceil(total / contentPerPage));
  return { page: Math.min(wanted ?? 1, pages), pages, total, per_page: contentPerPage };
};

/** One page of text pages, by address, in the member's language. */
export async function listStaffPages(db: Database, { locale, list }: { locale: Locale; list: ContentListQuery }): Promise<StaffContentPage> {
  const part = list.query ? `%${likeText(list.query)}%` : null;
  const where = part
    ? or(ilike(textPages.slug, part), exists(sql`(select 1 from ${textPageTranslations} where ${textPageTranslations.pageId} = ${textPages.id} and ${textPageTranslations.title} ilike ${part})`))
    : undefined;
  const { total } = singleRow(await db.select({ total: sql<number>`count(*)::int` }).from(textPages).where(where));
  const pagination = pageOf(Number(total), list.page);
  const rows = await db
    .select({ id: textPages.id, slug: textPages.slug, title: textPageTranslations.title, published: textPages.isPublished, updatedAt: textPages.updatedAt })
    .from(textPages)
    .leftJoin(textPageTranslations, and(eq(textPageTranslations.pageId, textPages.id), eq(textPageTranslations.locale, locale)))
    .where(where)
    .orderBy(asc(textPages.slug))
    .limit(contentPerPage)
    .offset((pagination.page - 1) * contentPerPage);
  return {
    items: rows.map((row) => ({ id: row.id, slug: row.slug, title: row.title ?? row.slug, published: row.published, published_at: null, path: row.slug, updated_at: row.updatedAt.toISOString() })),
    query: list.query ?? '',
    pagination,
  };
}

/** One page of news or landings, newest first, in the member's language. */
export async function listStaffArticles(db: Database, { kind, locale, list }: { kind: ArticleKind; locale: Locale; list: ContentListQuery }): Promise<StaffContentPage> {
  const part = list.query ? `%${likeText(list.query)}%` : null;
  const conditions: (SQL | undefined)[] = [eq(articles.kind, kind)];
  if (part) {
    conditions.push(
      or(ilike(articles.slug, part), exists(sql`(select 1 from ${articleTranslations} where ${articleTranslations.articleId} = ${articles.id} and ${articleTranslations.title} ilike ${part})`)),
    );
  }
  const where = and(...conditions);
  const { total } = singleRow(await db.select({ total: sql<number>`count(*)::int` }).from(articles).where(where));
  const pagination = pageOf(Number(total), list.page);
  const rows = await db
    .select({ id: articles.id, slug: articles.slug, title: articleTranslations.title, published: articles.isPublished, publishedAt: articles.publishedAt, updatedAt: articles.updatedAt })
    .from(articles)
    .leftJoin(articleTranslations, and(eq(articleTranslations.articleId, articles.id), eq(articleTranslations.locale, locale)))
    .where(where)
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(contentPerPage)
    .offset((pagination.page - 1) * contentPerPage);
  return {
    items: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title ?? row.slug,
      published: row.published,
      published_at: row.publishedAt.toISOString(),
      path: `${kind}/${row.slug}`,
      updated_at: row.updatedAt.toISOString(),
    })),
    query: list.query ?? '',
    pagination,
  };
}

/** A text page as the editor shows it; null when unknown. */
export async function getStaffPage(db: Database, id: number): Promise<StaffPageDetail | null> {
  const [row] = await db.select().from(textPages).where(eq(textPages.id, id));
  if (!row) return null;
  const [texts, [path]] = await Promise.all([
    db.select().from(textPageTranslations).where(eq(textPageTranslations.pageId, id)),
    db.select({ path: paths.path }).from(paths).where(and(eq(paths.kind, 'page'), eq(paths.entityId, id))),
  ]);
  const text = (locale: Locale) => {
    const found = texts.find((translation) => translation.locale === locale);
    return { title: found?.title ?? '', body: found?.body ?? '', meta_title: found?.metaTitle ?? '', meta_description: found?.metaDescription ?? '' };
  };
  return {
    id: row.id,
    slug: row.slug,
    published: row.isPublished,
    path: path?.path ?? row.slug,
    translations: { uk: text('uk'), en: text('en') },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A news article or landing as the editor shows it, with its blocks in order; null when unknown or of the other kind. */
export async function getStaffArticle(db: Database, { kind, id }: { kind: ArticleKind; id: number }): Promise<StaffArticleDetail | null> {
  const [row] = await db.select().from(articles).where(and(eq(articles.id, id), eq(articles.kind, kind)));
  if (!row) return null;
  const [texts, blocks, blockTexts] = await Promise.all([
    db.select().from(articleTranslations).where(eq(articleTranslations.articleId, id)),
    db.select().from(contentBlocks).where(eq(contentBlocks.articleId, id)).orderBy(asc(contentBlocks.position), asc(contentBlocks.id)),
    db
      .select({ blockId: contentBlockTranslations.blockId, locale: contentBlockTranslations.locale, title: contentBlockTranslations.title, body: contentBlockTranslations.body, buttonText: contentBlockTranslations.buttonText })
      .from(contentBlockTranslations)
      .innerJoin(contentBlocks, eq(contentBlocks.id, contentBlockTranslations.blockId))
      .where(eq(contentBlocks.articleId, id)),
  ]);
  const text = (locale: Locale) => {
    const found = texts.find((translation) => translation.locale === locale);
    return { title: found?.title ?? '', excerpt: found?.excerpt ?? '', body: found?.body ?? '', meta_title: found?.metaTitle ?? '', meta_description: found?.metaDescription ?? '' };
  };
  const blockText = (blockId: number, locale: Locale) => {
    const found = blockTexts.find((translation) => translation.blockId === blockId && translation.locale === locale);
    return { title: found?.title ?? '', body: found?.body ?? '', button_text: found?.buttonText ?? '' };
  };
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    published: row.isPublished,
    published_at: row.publishedAt.toISOString(),
    cover: row.cover,
    path: `${row.kind}/${row.slug}`,
    translations: { uk: text('uk'), en: text('en') },
    blocks: blocks.map((block) => ({
      type: block.type,
      top_separator: block.topSeparator,
      bottom_separator: block.bottomSeparator,
      image: block.image,
      link: block.buttonLink,
      button_type: block.buttonType,
      translations: { uk: blockText(block.id, 'uk'), en: blockText(block.id, 'en') },
    })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

type Change = { actor: AuditActor; ip?: string | null; now: Date };
export type ContentSaveResult<T> = AuditedSaveResult<T, ContentWriteResult>;

/** A slug another save took between the writer's check and the commit. */
const slugTaken = { slug: ['adminContent.errors.slugTaken'] };

/** Creates (no id) or rewrites a text page, audited (`page.create`, `page.update`). */
export function savePage(db: Database, { id, input, ...change }: Change & { id?: number; input: PageInput }): Promise<ContentSaveResult<StaffPageDetail>> {
  return saveAudited(db, {
    id,
    entity: 'page',
    lock: (tx, pageId) => tx.select({ id: textPages.id }).from(textPages).where(eq(textPages.id, pageId)).for('update'),
    read: getStaffPage,
    write: (tx) => writeTextPage(tx, { id, input, now: change.now }),
    taken: { text_pages_slug_unique: slugTaken, paths_pkey: slugTaken },
    ...change,
  });
}

/** Creates (no id) or rewrites a news article or landing, audited (`news.create`, `landing.update`…). */
export function saveArticle(db: Database, { kind, id, input, ...change }: Change & { kind: ArticleKind; id?: number; input: ArticleInput }): Promise<ContentSaveResult<StaffArticleDetail>> {
  return saveAudited(db, {
    id,
    entity: kind,
    lock: (tx, articleId) => tx.select({ id: articles.id }).from(articles).where(eq(articles.id, articleId)).for('update'),
    read: (tx, articleId) => getStaffArticle(tx, { kind, id: articleId }),
    write: (tx) => writeArticle(tx, { kind, id, input, now: change.now }),
    taken: { articles_kind_slug_idx: slugTaken },
    ...change,
  });
}
