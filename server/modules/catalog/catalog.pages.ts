import { and, asc, desc, eq, like } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, categoryTranslations, productImages, products, productTranslations } from '../../db/schema/catalog.ts';
import { paths } from '../../db/schema/paths.ts';
import type { CategoryLinkView, ProductCardView } from '../../../common/catalog.ts';
import type { Locale } from '../../../common/locales.ts';
import { categoryColumns, joinCardBasics, joinCategoryTranslation, productCardColumns, toCategoryLink } from './catalog.queries.ts';
import { toProductCards } from './catalog.service.ts';

export interface CategoryPageView {
  id: number;
  name: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
  children: CategoryLinkView[];
  products: ProductCardView[];
}

/** A category with its subcategories and the products of its whole subtree, most popular first. */
export async function getCategoryPage(db: Database, { id, locale, limit }: { id: number; locale: Locale; limit: number }): Promise<CategoryPageView | null> {
  const [category] = await db
    .select({
      id: categories.id,
      lineage: categories.lineage,
      name: categoryTranslations.name,
      description: categoryTranslations.description,
      metaTitle: categoryTranslations.metaTitle,
      metaDescription: categoryTranslations.metaDescription,
    })
    .from(categories)
    .innerJoin(categoryTranslations, joinCategoryTranslation(locale))
    .where(and(eq(categories.id, id), eq(categories.isActive, true)));
  if (!category) return null;

  const join = joinCardBasics(locale);
  const [children, rows] = await Promise.all([
    db
      .select(categoryColumns())
      .from(categories)
      .innerJoin(categoryTranslations, joinCategoryTranslation(locale))
      .where(and(eq(categories.parentId, id), eq(categories.isActive, true)))
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select(productCardColumns)
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(productTranslations, join.translation)
      .innerJoin(paths, join.path)
      .where(and(like(categories.lineage, `${category.lineage}%`), eq(products.isActive, true)))
      .orderBy(desc(products.popularity), asc(products.id))
      .limit(limit),
  ]);
  return {
    id: category.id,
    name: category.name,
    description: category.description,
    metaTitle: category.metaTitle,
    metaDescription: category.metaDescription,
    children: children.map(toCategoryLink),
    products: await toProductCards(db, rows),
  };
}

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
