// The back office's products: one definition of a valid product for the admin API, the editor's
// action, the price-list import and the demo seed. Back office only: full zod.
import { z } from 'zod';
import { multiLine, singleLine } from './text.ts';

/** A slug of the address: lower-case Latin letters and digits in words joined by hyphens. */
export const productSlugSchema = z
  .string('validations.invalid')
  .trim()
  .toLowerCase()
  .max(200, 'validations.maxLength')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'adminProducts.errors.slug');

/** A stock-keeping unit as the warehouse writes it. */
export const skuSchema = z
  .string('validations.invalid')
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,59}$/, 'adminProducts.errors.sku');

/** Hryvnias as typed ("1 299,50", "1299.5"), kept as integer kopiyky. */
export const moneySchema = z
  .string('validations.invalid')
  .transform((value) => value.replace(/[\s\u00a0]/g, '').replace(',', '.'))
  .pipe(z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, 'adminProducts.errors.price'))
  .transform((value) => Math.round(Number(value) * 100))
  // Nothing is sold for nothing: a zero is a slip of the keyboard.
  .refine((kopiyky) => kopiyky > 0, 'adminProducts.errors.price');

/** An old or special price: empty or null when there is none. */
const optionalMoneySchema = z.preprocess((value) => (value === '' ? null : value), moneySchema.nullable());

const idSchema = z.number('validations.invalid').int('validations.invalid').positive('validations.invalid').max(2 ** 31 - 1, 'validations.invalid');

export const productTranslationSchema = z.strictObject({
  name: z.string('validations.invalid').check(singleLine).trim().min(1, 'validations.required').max(200, 'validations.maxLength'),
  /** Formatted text (HTML); sanitised before it is stored. */
  description: z.string('validations.invalid').check(...multiLine).max(20_000, 'validations.maxLength'),
  /** Formatted text (HTML, usually a list); sanitised before it is stored. */
  features: z.string('validations.invalid').check(...multiLine).max(20_000, 'validations.maxLength'),
  meta_title: z.string('validations.invalid').check(singleLine).trim().max(300, 'validations.maxLength'),
  meta_description: z.string('validations.invalid').check(...multiLine).trim().max(500, 'validations.maxLength'),
});

export const productOptionInputSchema = z
  .strictObject({
    /** An existing option keeps its id (carts and orders point at it); a new one has none. */
    id: idSchema.optional(),
    sku: skuSchema,
    size_value_id: idSchema.nullable(),
    color_value_id: idSchema.nullable(),
    price: moneySchema,
    old_price: optionalMoneySchema,
    special_price: optionalMoneySchema,
    stock: z.number('validations.invalid').int('validations.invalid').min(0, 'adminProducts.errors.stock').max(1_000_000, 'adminProducts.errors.stock'),
  })
  .superRefine((option, context) => {
    if (option.old_price !== null && option.old_price <= option.price) context.addIssue({ code: 'custom', path: ['old_price'], message: 'adminProducts.errors.oldPrice' });
    if (option.special_price !== null && option.special_price >= option.price) context.addIssue({ code: 'custom', path: ['special_price'], message: 'adminProducts.errors.specialPrice' });
  });

/** A stored picture's path: an upload (`uploads/2026/11/<hash>.webp`) or one the shop shipped with. */
const imagePathSchema = z
  .string('validations.invalid')
  .max(300, 'validations.maxLength')
  .regex(/^(?!.*\.\.)[a-z0-9][a-z0-9/_.-]*\.(svg|png|jpe?g|webp|gif)$/i, 'adminProducts.errors.image');

const altSchema = z.string('validations.invalid').check(singleLine).trim().max(300, 'validations.maxLength');

/** A photo of the product: the first of a colour is that colour's main photo, the first of all the product's. */
export const productImageInputSchema = z.strictObject({
  path: imagePathSchema,
  /** Shown when this colour is chosen; null for every colour. */
  color_value_id: idSchema.nullable(),
  alt: z.strictObject({ uk: altSchema, en: altSchema }),
});

/** `POST /api/admin/products`, `PUT /api/admin/products/:id`: a product whole, both languages. */
export const productInputSchema = z
  .strictObject({
    slug: productSlugSchema,
    sku: skuSchema,
    category_id: idSchema,
    active: z.boolean('validations.invalid'),
    featured: z.boolean('validations.invalid'),
    /** Shipping weight in grams, for delivery prices. */
    weight: z.number('validations.invalid').int('validations.invalid').min(1, 'adminProducts.errors.weight').max(1_000_000, 'adminProducts.errors.weight'),
    translations: z.strictObject({ uk: productTranslationSchema, en: productTranslationSchema }),
    /** Filter values (brand, material, season…); sizes and colours of the options are added to them. */
    attribute_value_ids: z.array(idSchema).max(100, 'validations.maxItems'),
    options: z.array(productOptionInputSchema).min(1, 'adminProducts.errors.noOptions').max(200, 'validations.maxItems'),
    /** The photos in order; left out, the product keeps the ones it has (a price list sends none). */
    images: z.array(productImageInputSchema).max(50, 'validations.maxItems').optional(),
  })
  .superRefine((product, context) => {
    const skus = new Map<string, number>();
    const variants = new Set<string>();
    product.options.forEach((option, index) => {
      const sku = option.sku.toUpperCase();
      if (skus.has(sku)) context.addIssue({ code: 'custom', path: ['options', index, 'sku'], message: 'adminProducts.errors.skuTwice' });
      skus.set(sku, index);
      const variant = `${option.size_value_id}/${option.color_value_id}`;
      if (variants.has(variant)) context.addIssue({ code: 'custom', path: ['options', index, 'size_value_id'], message: 'adminProducts.errors.variantTwice' });
      variants.add(variant);
    });
    const paths = new Set<string>();
    product.images?.forEach((image, index) => {
      if (paths.has(image.path)) context.addIssue({ code: 'custom', path: ['images', index, 'path'], message: 'adminProducts.errors.imageTwice' });
      paths.add(image.path);
    });
  });

export type ProductInput = z.infer<typeof productInputSchema>;
export type ProductOptionInput = ProductInput['options'][number];

export const productIdSchema = z.object({ id: z.coerce.number('validations.invalid').int('validations.invalid').positive('validations.invalid').max(2 ** 31 - 1, 'validations.invalid') });

export interface StaffProductOption {
  id: number;
  sku: string;
  size_value_id: number | null;
  color_value_id: number | null;
  /** Hryvnias with two decimals ("1299.00"); old and special null when there is none. */
  price: string;
  old_price: string | null;
  special_price: string | null;
  stock: number;
}

export interface StaffProductImage {
  path: string;
  width: number;
  height: number;
  color_value_id: number | null;
  alt: { uk: string; en: string };
}

/** `GET /api/admin/products/:id`: the product as the editor shows it. */
export interface StaffProductDetail {
  id: number;
  slug: string;
  sku: string;
  category_id: number;
  active: boolean;
  featured: boolean;
  weight: number;
  /** The storefront's path without the language prefix ("namety/namet-tramp-2"). */
  path: string;
  translations: Record<'uk' | 'en', z.infer<typeof productTranslationSchema>>;
  attribute_value_ids: number[];
  options: StaffProductOption[];
  images: StaffProductImage[];
  created_at: string;
  updated_at: string;
}

/** The editor's input as the API takes it back: prices as text, the stored form of each field. */
export function productInputOf(product: StaffProductDetail): z.input<typeof productInputSchema> {
  return {
    slug: product.slug,
    sku: product.sku,
    category_id: product.category_id,
    active: product.active,
    featured: product.featured,
    weight: product.weight,
    translations: product.translations,
    attribute_value_ids: product.attribute_value_ids,
    options: product.options.map((option) => ({ ...option })),
    images: product.images.map(({ path, color_value_id, alt }) => ({ path, color_value_id, alt: { ...alt } })),
  };
}

/** Products per page of the list. */
export const productsPerPage = 50;

/** `GET /api/admin/products` and the bulk price change: which products, as text from an address bar. */
export const productFilterSchema = z.object({
  /** Part of a name (either language) or the start of a SKU (the product's or an option's). */
  query: z.string('validations.invalid').check(singleLine).trim().max(100, 'validations.maxLength').optional(),
  category_id: z.coerce.number('validations.invalid').int('validations.invalid').positive('validations.invalid').max(2 ** 31 - 1, 'validations.invalid').optional(),
  status: z.enum(['active', 'inactive'], 'validations.invalid').optional(),
});
export type ProductFilter = z.output<typeof productFilterSchema>;

export const productListSchema = productFilterSchema.extend({
  page: z.coerce.number('validations.invalid').int('validations.invalid').min(1, 'validations.invalid').max(10_000, 'validations.invalid').optional(),
});
export type ProductListQuery = z.output<typeof productListSchema>;

/** `POST /api/admin/products/bulk-price`: every option of the filtered products up or down by a percentage. */
export const bulkPriceSchema = z.strictObject({
  filter: productFilterSchema.strict(),
  /** −90 to +500, up to two decimals ("-10", "7.5"); prices are rounded to whole hryvnias. */
  percent: z
    .union([z.number('validations.invalid'), z.string('validations.invalid').transform((value) => Number(value.trim().replace(',', '.')))])
    .pipe(z.number('adminProducts.errors.percent').min(-90, 'adminProducts.errors.percent').max(500, 'adminProducts.errors.percent').refine((value) => value !== 0 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-9, 'adminProducts.errors.percent')),
});

/** `POST /api/admin/products/:id/active`: publish or unpublish. */
export const productActiveSchema = z.strictObject({ active: z.boolean('validations.invalid') });

export interface StaffProductRow {
  id: number;
  sku: string;
  name: string;
  category: string;
  /** The "from" price in hryvnias ("1299.00"). */
  price: string;
  /** Units in stock over all options. */
  stock: number;
  active: boolean;
  path: string;
}

export interface StaffProductPage {
  products: StaffProductRow[];
  filter: { query: string; category_id: number | null; status: 'active' | 'inactive' | null };
  pagination: { page: number; pages: number; total: number; per_page: number };
}

/** What the editor offers: categories (with their trail) and attributes with their values, in the member's language. */
export interface ProductChoices {
  categories: { id: number; name: string; depth: number }[];
  attributes: { id: number; code: string; type: 'select' | 'color' | 'size'; name: string; values: { id: number; name: string }[] }[];
}
