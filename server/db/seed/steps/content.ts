import { inArray } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { articleImages, articleTranslations, articles, contentBlockTranslations, contentBlocks, textPageTranslations, textPages } from '../../schema/content.ts';
import { excludedSet } from '../db-helpers.ts';
import { locales } from '../types.ts';
import { pageSeeds } from '../data/pages.ts';
import type { PlannedArticle } from '../content-plan.ts';

/** Upserts text pages by slug and answers slug → id. */
export async function seedTextPages(db: Database): Promise<Map<string, number>> {
  const saved = await db
    .insert(textPages)
    .values(pageSeeds.map((p) => ({ slug: p.slug, isPublished: true })))
    .onConflictDoUpdate({ target: textPages.slug, set: excludedSet(textPages, ['isPublished']) })
    .returning({ id: textPages.id, slug: textPages.slug });
  const ids = new Map(saved.map((p) => [p.slug, p.id]));
  await db
    .insert(textPageTranslations)
    .values(
      pageSeeds.flatMap((p) =>
        locales.map((locale) => ({
          pageId: ids.get(p.slug)!,
          locale,
          title: p.title[locale],
          body: p.body[locale],
          metaTitle: p.metaTitle[locale],
          metaDescription: p.metaDescription[locale],
        })),
      ),
    )
    .onConflictDoUpdate({
      target: [textPageTranslations.pageId, textPageTranslations.locale],
      set: excludedSet(textPageTranslations, ['title', 'body', 'metaTitle', 'metaDescription']),
    });
  return ids;
}

/** Upserts news and landings by kind and slug; their pictures and blocks are rewritten. */
export async function seedArticles(db: Database, plan: PlannedArticle[]): Promise<void> {
  const saved = await db
    .insert(articles)
    .values(plan.map((a) => ({ kind: a.kind, slug: a.slug, cover: a.cover.path, isPublished: true, publishedAt: a.publishedAt })))
    .onConflictDoUpdate({ target: [articles.kind, articles.slug], set: excludedSet(articles, ['cover', 'isPublished', 'publishedAt']) })
    .returning({ id: articles.id, kind: articles.kind, slug: articles.slug });
  const ids = new Map(saved.map((a) => [`${a.kind}/${a.slug}`, a.id]));
  const idOf = (a: PlannedArticle) => ids.get(`${a.kind}/${a.slug}`)!;

  await db
    .insert(articleTranslations)
    .values(
      plan.flatMap((a) =>
        locales.map((locale) => ({
          articleId: idOf(a),
          locale,
          title: a.title[locale],
          excerpt: a.excerpt[locale],
          body: a.body[locale],
          metaTitle: a.metaTitle[locale],
          metaDescription: a.metaDescription[locale],
        })),
      ),
    )
    .onConflictDoUpdate({
      target: [articleTranslations.articleId, articleTranslations.locale],
      set: excludedSet(articleTranslations, ['title', 'excerpt', 'body', 'metaTitle', 'metaDescription']),
    });

  const articleIds = [...ids.values()];
  await db.delete(articleImages).where(inArray(articleImages.articleId, articleIds));
  await db.insert(articleImages).values(
    plan.flatMap((a) => a.images.map((image, position) => ({ articleId: idOf(a), path: image.path, width: image.width, height: image.height, position }))),
  );

  await db.delete(contentBlocks).where(inArray(contentBlocks.articleId, articleIds));
  const blockRows = plan.flatMap((a) =>
    a.blocks.map((b) => ({
      articleId: idOf(a),
      type: b.type,
      position: b.position,
      topSeparator: b.top,
      bottomSeparator: b.bottom,
      image: b.image?.path ?? null,
      buttonLink: b.link ?? null,
      buttonType: b.buttonType ?? null,
    })),
  );
  if (blockRows.length === 0) return;
  const blocks = await db
    .insert(contentBlocks)
    .values(blockRows)
    .returning({ id: contentBlocks.id, articleId: contentBlocks.articleId, position: contentBlocks.position });
  const blockId = new Map(blocks.map((b) => [`${b.articleId}:${b.position}`, b.id]));
  await db.insert(contentBlockTranslations).values(
    plan.flatMap((a) =>
      a.blocks.flatMap((b) =>
        locales.map((locale) => ({
          blockId: blockId.get(`${idOf(a)}:${b.position}`)!,
          locale,
          title: b.title[locale],
          body: b.body[locale],
          buttonText: b.buttonText[locale],
        })),
      ),
    ),
  );
}
