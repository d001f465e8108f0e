import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isDeepStrictEqual } from 'node:util';
import type { Database } from '../../db/client.ts';
import { forgetReadThrough } from '../../db/read-cache.ts';
import { singleRow } from '../../db/rows.ts';
import { categories, categoryFilters, categoryTranslations, products } from '../../db/schema/catalog.ts';
import { pathRedirects, paths } from '../../db/schema/paths.ts';
import { maxCategoryDepth, type CategoryInput, type CategoryOrderNode, type StaffCategory, type StaffCategoryNode } from '../../../common/admin-catalog.ts';
import type { Locale } from '../../../common/locales.ts';
import { orderOfTree, orderProblem, placesOfOrder, type OrderProblem } from '../../../common/menu-tree.ts';
import { deleteAudited, saveAudited, type AuditedDeleteResult } from '../audit/audited-save.ts';
import { recordAudit, type AuditActor } from '../audit/audit.record.ts';
import { writeCategory, writeCategoryPlaces, type CatalogWriteErrors } from './categories.write.ts';

const nameUk = alias(categoryTranslations, 'name_uk');
const nameEn = alias(categoryTranslations, 'name_en');

type Context = { actor: AuditActor; ip?: string | null; now: Date };

/** Every category as the tree the editor shows: both names, shown or not, its own products' count; siblings in order. */
export async function listCategoryTree(db: Database): Promise<StaffCategoryNode[]> {
  const rows = await db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      slug: categories.slug,
      active: categories.isActive,
      uk: nameUk.name,
      en: nameEn.name,
      products: sql<number>`(select count(*) from ${products} where ${products.categoryId} = ${categories.id})::int`,
    })
    .from(categories)
    .leftJoin(nameUk, and(eq(nameUk.categoryId, categories.id), eq(nameUk.locale, 'uk')))
    .leftJoin(nameEn, and(eq(nameEn.categoryId, categories.id), eq(nameEn.locale, 'en')))
    .orderBy(asc(categories.position), asc(categories.id));
  const build = (parentId: number | null): StaffCategoryNode[] =>
    rows
      .filter((row) => row.parentId === parentId)
      .map((row) => ({ id: row.id, slug: row.slug, name: { uk: row.uk ?? '', en: row.en ?? '' }, active: row.active, products: Number(row.products), children: build(row.id) }));
  return build(null);
}

/** One category as its editor shows it; null when unknown. */
export async function getStaffCategory(db: Database, id: number): Promise<StaffCategory | null> {
  const [row] = await db
    .select({ category: categories, path: paths.path })
    .from(categories)
    .leftJoin(paths, and(eq(paths.kind, 'category'), eq(paths.entityId, categories.id)))
    .where(eq(categories.id, id));
  if (!row) return null;
  const [texts, chosen] = await Promise.all([
    db.select().from(categoryTranslations).where(eq(categoryTranslations.categoryId, id)),
    db.select({ id: categoryFilters.attributeId }).from(categoryFilters).where(eq(categoryFilters.categoryId, id)).orderBy(asc(categoryFilters.position), asc(categoryFilters.attributeId)),
  ]);
  const text = (locale: Locale) => {
    const found = texts.find((translation) => translation.locale === locale);
    return { name: found?.name ?? '', description: found?.description ?? '', meta_title: found?.metaTitle ?? '', meta_description: found?.metaDescription ?? '' };
  };
  const { category } = row;
  return {
    id: category.id,
    slug: category.slug,
    parent_id: category.parentId,
    active: category.isActive,
    path: row.path ?? category.slug,
    translations: { uk: text('uk'), en: text('en') },
    filters: { price: category.priceFilter, attribute_ids: category.filtersChosen ? chosen.map((filter) => filter.id) : null },
  };
}

export type CategorySaveResult = { ok: true; category: StaffCategory; changed: boolean } | { ok: false; reason: 'notFound' } | { ok: false; reason: 'invalid'; errors: CatalogWriteErrors };

/** A slug another save took between the writer's check and the commit. */
const slugTaken = { slug: ['adminCatalog.errors.slugTaken'] };

/**
 * Creates (no id) or rewrites a category in one transaction with its audit entry (the fields that
 * changed, before and after); a save that changes nothing is rolled back (audited-save.ts).
 */
export async function saveCategory(db: Database, { id, input, actor, ip, now }: Context & { id?: number; input: CategoryInput }): Promise<CategorySaveResult> {
  const result = await saveAudited(db, {
    id,
    entity: 'category',
    lock: (tx, categoryId) => tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).for('update'),
    read: getStaffCategory,
    write: (tx) => writeCategory(tx, { id, input, now }),
    taken: { categories_slug_unique: slugTaken, paths_pkey: slugTaken },
    actor,
    ip,
    now,
  });
  return result.ok ? { ok: true, category: result.item, changed: result.changed } : result;
}

export type CategoryOrderResult = { ok: true; tree: StaffCategoryNode[]; changed: boolean } | { ok: false; reason: OrderProblem; id?: number };

/**
 * Rewrites the whole tree's nesting and order from the tree the editor sends, in one transaction:
 * every category once, at most `maxCategoryDepth` levels. Only rows whose place moved are written
 * (their subtrees' lineage with them); an order the tree already has changes nothing.
 */
export async function saveCategoryOrder(db: Database, { order, actor, ip, now }: Context & { order: CategoryOrderNode[] }): Promise<CategoryOrderResult> {
  const result = await db.transaction(async (tx): Promise<CategoryOrderResult> => {
    // Every category locked: a category added meanwhile waits, and the order is checked against all.
    const rows = await tx
      .select({ id: categories.id, parentId: categories.parentId, position: categories.position, lineage: categories.lineage })
      .from(categories)
      .orderBy(asc(categories.id))
      .for('update');
    const problem = orderProblem(rows, order, maxCategoryDepth);
    if (problem) return { ok: false, ...problem };
    const before = orderOfTree(await listCategoryTree(tx));
    if (isDeepStrictEqual(before, order)) return { ok: true, tree: await listCategoryTree(tx), changed: false };
    await writeCategoryPlaces(tx, placesOfOrder(order), rows);
    await recordAudit(tx, { actor, action: 'category.reorder', entity: { type: 'category', id: 'tree' }, before, after: order, ip, at: now });
    return { ok: true, tree: await listCategoryTree(tx), changed: true };
  });
  if (result.ok && result.changed) forgetReadThrough(db);
  return result;
}

/**
 * Deletes a category with its names, chosen filters, path and old addresses, audited, in one
 * transaction. Refused while it has subcategories or products (they are moved first).
 */
export async function deleteCategory(db: Database, { id, actor, ip, now }: Context & { id: number }): Promise<AuditedDeleteResult> {
  return deleteAudited(db, {
    id,
    entity: 'category',
    lock: async (tx, categoryId) => (await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).for('update')).length > 0,
    refusal: async (tx, categoryId) => {
      const { children } = singleRow(await tx.select({ children: sql<number>`count(*)::int` }).from(categories).where(eq(categories.parentId, categoryId)));
      if (Number(children) > 0) return { errors: { id: ['adminCatalog.errors.categoryHasChildren'] }, products: 0 };
      // A product saved into it meanwhile waits on this row's lock (its foreign key) and then fails.
      const { count } = singleRow(await tx.select({ count: sql<number>`count(*)::int` }).from(products).where(eq(products.categoryId, categoryId)));
      return Number(count) > 0 ? { errors: { id: ['adminCatalog.errors.categoryHasProducts'] }, products: Number(count) } : null;
    },
    read: getStaffCategory,
    remove: async (tx, categoryId) => {
      await tx.delete(paths).where(and(eq(paths.kind, 'category'), eq(paths.entityId, categoryId)));
      await tx.delete(pathRedirects).where(and(eq(pathRedirects.kind, 'category'), eq(pathRedirects.entityId, categoryId)));
      await tx.delete(categories).where(eq(categories.id, categoryId));
    },
    actor,
    ip,
    now,
  });
}
