import { and, asc, desc, eq, like } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, products } from '../../db/schema/catalog.ts';
import { contentBlocks, contentBlockTranslations } from '../../db/schema/content.ts';
import type { ProductCardView } from '../../../common/catalog.ts';
import type { ContentBlockView } from '../../../common/content.ts';
import type { Locale } from '../../../common/locales.ts';
import { selectProductCards } from '../catalog/catalog.queries.ts';
import { toProductCards } from '../catalog/catalog.service.ts';
import { resolvePath } from '../catalog/paths.service.ts';

const productsPerBlock = 4;

/** The most popular active products of the category (and its subtree) a path points to. */
export async function productsOfCategoryPath(db: Database, { path, locale }: { path: string; locale: Locale }): Promise<ProductCardView[]> {
  const target = await resolvePath(db, path);
  if (target?.kind !== 'category') return [];
  const [category] = await db.select({ lineage: categories.lineage }).from(categories).where(eq(categories.id, target.entityId));
  if (!category) return [];
  const rows = await selectProductCards(db, locale)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(like(categories.lineage, `${category.lineage}%`), eq(products.isActive, true)))
    .orderBy(desc(products.popularity), asc(products.id))
    .limit(productsPerBlock);
  return toProductCards(db, rows);
}

/** A landing's content blocks in order, products blocks filled with their products. */
export async function getContentBlocks(db: Database, { articleId, locale }: { articleId: number; locale: Locale }): Promise<ContentBlockView[]> {
  const rows = await db
    .select({
      id: contentBlocks.id,
      type: contentBlocks.type,
      topSeparator: contentBlocks.topSeparator,
      bottomSeparator: contentBlocks.bottomSeparator,
      image: contentBlocks.image,
      buttonLink: contentBlocks.buttonLink,
      buttonType: contentBlocks.buttonType,
      title: contentBlockTranslations.title,
      body: contentBlockTranslations.body,
      buttonText: contentBlockTranslations.buttonText,
    })
    .from(contentBlocks)
    .innerJoin(contentBlockTranslations, and(eq(contentBlockTranslations.blockId, contentBlocks.id), eq(contentBlockTranslations.locale, locale)))
    .where(eq(contentBlocks.articleId, articleId))
    .orderBy(asc(contentBlocks.position), asc(contentBlocks.id));
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      products: row.type === 'products' && row.buttonLink ? await productsOfCategoryPath(db, { path: row.buttonLink, locale }) : [],
    })),
  );
}
