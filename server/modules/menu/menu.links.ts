import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { categories, categoryTranslations } from '../../db/schema/catalog.ts';
import { textPages, textPageTranslations } from '../../db/schema/content.ts';
import { paths } from '../../db/schema/paths.ts';
import type { MenuLinkChoice, MenuLinkChoices } from '../../../common/admin-menus.ts';

const categoryUk = alias(categoryTranslations, 'category_uk');
const categoryEn = alias(categoryTranslations, 'category_en');
const pageUk = alias(textPageTranslations, 'page_uk');
const pageEn = alias(textPageTranslations, 'page_en');

/**
 * What the menu editor offers to link an item to: the active categories as the catalogue nests
 * them (each at `/<slug>`, as the storefront's category links are), and the published text pages
 * at their public paths.
 */
export async function listMenuLinkChoices(db: Database): Promise<MenuLinkChoices> {
  const [categoryRows, pageRows] = await Promise.all([
    db
      .select({ id: categories.id, parentId: categories.parentId, slug: categories.slug, uk: categoryUk.name, en: categoryEn.name })
      .from(categories)
      .innerJoin(categoryUk, and(eq(categoryUk.categoryId, categories.id), eq(categoryUk.locale, 'uk')))
      .innerJoin(categoryEn, and(eq(categoryEn.categoryId, categories.id), eq(categoryEn.locale, 'en')))
      .where(eq(categories.isActive, true))
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({ id: textPages.id, path: paths.path, uk: pageUk.title, en: pageEn.title })
      .from(textPages)
      .innerJoin(paths, and(eq(paths.kind, 'page'), eq(paths.entityId, textPages.id)))
      .innerJoin(pageUk, and(eq(pageUk.pageId, textPages.id), eq(pageUk.locale, 'uk')))
      .innerJoin(pageEn, and(eq(pageEn.pageId, textPages.id), eq(pageEn.locale, 'en')))
      .where(eq(textPages.isPublished, true))
      .orderBy(asc(pageUk.title), asc(textPages.id)),
  ]);
  // Depth first, each subcategory under its group; one whose group is hidden is left out with it.
  const categoryChoices: MenuLinkChoice[] = [];
  const walk = (parentId: number | null, depth: number) => {
    if (depth > 10) return;
    for (const row of categoryRows.filter((category) => category.parentId === parentId)) {
      categoryChoices.push({ kind: 'category', id: row.id, url: `/${row.slug}`, name: { uk: row.uk, en: row.en }, depth });
      walk(row.id, depth + 1);
    }
  };
  walk(null, 1);
  return {
    categories: categoryChoices,
    pages: pageRows.map((row) => ({ kind: 'page', id: row.id, url: `/${row.path}`, name: { uk: row.uk, en: row.en }, depth: 1 })),
  };
}
