import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, categoryTranslations, productImages, products, productTranslations } from '../../db/schema/catalog.ts';
import { paths } from '../../db/schema/paths.ts';
import type { CategoryLinkView, ProductCardView } from '../../../common/catalog.ts';
import type { Locale } from '../../../common/locales.ts';
import { categoryColumns, joinCardBasics, joinCategoryTranslation, productCardColumns, toCategoryLink } from './catalog.queries.ts';
import { toProductCards } from './catalog.service.ts';

export interface ProductPageView {
  card: ProductCardView;
  description: string;
  features: string;
  metaTitle: string;
  metaDescription: string;
  images: { path: string; width: number; height: number }[];
  category: CategoryLinkView;
}

export async function getProductPage(db: Database, { id, locale }: { id: number; locale: Locale }): Promise<ProductPageView | null> {
  const join = joinCardBasics(locale);
  const [row] = await db
    .select({
      ...productCardColumns,
      description: productTranslations.description,
      features: productTranslations.features,
      metaTitle: productTranslations.metaTitle,
      metaDescription: productTranslations.metaDescription,
      categoryId: products.categoryId,
    })
    .from(products)
    .innerJoin(productTranslations, join.translation)
    .innerJoin(paths, join.path)
    .where(and(eq(products.id, id), eq(products.isActive, true)));
  if (!row) return null;
  const [[card], images, [category]] = await Promise.all([
    toProductCards(db, [row]),
    db
      .select({ path: productImages.path, width: productImages.width, height: productImages.height })
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.position), asc(productImages.id)),
    db
      .select(categoryColumns())
      .from(categories)
      .innerJoin(categoryTranslations, joinCategoryTranslation(locale))
      .where(eq(categories.id, row.categoryId)),
  ]);
  if (!card || !category) return null;
  return {
    card,
    description: row.description,
    features: row.features,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    images,
    category: toCategoryLink(category),
  };
}
