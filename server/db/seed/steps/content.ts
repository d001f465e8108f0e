import { eq } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { articleImages, articles, textPages } from '../../schema/content.ts';
import { writeArticle, writeTextPage } from '../../../modules/content/content.write.ts';
import type { ArticleInput, PageInput } from '../../../../common/admin-content.ts';
import type { Locale } from '../../../../common/locales.ts';
import { locales } from '../types.ts';
import { pageSeeds } from '../data/pages.ts';
import type { PlannedArticle } from '../content-plan.ts';

type Texts = Record<Locale, string>;
const both = <T>(text: (locale: Locale) => T) => Object.fromEntries(locales.map((locale) => [locale, text(locale)])) as Record<Locale, T>;
const pageText = (title: Texts, body: Texts, metaTitle: Texts, metaDescription: Texts) =>
  both((locale) => ({ title: title[locale], body: body[locale], meta_title: metaTitle[locale], meta_description: metaDescription[locale] }));

/** Writes the text pages through the back office's writer (bodies sanitised, paths kept), matched by slug. */
export async function seedTextPages(db: Database, now: Date): Promise<void> {
  const stored = new Map((await db.select({ id: textPages.id, slug: textPages.slug }).from(textPages)).map((row) => [row.slug, row.id]));
  for (const seed of pageSeeds) {
    const input: PageInput = { slug: seed.slug, published: true, translations: pageText(seed.title, seed.body, seed.metaTitle, seed.metaDescription) };
    const written = await writeTextPage(db, { id: stored.get(seed.slug), input, now });
    if (!written.ok) throw new Error(`The demo page ${seed.slug} was refused: ${JSON.stringify(written)}`);
  }
}

/** Writes news and landings through the back office's writer, matched by kind and slug; their galleries are rewritten. */
export async function seedArticles(db: Database, plan: PlannedArticle[], now: Date): Promise<void> {
  const stored = new Map((await db.select({ id: articles.id, kind: articles.kind, slug: articles.slug }).from(articles)).map((row) => [`${row.kind}/${row.slug}`, row.id]));
  for (const article of plan) {
    const input: ArticleInput = {
      slug: article.slug,
      published: true,
      published_at: article.publishedAt,
      cover: article.cover.path,
      translations: both((locale) => ({ ...pageText(article.title, article.body, article.metaTitle, article.metaDescription)[locale], excerpt: article.excerpt[locale] })),
      blocks: article.blocks.map((block) => ({
        type: block.type,
        top_separator: block.top,
        bottom_separator: block.bottom,
        image: block.image?.path ?? null,
        link: block.link ?? null,
        button_type: block.buttonType ?? null,
        translations: both((locale) => ({ title: block.title[locale], body: block.body[locale], button_text: block.buttonText[locale] })),
      })),
    };
    const written = await writeArticle(db, { kind: article.kind, id: stored.get(`${article.kind}/${article.slug}`), input, now });
    if (!written.ok) throw new Error(`The demo ${article.kind} ${article.slug} was refused: ${JSON.stringify(written)}`);
    await db.delete(articleImages).where(eq(articleImages.articleId, written.id));
    if (article.images.length > 0) {
      await db.insert(articleImages).values(article.images.map((image, position) => ({ articleId: written.id, path: image.path, width: image.width, height: image.height, position })));
    }
  }
}
