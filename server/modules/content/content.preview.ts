import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { articleImages } from '../../db/schema/content.ts';
import type { ArticleInput, ArticleKind, PageInput, StaffArticleDetail, StaffPageDetail } from '../../../common/admin-content.ts';
import type { Locale } from '../../../common/locales.ts';
import type { ArticleView, ContentBlockView, TextPageView } from '../../../common/content.ts';
import { formatInKyiv, longDateStyle } from '../../../common/intl-formats.ts';
import { productsOfCategoryPath } from './landing.service.ts';
import { sanitizeRichText } from './rich-text.sanitize.ts';

/** What the storefront's templates take, built from content not (or not yet) published. */
export type ContentPreview = { kind: 'page'; page: TextPageView } | { kind: ArticleKind; article: ArticleView & { blocks: ContentBlockView[] } };

/** A text page as the storefront would show it in `locale`, its body sanitised as a save would. */
export function previewPage({ id, input, locale }: { id: number | null; input: PageInput; locale: Locale }): ContentPreview {
  const text = input.translations[locale];
  return { kind: 'page', page: { id: id ?? 0, slug: input.slug, title: text.title, body: sanitizeRichText(text.body), metaTitle: text.meta_title, metaDescription: text.meta_description } };
}

/** A news article or landing as the storefront would show it, with its blocks (products filled in) and, when stored, its gallery. */
export async function previewArticle(db: Database, { kind, id, input, locale }: { kind: ArticleKind; id: number | null; input: ArticleInput; locale: Locale }): Promise<ContentPreview> {
  const text = input.translations[locale];
  const images = id === null ? [] : await db.select({ path: articleImages.path, width: articleImages.width, height: articleImages.height }).from(articleImages).where(eq(articleImages.articleId, id)).orderBy(asc(articleImages.position), asc(articleImages.id));
  const blocks = await Promise.all(
    (kind === 'landing' ? input.blocks : []).map(async (block, index): Promise<ContentBlockView> => ({
      id: index + 1,
      type: block.type,
      topSeparator: block.top_separator,
      bottomSeparator: block.bottom_separator,
      image: block.image,
      buttonLink: block.link,
      buttonType: block.button_type,
      title: block.translations[locale].title,
      body: sanitizeRichText(block.translations[locale].body),
      buttonText: block.translations[locale].button_text,
      products: block.type === 'products' && block.link ? await productsOfCategoryPath(db, { path: block.link, locale }) : [],
    })),
  );
  return {
    kind,
    article: {
      id: id ?? 0,
      slug: input.slug,
      title: text.title,
      excerpt: text.excerpt,
      body: sanitizeRichText(text.body),
      metaTitle: text.meta_title,
      metaDescription: text.meta_description,
      cover: input.cover,
      publishedAt: input.published_at.toISOString(),
      publishedOn: formatInKyiv(input.published_at, locale, longDateStyle),
      images,
      blocks,
    },
  };
}

/** A stored page's editor fields as the input a save takes (to preview a draft as it is stored). */
export const pageInputOf = (page: StaffPageDetail): PageInput => ({ slug: page.slug, published: page.published, translations: page.translations });

export const articleInputOf = (article: StaffArticleDetail): ArticleInput => ({
  slug: article.slug,
  published: article.published,
  published_at: new Date(article.published_at),
  cover: article.cover,
  translations: article.translations,
  blocks: article.blocks,
});
