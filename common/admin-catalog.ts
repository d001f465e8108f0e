// The back office's catalogue structure: categories (a tree, and which filters each page shows),
// attributes with their values, and brands (the values of the "brand" attribute). One definition
// of valid input for the admin API, the editors' actions and the demo seed. Back office only: full zod.
import { z } from 'zod';
import { treeOrderSchema } from './admin-menus.ts';
import { productSlugSchema } from './admin-products.ts';
import { maxDbInt } from './cart.ts';
import type { Locale } from './locales.ts';
import type { OrderNode } from './menu-tree.ts';
import { multiLine, singleLine } from './text.ts';

/** Levels of the category tree: groups, their categories, and one more. */
export const maxCategoryDepth = 3;
/** More entries than a shop's catalogue needs in one list; a longer one is refused unread. */
export const catalogListMaxLength = 500;
/** The attribute whose values are the brands. */
export const brandAttributeCode = 'brand';

const idField = z.number('validations.invalid').int('validations.invalid').positive('validations.invalid').max(maxDbInt, 'validations.invalid');

/** `/api/admin/{categories,attributes,brands}/:id`. */
export const catalogIdSchema = z.object({ id: z.coerce.number('validations.invalid').int('validations.invalid').positive('validations.invalid').max(maxDbInt, 'validations.invalid') });

/** A slug of an address or a filter link: lower-case Latin letters and digits in words joined by hyphens. */
export const catalogSlugSchema = (max: number) => productSlugSchema.pipe(z.string().min(1, 'validations.required').max(max, 'validations.maxLength'));

const nameField = z.string('validations.invalid').check(singleLine).trim().min(1, 'validations.required').max(200, 'validations.maxLength');

/** A name in every language of the shop, each required. */
export const catalogNamesSchema = z.strictObject({ uk: nameField, en: nameField } satisfies Record<Locale, unknown>, 'validations.invalid');
export type CatalogNames = Record<Locale, string>;

export const categoryTranslationSchema = z.strictObject({
  name: nameField,
  /** Plain text under the category's heading. */
  description: z.string('validations.invalid').check(...multiLine).trim().max(5_000, 'validations.maxLength'),
  meta_title: z.string('validations.invalid').check(singleLine).trim().max(300, 'validations.maxLength'),
  meta_description: z.string('validations.invalid').check(...multiLine).trim().max(500, 'validations.maxLength'),
});

/**
 * `POST /api/admin/categories`, `PUT /api/admin/categories/:id`: a category whole, both languages.
 * `filters.attribute_ids` null: the page shows every filterable attribute its products carry;
 * a list: only those, in that order. `filters.price`: the price filter is offered.
 */
export const categoryInputSchema = z.strictObject({
  slug: catalogSlugSchema(160),
  parent_id: idField.nullable(),
  active: z.boolean('validations.invalid'),
  translations: z.strictObject({ uk: categoryTranslationSchema, en: categoryTranslationSchema }),
  filters: z.strictObject({
    price: z.boolean('validations.invalid'),
    attribute_ids: z
      .array(idField, 'validations.invalid')
      .max(100, 'validations.maxItems')
      .refine((ids) => new Set(ids).size === ids.length, 'adminCatalog.errors.filterTwice')
      .nullable(),
  }),
});
export type CategoryInput = z.output<typeof categoryInputSchema>;

/** `PUT /api/admin/categories/order`: the whole tree, rewritten in one go. */
export const categoryOrderSchema = z.object({ items: treeOrderSchema({ maxDepth: maxCategoryDepth, maxLength: catalogListMaxLength, tooDeep: 'adminCatalog.errors.tooDeep' }) });
export type CategoryOrderNode = OrderNode;

export const attributeTypes = ['select', 'color', 'size'] as const;

export const attributeValueInputSchema = z.strictObject({
  /** An existing value keeps its id (products point at it); a new one has none. */
  id: idField.optional(),
  slug: catalogSlugSchema(80),
  /** A colour value's swatch ("#4b5320"); null for other values. */
  hex: z
    .string('validations.invalid')
    .trim()
    .toLowerCase()
    .regex(/^#[0-9a-f]{6}$/, 'adminCatalog.errors.hex')
    .nullable(),
  name: catalogNamesSchema,
});

/**
 * `POST /api/admin/attributes`, `PUT /api/admin/attributes/:id`: an attribute with all its values
 * in order. A value left out is deleted, unless a product carries it (then the save is refused).
 */
export const attributeInputSchema = z
  .strictObject({
    code: catalogSlugSchema(60),
    type: z.enum(attributeTypes, 'validations.invalid'),
    filterable: z.boolean('validations.invalid'),
    name: catalogNamesSchema,
    values: z.array(attributeValueInputSchema, 'validations.invalid').max(catalogListMaxLength, 'validations.maxItems'),
  })
  .superRefine((attribute, context) => {
    const slugs = new Set<string>();
    const ids = new Set<number>();
    attribute.values.forEach((value, index) => {
      if (slugs.has(value.slug)) context.addIssue({ code: 'custom', path: ['values', index, 'slug'], message: 'adminCatalog.errors.slugTaken' });
      slugs.add(value.slug);
      if (value.id !== undefined && ids.has(value.id)) context.addIssue({ code: 'custom', path: ['values', index, 'id'], message: 'validations.invalid' });
      if (value.id !== undefined) ids.add(value.id);
    });
  });
export type AttributeInput = z.output<typeof attributeInputSchema>;

/** `POST /api/admin/brands`, `PUT /api/admin/brands/:id`. */
export const brandInputSchema = z.strictObject({ slug: catalogSlugSchema(80), name: catalogNamesSchema });
export type BrandInput = z.output<typeof brandInputSchema>;

/** A category in the tree: both names, its address, shown or not, its subcategories. */
export interface StaffCategoryNode {
  id: number;
  slug: string;
  name: CatalogNames;
  active: boolean;
  products: number;
  children: StaffCategoryNode[];
}

/** `GET /api/admin/categories/:id`: a category as its editor shows it. */
export interface StaffCategory {
  id: number;
  slug: string;
  parent_id: number | null;
  active: boolean;
  /** Its public path ("namety"). */
  path: string;
  translations: Record<Locale, z.output<typeof categoryTranslationSchema>>;
  filters: { price: boolean; attribute_ids: number[] | null };
}

export interface StaffAttributeValue {
  id: number;
  slug: string;
  hex: string | null;
  name: CatalogNames;
  /** Products that carry it. */
  products: number;
}

export interface StaffAttribute {
  id: number;
  code: string;
  type: (typeof attributeTypes)[number];
  filterable: boolean;
  name: CatalogNames;
  values: StaffAttributeValue[];
}

export interface StaffBrand {
  id: number;
  slug: string;
  name: CatalogNames;
  products: number;
}
