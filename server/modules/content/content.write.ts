import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { singleRow } from '../../db/rows.ts';
import { pathRedirects, paths } from '../../db/schema/paths.ts';
import {
  articleRedirects,
  articles,
  articleTranslations,
  contentBlocks,
  contentBlockTranslations,
  textPages,
  textPageTranslations,
} from '../../db/schema/content.ts';
import type { ArticleInput, ArticleKind, PageInput } from '../../../common/admin-content.ts';
import { locales } from '../../../common/locales.ts';
import { sanitizeRichText } from './rich-text.sanitize.ts';

/** Field errors by the input's path ("slug", "translations.uk.body"), as catalogue keys. */
export type ContentWriteErrors = Record<string, string[]>;
export type ContentWriteResult = { ok: true; id: number } | { ok: false; reason: 'notFound' } | { ok: false; reason: 'invalid'; errors: ContentWriteErrors };

/**
 * First segments the storefront's own routes take (and the server's): a text page there would
 * never be shown.
 */
const reservedPageSlugs = new Set(['404', 'admin', 'api', 'cabinet', 'cart', 'checkout', 'checkoutglobal', 'en', 'landing', 'media', 'news', 'password-reset', 'profile', 'search', 'storage', 'user-email-confirm', 'wishlist', 'healthz', 'readyz']);

type Sanitised<T> = { value: T; errors: ContentWriteErrors };

/** The texts with each `body` sanitised; a body with nothing left is refused at its field. */
function sanitisedTexts<T extends { body: string }>(translations: Record<(typeof locales)[number], T>, prefix: string, required: boolean): Sanitised<Record<(typeof locales)[number], T>> {
  const errors: ContentWriteErrors = {};
  const value = Object.fromEntries(
    locales.map((locale) => {
      const body = sanitizeRichText(translations[locale].body);
      if (required && !hasText(body)) errors[`${prefix}translations.${locale}.body`] = ['adminContent.errors.emptyBody'];
      return [locale, { ...translations[locale], body }];
    }),
  ) as Record<(typeof locales)[number], T>;
  return { value, errors };
}

/** Sanitised HTML that a reader would see something of (a bare `<p></p>` is nothing). */
const hasText = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') !== '' || /<hr\b/.test(html);

/**
 * Writes a text page whole: its row, both texts (bodies sanitised), and its path; when the slug
 * changed, the old path answers 301 to the new one. The one way a text page is written (the
 * editor and the demo seed). Call it inside a transaction; nothing is written when it refuses.
 */
export async function writeTextPage(tx: Database, { id, input, now }: { id?: number; input: PageInput; now: Date }): Promise<ContentWriteResult> {
  if (id !== undefined) {
    const [row] = await tx.select({ id: textPages.id }).from(textPages).where(eq(textPages.id, id)).for('update');
    if (!row) return { ok: false, reason: 'notFound' };
  }
  const texts = sanitisedTexts(input.translations, '', true);
  const errors: ContentWriteErrors = { ...texts.errors };
  if (reservedPageSlugs.has(input.slug)) errors.slug = ['adminContent.errors.slugReserved'];
  else {
    const [takenByPage] = await tx.select({ id: textPages.id }).from(textPages).where(and(eq(textPages.slug, input.slug), id === undefined ? undefined : ne(textPages.id, id)));
    // A category's address is a path too: a page of the same name would hide it.
    const [takenPath] = await tx.select({ kind: paths.kind, id: paths.entityId }).from(paths).where(eq(paths.path, input.slug));
    if (takenByPage || (takenPath && !(takenPath.kind === 'page' && takenPath.id === id))) errors.slug = ['adminContent.errors.slugTaken'];
  }
  if (Object.keys(errors).length > 0) return { ok: false, reason: 'invalid', errors };

  const values = { slug: input.slug, isPublished: input.published, updatedAt: now };
  const pageId =
    id === undefined
      ? singleRow(await tx.insert(textPages).values({ ...values, createdAt: now }).returning({ id: textPages.id })).id
      : (await tx.update(textPages).set(values).where(eq(textPages.id, id)), id);
  await tx
    .insert(textPageTranslations)
    .values(locales.map((locale) => ({ pageId, locale, ...pageTexts(texts.value[locale]) })))
    .onConflictDoUpdate({
      target: [textPageTranslations.pageId, textPageTranslations.locale],
      set: { title: sql`excluded.title`, body: sql`excluded.body`, metaTitle: sql`excluded.meta_title`, metaDescription: sql`excluded.meta_description` },
    });
  await writePagePath(tx, pageId, input.slug);
  return { ok: true, id: pageId };
}

const pageTexts = (text: PageInput['translations']['uk']) => ({ title: text.title, body: text.body, metaTitle: text.meta_title, metaDescription: text.meta_description });

/** Points the page's path at its slug; an old one becomes a redirect to it. */
async function writePagePath(tx: Database, pageId: number, slug: string): Promise<void> {
  const [current] = await tx.select({ path: paths.path }).from(paths).where(and(eq(paths.kind, 'page'), eq(paths.entityId, pageId)));
  if (current?.path === slug) return;
  // A path taken back (a slug changed and changed back) is no redirect any more.
  await tx.delete(pathRedirects).where(eq(pathRedirects.fromPath, slug));
  if (current) {
    await tx.update(paths).set({ path: slug }).where(eq(paths.path, current.path));
    await tx
      .insert(pathRedirects)
      .values({ fromPath: current.path, kind: 'page', entityId: pageId })
      .onConflictDoUpdate({ target: pathRedirects.fromPath, set: { kind: sql`excluded.kind`, entityId: sql`excluded.entity_id` } });
  } else {
    await tx.insert(paths).values({ path: slug, kind: 'page', entityId: pageId });
  }
}

/**
 * Writes a news article or landing whole: its row, both texts (bodies sanitised) and, for a
 * landing, its content blocks in order (rewritten); when the slug changed, the old address answers
 * 301 to the new one. Its gallery is kept. The one way an article is written (the editor and the
 * demo seed). Call it inside a transaction; nothing is written when it refuses.
 */
export async function writeArticle(tx: Database, { kind, id, input, now }: { kind: ArticleKind; id?: number; input: ArticleInput; now: Date }): Promise<ContentWriteResult> {
  let oldSlug: string | null = null;
  if (id !== undefined) {
    const [row] = await tx.select({ slug: articles.slug }).from(articles).where(and(eq(articles.id, id), eq(articles.kind, kind))).for('update');
    if (!row) return { ok: false, reason: 'notFound' };
    oldSlug = row.slug;
  }
  const texts = sanitisedTexts(input.translations, '', true);
  const errors: ContentWriteErrors = { ...texts.errors };
  if (kind === 'news' && input.blocks.length > 0) errors.blocks = ['adminContent.errors.noBlocks'];
  const blocks = input.blocks.map((block, index) => {
    const blockTexts = sanitisedTexts(block.translations, `blocks.${index}.`, block.type === 'text');
    Object.assign(errors, blockTexts.errors);
    return { ...block, translations: blockTexts.value };
  });
  const [taken] = await tx
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.kind, kind), eq(articles.slug, input.slug), id === undefined ? undefined : ne(articles.id, id)));
  if (taken) errors.slug = ['adminContent.errors.slugTaken'];
  if (Object.keys(errors).length > 0) return { ok: false, reason: 'invalid', errors };

  const values = { kind, slug: input.slug, cover: input.cover, isPublished: input.published, publishedAt: input.published_at, updatedAt: now };
  const articleId =
    id === undefined
      ? singleRow(await tx.insert(articles).values({ ...values, createdAt: now }).returning({ id: articles.id })).id
      : (await tx.update(articles).set(values).where(eq(articles.id, id)), id);
  await tx
    .insert(articleTranslations)
    .values(
      locales.map((locale) => {
        const text = texts.value[locale];
        return { articleId, locale, ...pageTexts(text), excerpt: text.excerpt };
      }),
    )
    .onConflictDoUpdate({
      target: [articleTranslations.articleId, articleTranslations.locale],
      set: { title: sql`excluded.title`, excerpt: sql`excluded.excerpt`, body: sql`excluded.body`, metaTitle: sql`excluded.meta_title`, metaDescription: sql`excluded.meta_description` },
    });
  await writeBlocks(tx, articleId, blocks);
  if (oldSlug !== input.slug) {
    await tx.delete(articleRedirects).where(and(eq(articleRedirects.kind, kind), eq(articleRedirects.fromSlug, input.slug)));
    if (oldSlug !== null) {
      await tx
        .insert(articleRedirects)
        .values({ kind, fromSlug: oldSlug, articleId })
        .onConflictDoUpdate({ target: [articleRedirects.kind, articleRedirects.fromSlug], set: { articleId: sql`excluded.article_id` } });
    }
  }
  return { ok: true, id: articleId };
}

/** Replaces the article's blocks by these, in order (nothing points at a block from outside). */
async function writeBlocks(tx: Database, articleId: number, blocks: ArticleInput['blocks']): Promise<void> {
  await tx.delete(contentBlocks).where(eq(contentBlocks.articleId, articleId));
  if (blocks.length === 0) return;
  const saved = await tx
    .insert(contentBlocks)
    .values(
      blocks.map((block, position) => ({
        articleId,
        type: block.type,
        position,
        topSeparator: block.top_separator,
        bottomSeparator: block.bottom_separator,
        image: block.image,
        buttonLink: block.link,
        buttonType: block.button_type,
      })),
    )
    .returning({ id: contentBlocks.id, position: contentBlocks.position });
  const idAt = new Map(saved.map((row) => [row.position, row.id]));
  await tx.insert(contentBlockTranslations).values(
    blocks.flatMap((block, position) =>
      locales.map((locale) => ({ blockId: idAt.get(position)!, locale, title: block.translations[locale].title, body: block.translations[locale].body, buttonText: block.translations[locale].button_text })),
    ),
  );
}
