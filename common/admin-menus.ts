// The back office's menu editor: one definition of a valid item, link and order for the admin API
// and the page's action (the page's forms send the same fields as text). Back office only: full zod.
import { z } from 'zod';
import { maxDbInt } from './cart.ts';
import type { Locale } from './locales.ts';
import { maxMenuDepth } from './menu.ts';
import type { OrderNode } from './menu-tree.ts';
import { singleLine } from './text.ts';

export const menuUrlMaxLength = 500;
export const menuNameMaxLength = 200;
/** More items than any menu of a shop needs in one list; a longer order is refused unread. */
export const menuListMaxLength = 500;

const idOf = (message: string) => z.coerce.number(message).int(message).positive(message).max(maxDbInt, message);

/** `/api/admin/menus/:menuId/...`. */
export const menuIdSchema = z.object({ menuId: idOf('validations.invalid') });
/** `/api/admin/menus/items/:id`. */
export const menuItemIdSchema = z.object({ id: idOf('validations.invalid') });

/**
 * Where an item leads: a path of this shop ("/namety", "/namety?season=zyma"), stored without
 * the language prefix (the storefront adds /en), or an absolute http(s) address of another site.
 * A path never starts a second slash (a "//host" path leaves the site) nor holds a backslash,
 * which browsers read as one.
 */
export function isMenuUrl(value: string): boolean {
  if (value.length === 0 || value.length > menuUrlMaxLength || /\s/u.test(value)) return false;
  if (value.startsWith('/')) return !value.includes('//') && !value.includes('\\');
  if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

/** An item's id in a JSON body. */
const orderIdField = z.number('validations.invalid').int('validations.invalid').positive('validations.invalid').max(maxDbInt, 'validations.invalid');

const urlField = z
  .string('validations.invalid')
  .check(singleLine)
  .trim()
  .max(menuUrlMaxLength, 'validations.maxLength')
  .refine(isMenuUrl, 'adminMenus.urlFormat');

const nameField = z.string('validations.invalid').check(singleLine).trim().min(1, 'adminMenus.nameRequired').max(menuNameMaxLength, 'validations.maxLength');

/** An item's names: every language of the shop, each required. */
export const menuNamesSchema = z.object({ uk: nameField, en: nameField } satisfies Record<Locale, unknown>, 'validations.invalid');

/** An item as edited: `PUT /api/admin/menus/items/:id`. Where it stands changes only by the order call. */
export const menuItemUpdateSchema = z.object({ url: urlField, name: menuNamesSchema });
export type MenuItemUpdate = z.output<typeof menuItemUpdateSchema>;

/**
 * A new item: `POST /api/admin/menus/:menuId/items`. It goes last under `parent_id` (an item of
 * the same menu no deeper than the second level), or last at the top without one.
 */
export const menuItemCreateSchema = menuItemUpdateSchema.extend({
  // A number from JSON, its digits from a form ('' for none).
  parent_id: z
    .union([z.literal(''), z.null(), orderIdField, z.string().regex(/^\d{1,10}$/, 'validations.invalid').transform(Number).pipe(orderIdField)], 'validations.invalid')
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value)),
});
export type MenuItemCreate = z.output<typeof menuItemCreateSchema>;

/** A menu's order: every item once, by id, in the nesting and order it should have. */
export type MenuOrderNode = OrderNode;

/**
 * A whole tree's order (a menu's items, the categories) nested at most `maxDepth` levels, each
 * list at most `maxLength` long. One schema per level, so an order nested past the last level is
 * refused there (with `tooDeep`, a catalogue key), unread below.
 */
export function treeOrderSchema({ maxDepth, maxLength, tooDeep }: { maxDepth: number; maxLength: number; tooDeep: string }) {
  const orderLevel = (level: number): z.ZodType<OrderNode, unknown> => {
    const children = level >= maxDepth ? z.array(z.unknown(), 'validations.invalid').max(0, tooDeep) : z.array(orderLevel(level + 1), 'validations.invalid').max(maxLength, 'validations.maxItems');
    return z.object({ id: orderIdField, children: children.optional() }, 'validations.invalid').transform((node) => ({ id: node.id, children: (node.children ?? []) as OrderNode[] }));
  };
  return z.array(orderLevel(1), 'validations.invalid').max(maxLength, 'validations.maxItems');
}

/** `PUT /api/admin/menus/:menuId/order`: the whole menu, rewritten in one go. */
export const menuOrderSchema = z.object({ items: treeOrderSchema({ maxDepth: maxMenuDepth, maxLength: menuListMaxLength, tooDeep: 'adminMenus.tooDeep' }) });
export type MenuOrder = z.output<typeof menuOrderSchema>;

/** An item's names in every language of the shop. */
export type MenuNames = Record<Locale, string>;

/** An item as the editor shows it: both names, its link, its items. */
export interface StaffMenuItem {
  id: number;
  url: string;
  name: MenuNames;
  children: StaffMenuItem[];
}

export interface StaffMenu {
  id: number;
  code: string;
  name: MenuNames;
  items: StaffMenuItem[];
}

/** A page the editor can link an item to without typing its address. */
export interface MenuLinkChoice {
  kind: 'category' | 'page';
  id: number;
  /** Locale-neutral path, as an item stores it ("/namety"). */
  url: string;
  name: MenuNames;
  /** 1 for a top category, 2 for its subcategories, …; 1 for every page. */
  depth: number;
}

export interface MenuLinkChoices {
  categories: MenuLinkChoice[];
  pages: MenuLinkChoice[];
}
