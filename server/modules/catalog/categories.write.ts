import { and, eq, inArray, like, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { singleRow } from '../../db/rows.ts';
import { attributes, categories, categoryFilters, categoryTranslations, products } from '../../db/schema/catalog.ts';
import { menuItems } from '../../db/schema/menus.ts';
import { pathRedirects, paths } from '../../db/schema/paths.ts';
import { maxCategoryDepth, type CategoryInput } from '../../../common/admin-catalog.ts';
import { locales } from '../../../common/locales.ts';

/** Field errors by the input's path ("slug", "parent_id"), as catalogue keys. */
export type CatalogWriteErrors = Record<string, string[]>;

export type CategoryWriteResult = { ok: true; id: number } | { ok: false; reason: 'notFound' } | { ok: false; reason: 'invalid'; errors: CatalogWriteErrors };

/** What only the demo seed sets: a category's picture. */
export interface CategoryWriteExtras {
  image?: string | null;
}

const levelsOf = (lineage: string) => lineage.split('/').filter(Boolean).length;

/**
 * Writes a category whole: its row (a new one last among its siblings, a moved one last under its
 * new parent, its subtree's lineage following), both translations, the filters its page shows,
 * and its path. When the slug changes, the old paths of the category and of its products become
 * redirects to the new ones and menu links to it follow. The one way a category is written: by
 * the editor and the demo seed.
 *
 * Call it inside a transaction. It checks what the schema cannot (parent, depth, slug, attributes)
 * first and writes nothing when any fails.
 */
export async function writeCategory(tx: Database, { id, input, extras, now }: { id?: number; input: CategoryInput; extras?: CategoryWriteExtras; now: Date }): Promise<CategoryWriteResult> {
  const [before] = id === undefined ? [] : await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  if (id !== undefined && !before) return { ok: false, reason: 'notFound' };

  const errors: CatalogWriteErrors = {};
  const add = (field: string, key: string) => (errors[field] ??= []).push(key);
  const parent = input.parent_id === null ? null : ((await tx.select({ id: categories.id, lineage: categories.lineage }).from(categories).where(eq(categories.id, input.parent_id)))[0] ?? null);
  if (input.parent_id !== null && !parent) add('parent_id', 'adminCatalog.errors.parentNotFound');
  if (parent && before && parent.lineage.startsWith(before.lineage)) add('parent_id', 'adminCatalog.errors.parentInside');
  else if (parent) {
    // The category takes its subcategories with it: the deepest of them must still fit.
    const height = before ? await subtreeHeight(tx, before.lineage) : 1;
    if (levelsOf(parent.lineage) + height > maxCategoryDepth) add('parent_id', 'adminCatalog.errors.tooDeep');
  }
  const [clash] = await tx
    .select({ kind: paths.kind, entityId: paths.entityId })
    .from(paths)
    .where(and(eq(paths.path, input.slug), id === undefined ? undefined : or(ne(paths.kind, 'category'), ne(paths.entityId, id))));
  const [sameSlug] = await tx.select({ id: categories.id }).from(categories).where(and(eq(categories.slug, input.slug), id === undefined ? undefined : ne(categories.id, id)));
  if (clash || sameSlug) add('slug', 'adminCatalog.errors.slugTaken');
  const chosen = input.filters.attribute_ids ?? [];
  if (chosen.length > 0) {
    const known = new Set((await tx.select({ id: attributes.id }).from(attributes).where(inArray(attributes.id, chosen))).map((row) => row.id));
    chosen.forEach((attributeId, index) => {
      if (!known.has(attributeId)) add(`filters.attribute_ids.${index}`, 'adminCatalog.errors.attributeNotFound');
    });
  }
  if (Object.keys(errors).length > 0) return { ok: false, reason: 'invalid', errors };

  const parentId = parent?.id ?? null;
  const moved = !before || before.parentId !== parentId;
  const position = moved ? await nextPosition(tx, parentId) : before.position;
  const row = { slug: input.slug, parentId, position, isActive: input.active, filtersChosen: input.filters.attribute_ids !== null, priceFilter: input.filters.price, updatedAt: now };
  const image = extras?.image === undefined ? {} : { image: extras.image };
  let categoryId: number;
  if (before) {
    categoryId = before.id;
    await tx.update(categories).set({ ...row, ...image }).where(eq(categories.id, categoryId));
    const lineage = `${parent?.lineage ?? ''}${categoryId}/`;
    if (lineage !== before.lineage) {
      await tx
        .update(categories)
        .set({ lineage: sql`${lineage} || substr(${categories.lineage}, ${before.lineage.length + 1})` })
        .where(like(categories.lineage, `${before.lineage}%`));
    }
  } else {
    categoryId = singleRow(await tx.insert(categories).values({ ...row, ...image, lineage: '', createdAt: now }).returning({ id: categories.id })).id;
    await tx.update(categories).set({ lineage: `${parent?.lineage ?? ''}${categoryId}/` }).where(eq(categories.id, categoryId));
  }

  await tx
    .insert(categoryTranslations)
    .values(locales.map((locale) => ({ categoryId, locale, name: input.translations[locale].name, description: input.translations[locale].description, metaTitle: input.translations[locale].meta_title, metaDescription: input.translations[locale].meta_description })))
    .onConflictDoUpdate({
      target: [categoryTranslations.categoryId, categoryTranslations.locale],
      set: { name: sql`excluded.name`, description: sql`excluded.description`, metaTitle: sql`excluded.meta_title`, metaDescription: sql`excluded.meta_description` },
    });
  await tx.delete(categoryFilters).where(eq(categoryFilters.categoryId, categoryId));
  if (chosen.length > 0) await tx.insert(categoryFilters).values(chosen.map((attributeId, position) => ({ categoryId, attributeId, position })));

  if (!before) await tx.insert(paths).values({ path: input.slug, kind: 'category', entityId: categoryId });
  else if (before.slug !== input.slug) await moveSlug(tx, { categoryId, from: before.slug, to: input.slug });
  return { ok: true, id: categoryId };
}

async function subtreeHeight(tx: Database, lineage: string): Promise<number> {
  const [row] = await tx.select({ deepest: sql<number>`max(array_length(string_to_array(rtrim(${categories.lineage}, '/'), '/'), 1))::int` }).from(categories).where(like(categories.lineage, `${lineage}%`));
  return Number(row?.deepest ?? levelsOf(lineage)) - levelsOf(lineage) + 1;
}

async function nextPosition(tx: Database, parentId: number | null): Promise<number> {
  const [row] = await tx
    .select({ last: sql<number | null>`max(${categories.position})` })
    .from(categories)
    .where(parentId === null ? sql`${categories.parentId} is null` : eq(categories.parentId, parentId));
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/**
 * The category's path and its products' paths ("<slug>/<product>") move to the new slug; the old
 * ones answer with a redirect. Menu links to the category (with a query or not) follow it.
 */
async function moveSlug(tx: Database, { categoryId, from, to }: { categoryId: number; from: string; to: string }): Promise<void> {
  const productIds = tx.select({ id: products.id }).from(products).where(eq(products.categoryId, categoryId));
  const owned = or(and(eq(paths.kind, 'category'), eq(paths.entityId, categoryId)), and(eq(paths.kind, 'product'), inArray(paths.entityId, productIds)));
  await tx.execute(sql`
    insert into ${pathRedirects} (from_path, kind, entity_id) select path, kind, entity_id from ${paths} where ${owned}
    on conflict (from_path) do update set kind = excluded.kind, entity_id = excluded.entity_id`);
  await tx.update(paths).set({ path: to }).where(and(eq(paths.kind, 'category'), eq(paths.entityId, categoryId)));
  await tx.execute(sql`
    update ${paths} set path = ${to} || '/' || p.slug from ${products} p
    where ${paths.kind} = 'product' and ${paths.entityId} = p.id and p.category_id = ${categoryId}`);
  // A path taken back (a slug changed and changed back) is no redirect any more.
  await tx.execute(sql`delete from ${pathRedirects} r using ${paths} p where r.from_path = p.path`);
  await tx
    .update(menuItems)
    .set({ url: sql`${`/${to}`} || substr(${menuItems.url}, ${from.length + 2})` })
    .where(or(eq(menuItems.url, `/${from}`), like(menuItems.url, `/${from}?%`), like(menuItems.url, `/${from}#%`)));
}

/** Each category's place as a whole order sets it, with its lineage; only the rows that moved. */
export async function writeCategoryPlaces(
  tx: Database,
  places: { id: number; parentId: number | null; position: number }[],
  rows: { id: number; parentId: number | null; position: number; lineage: string }[],
): Promise<number> {
  const lineageOf = new Map<number, string>();
  // Places come top down: a parent's lineage is known before its children's.
  for (const place of places) lineageOf.set(place.id, `${place.parentId === null ? '' : lineageOf.get(place.parentId)}${place.id}/`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const moved = places.filter((place) => {
    const row = byId.get(place.id)!;
    return row.parentId !== place.parentId || row.position !== place.position || row.lineage !== lineageOf.get(place.id);
  });
  if (moved.length === 0) return 0;
  const values = sql.join(
    moved.map((place) => sql`(${place.id}::int, ${place.parentId}::int, ${place.position}::int, ${lineageOf.get(place.id)}::text)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${categories} set parent_id = moved.parent_id, position = moved.position, lineage = moved.lineage from (values ${values}) as moved(id, parent_id, position, lineage) where ${categories.id} = moved.id`,
  );
  return moved.length;
}
