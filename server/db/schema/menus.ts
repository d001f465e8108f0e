import { index, integer, pgTable, primaryKey, serial, text, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { localeEnum } from './common.ts';

export const menus = pgTable('menus', {
  id: integer('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull().unique(),
});

export const menuTranslations = pgTable(
  'menu_translations',
  {
    menuId: integer('menu_id').notNull().references(() => menus.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.menuId, t.locale] })],
);

/** Items nest up to three levels through parent_id; url is locale-neutral (the storefront prefixes /en). */
export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    menuId: integer('menu_id').notNull().references(() => menus.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => menuItems.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('menu_items_menu_parent_idx').on(t.menuId, t.parentId, t.position)],
);

export const menuItemTranslations = pgTable(
  'menu_item_translations',
  {
    itemId: integer('item_id').notNull().references(() => menuItems.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.locale] })],
);
