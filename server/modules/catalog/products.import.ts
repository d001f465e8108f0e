import { inArray } from 'drizzle-orm';
import { minorToDecimal, minorToDecimalOrNull } from '../../../common/currency.ts';
import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import '../../../app/locales/admin-products/index.ts';
import '../../../app/locales/admin-products-import/index.ts';
import type { Database } from '../../db/client.ts';
import { forgetReadThrough } from '../../db/read-cache.ts';
import { uniqueViolationOf } from '../../db/unique-violation.ts';
import { productOptions, products } from '../../db/schema/catalog.ts';
import { batches } from '../../db/seed/db-helpers.ts';
import {
  importCellSchemas,
  isProductSheetColumn,
  maxImportRows,
  type ImportMode,
  type ImportReport,
  type ImportRowReport,
  type ProductSheetColumn,
} from '../../../common/admin-products-import.ts';
import { productInputSchema, productSlugSchema, skuSchema, type ProductInput } from '../../../common/admin-products.ts';
import { translator } from '../../../common/i18n.ts';
import { locales, type Locale } from '../../../common/locales.ts';
import { fieldErrors } from '../../http/validation.ts';
import { readSheet, type SheetRow } from '../../spreadsheet/sheet-read.ts';
import { recordAudit, type AuditActor } from '../audit/audit.record.ts';
import { sanitizeRichText } from '../content/rich-text.sanitize.ts';
import { buildSearchDocumentsLater, buildStaleSearchDocuments } from '../search/search.documents.ts';
import { loadSheetReferences, loadStoredProducts, type SheetReferences, type StoredProduct } from './products.sheet.ts';
import { checkProducts, writeProducts, type ProductWrite, type ProductWriteErrors } from './products.write.ts';

/** A file refused whole: not a spreadsheet, too big, or a header the import cannot read. */
export type ImportRefusal = { reason: 'notCsv' | 'notXlsx' | 'unpacksTooBig' | 'tooManyRows' | 'empty' | 'noSkuColumn' } | { reason: 'unknownColumn' | 'columnTwice'; column: string };

export type ImportResult = { ok: true; report: ImportReport } | { ok: false; refusal: ImportRefusal };

/**
 * What an XLSX may unpack to: several times what 10,000 rows of 30 columns take (about 10 MB of
 * XML), and small enough that the reader, which holds the whole workbook, stays within memory.
 */
const maxUnpackedBytes = 50 * 1024 * 1024;

type RawInput = z.input<typeof productInputSchema>;
type RawOption = RawInput['options'][number];
type Texts = RawInput['translations']['uk'];
const textFields = ['name', 'description', 'features', 'meta_title', 'meta_description'] as const satisfies readonly (keyof Texts)[];

/** The column of a field of the product's input, for messages by row and column. */
const productFieldColumns: Record<string, ProductSheetColumn> = { slug: 'slug', sku: 'product_sku', category_id: 'category', weight: 'weight', active: 'active', featured: 'featured', attribute_value_ids: 'brand' };
const optionFieldColumns: Record<string, ProductSheetColumn> = {
  sku: 'sku',
  size_value_id: 'size',
  color_value_id: 'color',
  price: 'price',
  old_price: 'old_price',
  special_price: 'special_price',
  stock: 'stock',
};


/** One product of the file: its rows, what it is now (null when new) and what the file makes of it. */
interface PlannedProduct {
  /** Never empty: a product is planned from the rows that name it. */
  rows: [SheetRow, ...SheetRow[]];
  existing: StoredProduct | null;
  /** The row each option of the input came from (undefined: an option the file does not name). */
  optionRows: (number | undefined)[];
  /** The row holding each product column's value. */
  valueRows: Map<ProductSheetColumn, number>;
  input?: ProductInput;
}

/** A rollback of the import's transaction: the writer refused a product. */
class Rollback {}

/**
 * Reads a price list (CSV or XLSX) and says, row by row, what it would create or change and
 * what is wrong where; with mode 'apply' and no error anywhere it writes every change through
 * the one product writer in one transaction with one audit entry. Products the file leaves as
 * they are are not written at all, so importing an export changes nothing.
 */
export async function importProducts(
  db: Database,
  { bytes, name, mode, locale, actor, ip, now }: { bytes: Buffer; name: string; mode: ImportMode; locale: Locale; actor: AuditActor; ip?: string | null; now: Date },
): Promise<ImportResult> {
  const sheet = await readSheet(bytes, { name, maxRows: maxImportRows, maxUnpackedBytes });
  if (!sheet.ok) return { ok: false, refusal: { reason: sheet.reason } };
  const columnIndex = new Map<ProductSheetColumn, number>();
  for (const [index, column] of sheet.header.entries()) {
    if (column === '') continue;
    if (!isProductSheetColumn(column)) return { ok: false, refusal: { reason: 'unknownColumn', column } };
    if (columnIndex.has(column)) return { ok: false, refusal: { reason: 'columnTwice', column } };
    columnIndex.set(column, index);
  }
  if (!columnIndex.has('sku')) return { ok: false, refusal: { reason: 'noSkuColumn' } };

  const t = translator(locale);
  const errors = new Map<number, { column: string; message: string }[]>();
  const refuse = (row: number, column: string, message: string) => {
    const list = errors.get(row) ?? [];
    if (!list.some((error) => error.column === column && error.message === message)) list.push({ column, message });
    errors.set(row, list);
  };
  /** A cell's text; undefined when the file has no such column. */
  const cell = (row: SheetRow, column: ProductSheetColumn): string | undefined => {
    const index = columnIndex.get(column);
    return index === undefined ? undefined : (row.cells[index] ?? '');
  };

  /** What the file makes of the catalogue as `reader` sees it: the report's rows and the products it changes. */
  const plan = async (reader: Database) => {
    const planned = await groupRows(reader, sheet.rows, { cell, refuse, t, locale, bySlug: columnIndex.has('slug'), lock: mode === 'apply' });
    const references = await loadSheetReferences(reader);
    for (const product of planned) planProduct(product, references, { cell, refuse, t, locale });
    const report = new Map<number, ImportRowReport>(sheet.rows.map((row) => [row.number, { row: row.number, sku: (cell(row, 'sku') ?? '').trim(), status: 'unchanged', fields: [], errors: [] }]));
    const changed = planned.filter((product) => product.input && !product.rows.some((row) => errors.has(row.number)) && markChanges(product, report));
    return { report, changed };
  };

  let planned: Awaited<ReturnType<typeof plan>> | undefined;
  let applied = false;
  if (mode === 'apply') {
    // Planned and written in one transaction, the products it reads locked: an order taking
    // stock meanwhile, or an editor's save, is never undone by the file's older picture of them.
    applied = await writeInTransaction(
      db,
      async (tx) => {
        planned = await plan(tx);
        return errors.size === 0 ? planned.changed : null;
      },
      { refuse, t, now, audit: { actor, ip, file: name, format: sheet.format, rows: sheet.rows.length } },
    );
  } else {
    planned = await plan(db);
    // A dry run asks the writer only what it would refuse.
    const refused = await checkProducts(db, planned.changed.map(writeOf));
    // Keyed by the product's place in what the writer was given.
    for (const [index, fields] of refused) refuseFields(planned.changed[index]!, fields, { refuse, t });
  }
  const { report, changed } = planned!;

  for (const [row, list] of errors) Object.assign(report.get(row)!, { status: 'error', fields: [], errors: list });
  const rows = [...report.values()];
  const count = (status: ImportRowReport['status']) => rows.filter((row) => row.status === status).length;
  const clean = changed.filter((product) => !product.rows.some((row) => errors.has(row.number)));
  const created = clean.filter((product) => !product.existing).length;
  return {
    ok: true,
    report: {
      mode,
      applied,
      file: name,
      format: sheet.format,
      summary: {
        rows: rows.length,
        create: count('create'),
        update: count('update'),
        unchanged: count('unchanged'),
        error: count('error'),
        products_created: created,
        products_changed: clean.length - created,
      },
      rows,
    },
  };
}

type Helpers = {
  cell: (row: SheetRow, column: ProductSheetColumn) => string | undefined;
  refuse: (row: number, column: string, message: string) => void;
  t: ReturnType<typeof translator>;
  locale: Locale;
};

/** The message of a failed parse, which always has an issue. */
const firstMessage = (error: { issues: readonly { message: string }[] }) => error.issues[0]!.message;

/**
 * Rows by product: by the slug when the file has that column (a new slug is a new product), else
 * by the product that owns the row's SKU (a stock or price list). A SKU named twice is an error.
 */
async function groupRows(db: Database, rows: SheetRow[], { cell, refuse, t, bySlug, lock }: Helpers & { bySlug: boolean; lock: boolean }): Promise<PlannedProduct[]> {
  const firstRowOfSku = new Map<string, number>();
  const keyed: { row: SheetRow; key: string }[] = [];
  for (const row of rows) {
    const sku = skuSchema.safeParse(cell(row, 'sku'));
    if (!sku.success) {
      refuse(row.number, 'sku', t(firstMessage(sku.error)));
      continue;
    }
    const earlier = firstRowOfSku.get(sku.data);
    if (earlier !== undefined) {
      refuse(row.number, 'sku', t('adminProductsImport.errors.skuRepeated', { row: earlier }));
      continue;
    }
    firstRowOfSku.set(sku.data, row.number);
    if (!bySlug) {
      keyed.push({ row, key: sku.data });
      continue;
    }
    const raw = cell(row, 'slug') ?? '';
    if (raw.trim() === '') {
      refuse(row.number, 'slug', t('validations.required'));
      continue;
    }
    const slug = productSlugSchema.safeParse(raw);
    if (!slug.success) refuse(row.number, 'slug', t(firstMessage(slug.error)));
    else keyed.push({ row, key: slug.data });
  }

  const keys = [...new Set(keyed.map((entry) => entry.key))];
  const owners = new Map<string, number>();
  for (const chunk of batches(keys, 5000)) {
    const found = bySlug
      ? await db.select({ key: products.slug, id: products.id }).from(products).where(inArray(products.slug, chunk))
      : await db.select({ key: productOptions.sku, id: productOptions.productId }).from(productOptions).where(inArray(productOptions.sku, chunk));
    for (const row of found) owners.set(row.key, row.id);
  }
  // Applying: locked until the import's transaction ends.
  if (lock) for (const chunk of batches([...new Set(owners.values())], 5000)) await db.select({ id: products.id }).from(products).where(inArray(products.id, chunk)).for('update');
  const stored = new Map((await loadStoredProducts(db, [...owners.values()])).map((product) => [product.id, product]));

  const groups = new Map<string, PlannedProduct>();
  for (const { row, key } of keyed) {
    const owner = owners.get(key);
    if (!bySlug && owner === undefined) {
      refuse(row.number, 'sku', t('adminProductsImport.errors.unknownSku'));
      continue;
    }
    const groupKey = bySlug ? key : `#${owner}`;
    const group = groups.get(groupKey);
    if (group) group.rows.push(row);
    else groups.set(groupKey, { rows: [row], existing: owner === undefined ? null : (stored.get(owner) ?? null), optionRows: [], valueRows: new Map() });
  }
  return [...groups.values()];
}

/** Builds the product's input from what it is and what its rows say, and checks it with the editor's schema. */
function planProduct(product: PlannedProduct, references: SheetReferences, { cell, refuse, t, locale }: Helpers): void {
  const { rows, existing } = product;
  const firstRow = rows[0].number;
  let failed = false;
  const fail = (row: number, column: string, message: string) => {
    failed = true;
    refuse(row, column, message);
  };

  /** A product column's value: its first non-empty cell; other rows leave it empty or repeat it. */
  const value = (column: ProductSheetColumn): string | undefined => {
    let found: { text: string; row: number } | undefined;
    for (const row of rows) {
      const text = cell(row, column);
      if (text === undefined) return undefined;
      if (text.trim() === '') continue;
      if (!found) found = { text, row: row.number };
      else if (text.trim() !== found.text.trim()) fail(row.number, column, t('adminProductsImport.errors.differs', { row: found.row }));
    }
    product.valueRows.set(column, found?.row ?? firstRow);
    return found?.text ?? '';
  };
  /** A cell read by its column's schema; undefined when absent or empty, reported when wrong. */
  const parsed = <K extends keyof typeof importCellSchemas>(column: K, text: string | undefined, row: number): z.output<(typeof importCellSchemas)[K]> | undefined => {
    if (text === undefined || text.trim() === '') return undefined;
    const result = importCellSchemas[column].safeParse(text);
    if (result.success) return result.data as z.output<(typeof importCellSchemas)[K]>;
    fail(row, column, t(firstMessage(result.error)));
    return undefined;
  };
  /** A slug of a category, brand, size or colour to its id; null for an empty cell. */
  const reference = (column: 'category' | 'brand' | 'size' | 'color', text: string, row: number, ids: Map<string, number>, message: string): number | null | undefined => {
    const slug = parsed(column, text, row);
    if (slug === undefined) return null;
    const id = ids.get(slug);
    if (id === undefined) fail(row, column, t(message));
    return id;
  };
  const rowOf = (column: ProductSheetColumn) => product.valueRows.get(column) ?? firstRow;

  const texts = Object.fromEntries(
    locales.map((locale) => [
      locale,
      Object.fromEntries(
        textFields.map((field) => {
          const text = value(`${field}_${locale}` as ProductSheetColumn);
          // A name is required: an empty one keeps the product's; other texts may be emptied.
          const kept = existing?.translations[locale][field] ?? '';
          return [field, text === undefined || (field === 'name' && text.trim() === '') ? kept : text];
        }),
      ),
    ]),
  ) as RawInput['translations'];

  const categoryText = value('category');
  const categoryId = categoryText ? reference('category', categoryText, rowOf('category'), references.categoryIds, 'adminProducts.errors.category') : null;
  if (!existing && !categoryText) fail(rowOf('category'), 'category', t('validations.required'));

  let valueIds = existing?.selectValueIds ?? [];
  const brandText = value('brand');
  if (brandText !== undefined) {
    const brand = reference('brand', brandText, rowOf('brand'), references.brandIds, 'adminProductsImport.errors.brand');
    valueIds = [...valueIds.filter((id) => !references.brandSlugs.has(id)), ...(typeof brand === 'number' ? [brand] : [])];
  }

  const options: RawOption[] = (existing?.options ?? []).map((option) => ({
    id: option.id,
    sku: option.sku,
    size_value_id: option.sizeValueId,
    color_value_id: option.colorValueId,
    price: minorToDecimal(option.price),
    old_price: minorToDecimalOrNull(option.oldPrice),
    special_price: minorToDecimalOrNull(option.specialPrice),
    stock: option.stock,
  }));
  for (const row of rows) {
    const sku = skuSchema.parse(cell(row, 'sku'));
    let at = options.findIndex((option) => option.sku === sku);
    if (at < 0) at = options.push({ sku, size_value_id: null, color_value_id: null, price: '', old_price: null, special_price: null, stock: 0 }) - 1;
    const option = options[at]!;
    product.optionRows[at] = row.number;
    // A new option without a price is refused by the schema below, at this row.
    const price = cell(row, 'price');
    if (price !== undefined && price.trim() !== '') option.price = price;
    for (const column of ['old_price', 'special_price'] as const) {
      const text = cell(row, column);
      if (text !== undefined) option[column] = text.trim() === '' ? null : text;
    }
    const stock = parsed('stock', cell(row, 'stock'), row.number);
    if (stock !== undefined) option.stock = stock;
    for (const [column, field, ids, message] of [
      ['size', 'size_value_id', references.sizeIds, 'adminProducts.errors.size'],
      ['color', 'color_value_id', references.colorIds, 'adminProducts.errors.color'],
    ] as const) {
      const text = cell(row, column);
      if (text === undefined) continue;
      const id = reference(column, text, row.number, ids, message);
      if (id !== undefined) option[field] = id;
    }
  }

  const input: RawInput = {
    slug: existing?.slug ?? value('slug') ?? '',
    // Each row found or added its option above, and there is a row.
    sku: value('product_sku')?.trim() || existing?.sku || options[0]!.sku,
    // A category refused above is reported there: any id stands in so the rest is still checked.
    category_id: categoryId ?? existing?.categoryId ?? 1,
    active: parsed('active', value('active'), rowOf('active')) ?? existing?.active ?? true,
    featured: parsed('featured', value('featured'), rowOf('featured')) ?? existing?.featured ?? false,
    weight: parsed('weight', value('weight'), rowOf('weight')) ?? existing?.weight ?? 500,
    translations: texts,
    attribute_value_ids: valueIds,
    options,
  };
  // Checked even when a cell was refused, so every error of the rows shows at once.
  const checked = productInputSchema.safeParse(input);
  if (checked.success) {
    if (!failed) product.input = checked.data;
    return;
  }
  for (const [path, messages] of Object.entries(fieldErrors(checked.error.issues, locale))) for (const message of messages) refuseAt(product, path, message, refuse);
}

/** An error of the product's input (by its path) at the row and column it came from. */
function refuseAt(product: PlannedProduct, path: string, message: string, refuse: Helpers['refuse']): void {
  const [head = '', second, third] = path.split('.');
  const firstRow = product.rows[0].number;
  if (head === 'options') {
    const row = second === undefined ? firstRow : (product.optionRows[Number(second)] ?? firstRow);
    refuse(row, optionFieldColumns[third ?? 'sku'] ?? 'sku', message);
    return;
  }
  const column = head === 'translations' ? (`${third}_${second}` as ProductSheetColumn) : (productFieldColumns[head] ?? 'slug');
  refuse(product.valueRows.get(column) ?? firstRow, column, message);
}

/** Notes in the report what the product's rows change; answers whether anything does. */
function markChanges(product: PlannedProduct, report: Map<number, ImportRowReport>): boolean {
  const input = product.input!;
  const { existing } = product;
  if (!existing) {
    for (const row of product.rows) report.get(row.number)!.status = 'create';
    return true;
  }
  const productFields: ProductSheetColumn[] = [];
  if (input.sku !== existing.sku) productFields.push('product_sku');
  if (input.category_id !== existing.categoryId) productFields.push('category');
  if (input.weight !== existing.weight) productFields.push('weight');
  if (input.active !== existing.active) productFields.push('active');
  if (input.featured !== existing.featured) productFields.push('featured');
  for (const locale of locales) {
    for (const field of textFields) {
      const text = input.translations[locale][field];
      // Descriptions are stored sanitised: compared as they would be stored.
      const stored = field === 'description' || field === 'features' ? sanitizeRichText(text) : text;
      if (stored !== existing.translations[locale][field]) productFields.push(`${field}_${locale}` as ProductSheetColumn);
    }
  }
  if (!isDeepStrictEqual([...input.attribute_value_ids].sort((a, b) => a - b), [...existing.selectValueIds].sort((a, b) => a - b))) productFields.push('brand');

  const byId = new Map(existing.options.map((option) => [option.id, option]));
  let changed = productFields.length > 0;
  input.options.forEach((option, at) => {
    const row = product.optionRows[at];
    if (row === undefined) return;
    const entry = report.get(row)!;
    const before = option.id === undefined ? undefined : byId.get(option.id);
    if (!before) {
      entry.status = 'create';
      changed = true;
      return;
    }
    const fields: ProductSheetColumn[] = [];
    if (option.size_value_id !== before.sizeValueId) fields.push('size');
    if (option.color_value_id !== before.colorValueId) fields.push('color');
    if (option.price !== before.price) fields.push('price');
    if (option.old_price !== before.oldPrice) fields.push('old_price');
    if (option.special_price !== before.specialPrice) fields.push('special_price');
    if (option.stock !== before.stock) fields.push('stock');
    if (fields.length > 0) {
      Object.assign(entry, { status: 'update', fields });
      changed = true;
    }
  });
  if (productFields.length > 0) {
    const first = report.get(product.rows[0].number)!;
    Object.assign(first, { status: first.status === 'create' ? 'create' : 'update', fields: [...productFields, ...first.fields] });
  }
  return changed;
}

const writeOf = (product: PlannedProduct): ProductWrite => ({ id: product.existing?.id, input: product.input! });

/** The writer's refusals of a product (catalogue keys by the input's path), at their rows and columns. */
function refuseFields(product: PlannedProduct, fields: ProductWriteErrors, { refuse, t }: Pick<Helpers, 'refuse' | 't'>): void {
  for (const [path, keys] of Object.entries(fields)) for (const key of keys) refuseAt(product, path, t(key), refuse);
}

/**
 * Plans the import inside one transaction and writes the changed products through the one writer
 * there, with one audit entry. `planIn` answers the products to write, or null when the file has
 * errors (nothing is written). The writer checks first what only the database knows (slugs and
 * SKUs of other products, categories): a refusal goes to the report and nothing is written.
 */
async function writeInTransaction(
  db: Database,
  planIn: (tx: Database) => Promise<PlannedProduct[] | null>,
  { refuse, t, now, audit }: Pick<Helpers, 'refuse' | 't'> & { now: Date; audit: { actor: AuditActor; ip?: string | null; file: string; format: string; rows: number } },
): Promise<boolean> {
  let changed: PlannedProduct[] = [];
  try {
    const written = await db.transaction(async (tx) => {
      const planned = await planIn(tx);
      if (planned === null) return false;
      changed = planned;
      if (changed.length === 0) return true;
      // Built after the commit, in short transactions: on the embedded database this one holds
      // the only session, and every other request waits for it.
      await buildSearchDocumentsLater(tx);
      const result = await writeProducts(tx, { items: changed.map(writeOf), now });
      if (!result.ok && result.reason === 'notFound') {
        const gone = new Set(result.ids);
        for (const product of changed) if (product.existing && gone.has(product.existing.id)) refuse(product.rows[0].number, 'slug', t('adminProducts.notFound'));
        throw new Rollback();
      }
      if (!result.ok) {
        // Keyed by the product's place in what the writer was given.
        for (const [index, fields] of result.errors) refuseFields(changed[index]!, fields, { refuse, t });
        throw new Rollback();
      }
      const created = changed.filter((product) => !product.existing).length;
      await recordAudit(tx, {
        actor: audit.actor,
        action: 'product.import',
        entity: { type: 'product', id: 'import' },
        before: null,
        after: { file: audit.file, format: audit.format, rows: audit.rows, created, changed: changed.length - created },
        ip: audit.ip,
        at: now,
      });
      return true;
    });
    if (written && changed.length > 0) {
      forgetReadThrough(db);
      // Searchable when the report comes back. Should this fail, the job added with the write builds them.
      await buildStaleSearchDocuments(db).catch(() => undefined);
    }
    return written;
  } catch (error) {
    if (error instanceof Rollback) return false;
    // Another writer took a slug or SKU between the checks and the write: the file is fine, try again.
    // Only the writer's statements can clash, and it runs only with products to write.
    const [first] = changed;
    if (first && uniqueViolationOf(error)) {
      refuse(first.rows[0].number, 'sku', t('adminProductsImport.errors.concurrent'));
      return false;
    }
    throw error;
  }
}
