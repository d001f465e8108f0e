// The price list: the columns of the products' export and import, the import's limits and its
// report. Back office only: full zod.
import { z } from 'zod';

/** One row per option (SKU); the product's own columns repeat on each of its rows. */
export const productSheetColumns = [
  'slug',
  'product_sku',
  'sku',
  'name_uk',
  'name_en',
  'description_uk',
  'description_en',
  'features_uk',
  'features_en',
  'meta_title_uk',
  'meta_title_en',
  'meta_description_uk',
  'meta_description_en',
  'category',
  'brand',
  'size',
  'color',
  'price',
  'old_price',
  'special_price',
  'stock',
  'weight',
  'active',
  'featured',
] as const;
export type ProductSheetColumn = (typeof productSheetColumns)[number];

export const isProductSheetColumn = (name: string): name is ProductSheetColumn => (productSheetColumns as readonly string[]).includes(name);

/** The largest file taken, in bytes, and the most rows (options) in it. */
export const maxImportBytes = 10 * 1024 * 1024;
export const maxImportRows = 10_000;

export const exportFormatSchema = z.object({ format: z.enum(['csv', 'xlsx'], 'validations.invalid').default('csv') });
export type SheetFormat = z.output<typeof exportFormatSchema>['format'];

/** `POST /api/admin/products/import`: the form's fields besides the file. */
export const importModeSchema = z.object({ mode: z.enum(['dry_run', 'apply'], 'validations.invalid').default('dry_run') });
export type ImportMode = z.output<typeof importModeSchema>['mode'];

/** A whole number of units or grams as a cell holds it ("12", " 12 "). */
const wholeNumber = (message: string) =>
  z
    .string('validations.invalid')
    .trim()
    .regex(/^\d{1,7}$/, message)
    .transform(Number);

/** Yes or no as people and spreadsheets write it. */
const yesNo = z
  .string('validations.invalid')
  .trim()
  .toLowerCase()
  .pipe(z.enum(['1', '0', 'true', 'false', 'yes', 'no', 'так', 'ні'], 'adminProductsImport.errors.yesNo'))
  .transform((value) => ['1', 'true', 'yes', 'так'].includes(value));

/** A slug of a category or a filter value; empty when the cell is. */
const referenceSlug = z.string('validations.invalid').trim().toLowerCase().max(160, 'validations.maxLength');

/** Cells read as something other than text (the rest go to the product's schema as they are). */
export const importCellSchemas = {
  stock: wholeNumber('adminProducts.errors.stock'),
  weight: wholeNumber('adminProducts.errors.weight'),
  active: yesNo,
  featured: yesNo,
  category: referenceSlug,
  brand: referenceSlug,
  size: referenceSlug,
  color: referenceSlug,
} satisfies Partial<Record<ProductSheetColumn, z.ZodType>>;

export type ImportRowStatus = 'create' | 'update' | 'unchanged' | 'error';

export interface ImportRowReport {
  /** The row's number as a spreadsheet shows it: the header is row 1. */
  row: number;
  sku: string;
  status: ImportRowStatus;
  /** The columns that would change (or did), for 'update'. */
  fields: ProductSheetColumn[];
  errors: { column: string; message: string }[];
}

export interface ImportReport {
  mode: ImportMode;
  /** Whether the changes were written (apply without errors). */
  applied: boolean;
  file: string;
  format: SheetFormat;
  summary: { rows: number; create: number; update: number; unchanged: number; error: number; products_created: number; products_changed: number };
  rows: ImportRowReport[];
}
