import { and, asc, desc, eq, like } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, categoryTranslations, products, productTranslations } from '../../db/schema/catalog.ts';
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
