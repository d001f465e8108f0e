import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { readThrough } from '../../db/read-cache.ts';
import { menuItemTranslations, menuItems, menuTranslations, menus } from '../../db/schema/menus.ts';
import { maxMenuDepth, type Menu, type MenuItem } from '../../../common/menu.ts';
import type { Locale } from '../../../common/locales.ts';

/** Menus with their item trees, in the order of `ids`; unknown ids are left out. */
export function getMenusByIds(db: Database, { locale, ids }: { locale: Locale; ids: number[] }): Promise<Menu[]> {
  return readThrough(db, `menus:${locale}:${ids.join(',')}`, () => loadMenus(db, locale, ids));
}

async function loadMenus(db: Database, locale: Locale, ids: number[]): Promise<Menu[]> {
  if (ids.length === 0) return [];
  const [menuRows, itemRows] = await Promise.all([
    db
      .select({ id: menus.id, name: menuTranslations.name })
      .from(menus)
      .innerJoin(menuTranslations, and(eq(menuTranslations.menuId, menus.id), eq(menuTranslations.locale, locale)))
      .where(inArray(menus.id, ids)),
    db
      .select({
        id: menuItems.id,
        menuId: menuItems.menuId,
        parentId: menuItems.parentId,
        url: menuItems.url,
        name: menuItemTranslations.name,
      })
      .from(menuItems)
      .innerJoin(
        menuItemTranslations,
        and(eq(menuItemTranslations.itemId, menuItems.id), eq(menuItemTranslations.locale, locale)),
      )
      .where(inArray(menuItems.menuId, ids))
      .orderBy(asc(menuItems.position), asc(menuItems.id)),
  ]);

  const childrenOf = new Map<number | null, typeof itemRows>();
  for (const row of itemRows) {
    const siblings = childrenOf.get(row.parentId) ?? [];
    siblings.push(row);
    childrenOf.set(row.parentId, siblings);
  }
  const build = (parentId: number, depth: number): MenuItem[] =>
    depth > maxMenuDepth
      ? []
      : (childrenOf.get(parentId) ?? []).map((row) => ({
          id: row.id,
          name: row.name,
          url: row.url,
          children: build(row.id, depth + 1),
        }));

  const byId = new Map(menuRows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const menu = byId.get(id);
    if (!menu) return [];
    const roots = (childrenOf.get(null) ?? []).filter((row) => row.menuId === id);
    return [
      {
        id,
        name: menu.name,
        items: roots.map((row) => ({ id: row.id, name: row.name, url: row.url, children: build(row.id, 2) })),
      },
    ];
  });
}
