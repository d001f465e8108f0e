import { inArray } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { menuItemTranslations, menuItems, menuTranslations, menus } from '../../schema/menus.ts';
import { excludedSet } from '../db-helpers.ts';
import { locales } from '../types.ts';
import { menuSeeds, type MenuItemSeed } from '../data/menus.ts';

interface PendingItem {
  menuId: number;
  parentId: number | null;
  position: number;
  seed: MenuItemSeed;
}

/** Menus keep their fixed ids; their items have no natural key, so they are replaced as a whole. */
export async function seedMenus(db: Database): Promise<void> {
  await db
    .insert(menus)
    .values(menuSeeds.map((m) => ({ id: m.id, code: m.code })))
    .onConflictDoUpdate({ target: menus.id, set: excludedSet(menus, ['code']) });
  await db
    .insert(menuTranslations)
    .values(menuSeeds.flatMap((m) => locales.map((locale) => ({ menuId: m.id, locale, name: m.name[locale] }))))
    .onConflictDoUpdate({ target: [menuTranslations.menuId, menuTranslations.locale], set: excludedSet(menuTranslations, ['name']) });

  await db.delete(menuItems).where(inArray(menuItems.menuId, menuSeeds.map((m) => m.id)));
  let level: PendingItem[] = menuSeeds.flatMap((m) => m.items.map((seed, position) => ({ menuId: m.id, parentId: null, position, seed })));
  // One INSERT per nesting level: children need their parent's new id.
  while (level.length > 0) {
    const saved = await db
      .insert(menuItems)
      .values(level.map((item) => ({ menuId: item.menuId, parentId: item.parentId, url: item.seed.url, position: item.position })))
      .returning({ id: menuItems.id, menuId: menuItems.menuId, parentId: menuItems.parentId, position: menuItems.position });
    const idOf = new Map(saved.map((row) => [`${row.menuId}:${row.parentId}:${row.position}`, row.id]));
    const withIds = level.map((item) => ({ ...item, id: idOf.get(`${item.menuId}:${item.parentId}:${item.position}`)! }));
    await db
      .insert(menuItemTranslations)
      .values(withIds.flatMap((item) => locales.map((locale) => ({ itemId: item.id, locale, name: item.seed.name[locale] }))));
    level = withIds.flatMap((item) =>
      (item.seed.children ?? []).map((seed, position) => ({ menuId: item.menuId, parentId: item.id, position, seed })),
    );
  }
}
