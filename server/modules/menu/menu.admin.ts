import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { forgetReadThrough } from '../../db/read-cache.ts';
import { singleRow } from '../../db/rows.ts';
import { menuItemTranslations, menuItems, menuTranslations, menus } from '../../db/schema/menus.ts';
import type { MenuItemCreate, MenuItemUpdate, MenuNames, MenuOrderNode, StaffMenu, StaffMenuItem } from '../../../common/admin-menus.ts';
import { locales } from '../../../common/locales.ts';
import { maxMenuDepth } from '../../../common/menu.ts';
import { orderOfTree, orderProblem, placesOfOrder, type OrderProblem } from '../../../common/menu-tree.ts';
import { recordAudit, type AuditActor } from '../audit/audit.record.ts';

const nameUk = alias(menuItemTranslations, 'name_uk');
const nameEn = alias(menuItemTranslations, 'name_en');
const menuNameUk = alias(menuTranslations, 'menu_name_uk');
const menuNameEn = alias(menuTranslations, 'menu_name_en');

type ItemRow = { id: number; menuId: number; parentId: number | null; url: string; position: number; uk: string | null; en: string | null };

/** The items of some menus (or one item), both names each, in each list's order. */
function itemRows(db: Database, where: SQL) {
  return db
    .select({ id: menuItems.id, menuId: menuItems.menuId, parentId: menuItems.parentId, url: menuItems.url, position: menuItems.position, uk: nameUk.name, en: nameEn.name })
    .from(menuItems)
    .leftJoin(nameUk, and(eq(nameUk.itemId, menuItems.id), eq(nameUk.locale, 'uk')))
    .leftJoin(nameEn, and(eq(nameEn.itemId, menuItems.id), eq(nameEn.locale, 'en')))
    .where(where)
    .orderBy(asc(menuItems.position), asc(menuItems.id));
}

const namesOf = (row: { uk: string | null; en: string | null }): MenuNames => ({ uk: row.uk ?? '', en: row.en ?? '' });

/** The item trees of one menu's rows (every level the table holds: the editor shows all). */
function treeOf(rows: ItemRow[]): StaffMenuItem[] {
  const childrenOf = new Map<number | null, ItemRow[]>();
  for (const row of rows) childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row]);
  const build = (parentId: number | null): StaffMenuItem[] => (childrenOf.get(parentId) ?? []).map((row) => viewOf(row, build(row.id)));
  return build(null);
}

/** Every menu with its whole item tree, both languages, by id (header, footer, second header, text pages). */
export async function listStaffMenus(db: Database): Promise<StaffMenu[]> {
  const [menuRows, rows] = await Promise.all([
    db
      .select({ id: menus.id, code: menus.code, uk: menuNameUk.name, en: menuNameEn.name })
      .from(menus)
      .leftJoin(menuNameUk, and(eq(menuNameUk.menuId, menus.id), eq(menuNameUk.locale, 'uk')))
      .leftJoin(menuNameEn, and(eq(menuNameEn.menuId, menus.id), eq(menuNameEn.locale, 'en')))
      .orderBy(asc(menus.id)),
    itemRows(db, sql`true`),
  ]);
  return menuRows.map((menu) => ({ id: menu.id, code: menu.code, name: namesOf(menu), items: treeOf(rows.filter((row) => row.menuId === menu.id)) }));
}

/** One menu with its item tree; null when there is no such menu. */
export async function getStaffMenu(db: Database, menuId: number): Promise<StaffMenu | null> {
  const [menu] = await db
    .select({ id: menus.id, code: menus.code, uk: menuNameUk.name, en: menuNameEn.name })
    .from(menus)
    .leftJoin(menuNameUk, and(eq(menuNameUk.menuId, menus.id), eq(menuNameUk.locale, 'uk')))
    .leftJoin(menuNameEn, and(eq(menuNameEn.menuId, menus.id), eq(menuNameEn.locale, 'en')))
    .where(eq(menus.id, menuId));
  if (!menu) return null;
  return { id: menu.id, code: menu.code, name: namesOf(menu), items: treeOf(await itemRows(db, eq(menuItems.menuId, menuId))) };
}

type Context = { actor: AuditActor; ip?: string | null; now: Date };

/**
 * Locks a menu for a change and reads its items. Every change of a menu takes this lock first, so
 * two editors' changes follow one another: an order checked against the items is written before
 * anyone adds or removes one.
 */
async function lockMenu(tx: Database, menuId: number): Promise<ItemRow[] | null> {
  const [menu] = await tx.select({ id: menus.id }).from(menus).where(eq(menus.id, menuId)).for('update');
  if (!menu) return null;
  return itemRows(tx, eq(menuItems.menuId, menuId));
}

/** How deep each item of a menu stands: 1 at the top. */
function levelsOf(rows: ItemRow[]): Map<number, number> {
  const levels = new Map<number, number>();
  const walk = (items: StaffMenuItem[], level: number) =>
    items.forEach((item) => {
      levels.set(item.id, level);
      walk(item.children, level + 1);
    });
  walk(treeOf(rows), 1);
  return levels;
}

/** The item and every item under it. */
function subtreeIds(rows: ItemRow[], id: number): number[] {
  const ids = [id];
  for (let index = 0; index < ids.length; index++) ids.push(...rows.filter((row) => row.parentId === ids[index]).map((row) => row.id));
  return ids;
}

async function writeNames(tx: Database, itemId: number, name: MenuNames): Promise<void> {
  await tx
    .insert(menuItemTranslations)
    .values(locales.map((locale) => ({ itemId, locale, name: name[locale] })))
    .onConflictDoUpdate({ target: [menuItemTranslations.itemId, menuItemTranslations.locale], set: { name: sql`excluded.name` } });
}

const itemState = (row: ItemRow) => ({ menu_id: row.menuId, parent_id: row.parentId, url: row.url, name: namesOf(row) });
const viewOf = (row: ItemRow, children: StaffMenuItem[] = []): StaffMenuItem => ({ id: row.id, url: row.url, name: namesOf(row), children });

export type CreateItemResult = { ok: true; item: StaffMenuItem } | { ok: false; reason: 'menuNotFound' | 'parentNotFound' | 'tooDeep' };

/** Adds an item last in its list (under `parent_id`, or at the top), audited. */
export async function createMenuItem(db: Database, { menuId, input, actor, ip, now }: Context & { menuId: number; input: MenuItemCreate }): Promise<CreateItemResult> {
  const result = await db.transaction(async (tx): Promise<CreateItemResult> => {
    const rows = await lockMenu(tx, menuId);
    if (!rows) return { ok: false, reason: 'menuNotFound' };
    if (input.parent_id !== null) {
      const level = levelsOf(rows).get(input.parent_id);
      if (level === undefined) return { ok: false, reason: 'parentNotFound' };
      if (level >= maxMenuDepth) return { ok: false, reason: 'tooDeep' };
    }
    const siblings = rows.filter((row) => row.parentId === input.parent_id);
    const position = Math.max(-1, ...siblings.map((row) => row.position)) + 1;
    const created = singleRow(await tx.insert(menuItems).values({ menuId, parentId: input.parent_id, url: input.url, position }).returning({ id: menuItems.id }));
    await writeNames(tx, created.id, input.name);
    const row: ItemRow = { id: created.id, menuId, parentId: input.parent_id, url: input.url, position, ...input.name };
    await recordAudit(tx, { actor, action: 'menu.item-create', entity: { type: 'menu_item', id: created.id }, before: null, after: itemState(row), ip, at: now });
    return { ok: true, item: viewOf(row) };
  });
  if (result.ok) forgetReadThrough(db);
  return result;
}

/** The menu an item belongs to, or null. */
async function menuOfItem(db: Database, id: number): Promise<number | null> {
  const [row] = await db.select({ menuId: menuItems.menuId }).from(menuItems).where(eq(menuItems.id, id));
  return row?.menuId ?? null;
}

export type UpdateItemResult = { ok: true; item: StaffMenuItem; changed: boolean } | { ok: false; reason: 'notFound' };

/** Changes an item's link and names, audited when something changed; its place and items stay. */
export async function updateMenuItem(db: Database, { id, input, actor, ip, now }: Context & { id: number; input: MenuItemUpdate }): Promise<UpdateItemResult> {
  const menuId = await menuOfItem(db, id);
  if (menuId === null) return { ok: false, reason: 'notFound' };
  const result = await db.transaction(async (tx): Promise<UpdateItemResult> => {
    const rows = (await lockMenu(tx, menuId)) ?? [];
    const before = rows.find((row) => row.id === id);
    if (!before) return { ok: false, reason: 'notFound' };
    const after: ItemRow = { ...before, url: input.url, ...input.name };
    const children = findChildren(rows, id);
    const changed = JSON.stringify(itemState(before)) !== JSON.stringify(itemState(after));
    if (changed) {
      await tx.update(menuItems).set({ url: input.url }).where(eq(menuItems.id, id));
      await writeNames(tx, id, input.name);
      await recordAudit(tx, { actor, action: 'menu.item-update', entity: { type: 'menu_item', id }, before: itemState(before), after: itemState(after), ip, at: now });
    }
    return { ok: true, item: viewOf(after, children), changed };
  });
  if (result.ok && result.changed) forgetReadThrough(db);
  return result;
}

function findChildren(rows: ItemRow[], id: number): StaffMenuItem[] {
  const build = (parentId: number): StaffMenuItem[] => rows.filter((row) => row.parentId === parentId).map((row) => viewOf(row, build(row.id)));
  return build(id);
}

export type DeleteItemResult = { ok: true; removed: number[] } | { ok: false; reason: 'notFound' };

/** Removes an item and every item under it (the table cascades), audited with what was removed. */
export async function deleteMenuItem(db: Database, { id, actor, ip, now }: Context & { id: number }): Promise<DeleteItemResult> {
  const menuId = await menuOfItem(db, id);
  if (menuId === null) return { ok: false, reason: 'notFound' };
  const result = await db.transaction(async (tx): Promise<DeleteItemResult> => {
    const rows = (await lockMenu(tx, menuId)) ?? [];
    const item = rows.find((row) => row.id === id);
    if (!item) return { ok: false, reason: 'notFound' };
    const removed = subtreeIds(rows, id);
    await tx.delete(menuItems).where(eq(menuItems.id, id));
    await recordAudit(tx, {
      actor,
      action: 'menu.item-delete',
      entity: { type: 'menu_item', id },
      before: { ...itemState(item), children: orderOfTree(findChildren(rows, id)) },
      after: null,
      ip,
      at: now,
    });
    return { ok: true, removed };
  });
  if (result.ok) forgetReadThrough(db);
  return result;
}

export type { OrderProblem };
export type SaveOrderResult = { ok: true; menu: StaffMenu; changed: boolean } | { ok: false; reason: 'menuNotFound' } | { ok: false; reason: OrderProblem; id?: number };

/**
 * Rewrites a menu's nesting and order from the whole tree the editor sends, in one transaction:
 * every item of the menu once, none of another, at most `maxMenuDepth` levels. Only rows whose
 * place moved are written; an order the menu already has changes nothing and is not audited.
 */
export async function saveMenuOrder(db: Database, { menuId, order, actor, ip, now }: Context & { menuId: number; order: MenuOrderNode[] }): Promise<SaveOrderResult> {
  const result = await db.transaction(async (tx): Promise<SaveOrderResult> => {
    const rows = await lockMenu(tx, menuId);
    if (!rows) return { ok: false, reason: 'menuNotFound' };
    const problem = orderProblem(rows, order);
    if (problem) return { ok: false, ...problem };
    const places = placesOfOrder(order);
    const before = orderOfTree(treeOf(rows));
    if (JSON.stringify(before) === JSON.stringify(order)) return { ok: true, menu: (await getStaffMenu(tx, menuId))!, changed: false };
    const byId = new Map(rows.map((row) => [row.id, row]));
    const moved = places.filter((place) => byId.get(place.id)!.parentId !== place.parentId || byId.get(place.id)!.position !== place.position);
    if (moved.length > 0) {
      const values = sql.join(
        moved.map((place) => sql`(${place.id}::int, ${place.parentId}::int, ${place.position}::int)`),
        sql`, `,
      );
      await tx.execute(
        sql`update ${menuItems} set parent_id = moved.parent_id, position = moved.position from (values ${values}) as moved(id, parent_id, position) where ${menuItems.id} = moved.id`,
      );
    }
    await recordAudit(tx, { actor, action: 'menu.reorder', entity: { type: 'menu', id: menuId }, before, after: order, ip, at: now });
    return { ok: true, menu: (await getStaffMenu(tx, menuId))!, changed: true };
  });
  if (result.ok && result.changed) forgetReadThrough(db);
  return result;
}
