import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { productOptions, products } from '../../db/schema/catalog.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { productSearchStale } from '../../db/schema/search.ts';
import { auditLog } from '../../db/schema/staff.ts';
import { maxImportBytes, productSheetColumns, type ImportReport } from '../../../common/admin-products-import.ts';
import { createStaffSession } from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { searchDocumentsJob } from '../search/search.documents.ts';

// The price list end to end: exported, edited, checked by a dry run, applied in one transaction.
let t: TestApp;
let editorCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  editorCookie = (await createStaffSession(t.deps, { role: 'content_editor', locale: 'en' })).cookie;
});
afterAll(() => t.close());

async function exported(format: 'csv' | 'xlsx', cookie = editorCookie) {
  return t.app.request(`/api/admin/products/export?format=${format}`, { headers: { cookie } });
}

async function upload(file: Buffer | string, { name = 'prices.csv', mode = 'dry_run', cookie = editorCookie }: { name?: string; mode?: string; cookie?: string } = {}) {
  const form = new FormData();
  form.set('file', new File([typeof file === 'string' ? Buffer.from(file) : new Uint8Array(file)], name));
  form.set('mode', mode);
  const response = await t.app.request('/api/admin/products/import', { method: 'POST', headers: { cookie, origin: 'http://localhost' }, body: form });
  const body = await response.json();
  return { status: response.status, body, report: (body.data?.report ?? body.errors?.report) as ImportReport };
}

const csvOf = (rows: Record<string, string>[]) => stringify([Object.keys(rows[0]!), ...rows.map((row) => Object.values(row))]);
const errorsOf = (report: ImportReport) => report.rows.flatMap((row) => row.errors.map((error) => ({ row: row.row, column: error.column, message: error.message })));
const importAudits = async () => (await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'product.import'))).length;
const catalogueState = async () => ({
  products: await rowsOf(t.deps.db, sql`select id, slug, sku, price, category_id, is_active, weight, updated_at from products order by id`),
  options: await rowsOf(t.deps.db, sql`select id, sku, price, old_price, special_price, stock, size_value_id, color_value_id, position from product_options order by id`),
  texts: await rowsOf(t.deps.db, sql`select product_id, locale, name, description, features from product_translations order by product_id, locale`),
  values: await rowsOf(t.deps.db, sql`select product_id, value_id from product_attribute_values order by product_id, value_id`),
});

/** A new product's rows: two sizes of a tent in the seed's "namety" category. */
const newTent = (slug: string, sku: string, extra: Record<string, string> = {}) =>
  ['m', 'l'].map((size, index) => ({
    slug,
    product_sku: sku,
    sku: `${sku}-${size.toUpperCase()}`,
    name_uk: `Намет ${slug}`,
    name_en: `Tent ${slug}`,
    description_uk: '<p>Опис</p><script>alert(1)</script>',
    description_en: '<p>Description</p>',
    category: 'namety',
    brand: '',
    size,
    color: 'olive',
    price: index === 0 ? '4999.00' : '5 299,50',
    old_price: '',
    special_price: '',
    stock: '7',
    weight: '2500',
    active: '1',
    ...extra,
  }));

describe('export', () => {
  it('gives every option as a CSV row with the BOM and the price list columns', async () => {
    const response = await exported('csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parse(bytes.subarray(3).toString('utf8')) as [string[], ...string[][]];
    expect(header).toEqual([...productSheetColumns]);
    const [total] = await t.deps.db.select({ count: sql<number>`count(*)::int` }).from(productOptions);
    expect(rows).toHaveLength(total!.count);
    const option = (await t.deps.db.select().from(productOptions).limit(1))[0]!;
    const row = rows.find((cells) => cells[header.indexOf('sku')] === option.sku)!;
    expect(row[header.indexOf('price')]).toBe((option.price / 100).toFixed(2));
    expect(row[header.indexOf('stock')]).toBe(String(option.stock));
  });

  it('gives an XLSX workbook with prices as numbers', async () => {
    const response = await exported('xlsx');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as string[]).slice(1)).toEqual([...productSheetColumns]);
    expect(typeof sheet.getRow(2).getCell(productSheetColumns.indexOf('price') + 1).value).toBe('number');
  });

  it('refuses an unknown format and a member without the catalogue', async () => {
    expect((await t.app.request('/api/admin/products/export?format=pdf', { headers: { cookie: editorCookie } })).status).toBe(422);
    const manager = await createStaffSession(t.deps, { role: 'manager' });
    expect((await exported('csv', manager.cookie)).status).toBe(403);
  });
});

describe('round trip', () => {
  for (const format of ['csv', 'xlsx'] as const) {
    it(`changes nothing when the ${format.toUpperCase()} export comes back`, async () => {
      const file = Buffer.from(await (await exported(format)).arrayBuffer());
      const before = await catalogueState();
      const audits = await importAudits();
      const dry = await upload(file, { name: `products.${format}` });
      expect(dry.status).toBe(200);
      expect(dry.report.format).toBe(format);
      expect(errorsOf(dry.report)).toEqual([]);
      expect(dry.report.rows.filter((row) => row.status !== 'unchanged')).toEqual([]);
      expect(dry.report.summary.unchanged).toBe(dry.report.summary.rows);

      const applied = await upload(file, { name: `products.${format}`, mode: 'apply' });
      expect(applied.status).toBe(200);
      expect(applied.report).toMatchObject({ applied: true, summary: { products_created: 0, products_changed: 0 } });
      expect(await catalogueState()).toEqual(before);
      expect(await importAudits()).toBe(audits);
    });
  }
});

describe('import', () => {
  it('dry-runs new products and changes without writing, then applies them in one go, shown on the storefront', async () => {
    const option = (await t.deps.db.select().from(productOptions).orderBy(productOptions.id).limit(1))[0]!;
    const rows = [...newTent('namet-import-1', 'IMP-1'), ...newTent('namet-import-2', 'IMP-2', { brand: '', active: 'yes' })];
    const file = csvOf(rows);
    const stockFile = `sku;stock;price\r\n${option.sku};${option.stock + 5};${((option.price + 100) / 100).toFixed(2)}\r\n`;
    const before = await catalogueState();

    const dry = await upload(file);
    expect(dry.status).toBe(200);
    expect(dry.report).toMatchObject({ mode: 'dry_run', applied: false, summary: { rows: 4, create: 4, error: 0, products_created: 2 } });
    const stockDry = await upload(stockFile, { name: 'stock.csv' });
    expect(stockDry.report.rows).toEqual([{ row: 2, sku: option.sku, status: 'update', fields: ['price', 'stock'], errors: [] }]);
    expect(await catalogueState()).toEqual(before);

    const applied = await upload(file, { mode: 'apply' });
    expect(applied.report).toMatchObject({ applied: true, summary: { products_created: 2 } });
    const created = await t.deps.db.select().from(products).where(inArray(products.slug, ['namet-import-1', 'namet-import-2']));
    expect(created).toHaveLength(2);
    const options = await t.deps.db.select().from(productOptions).where(eq(productOptions.productId, created[0]!.id));
    expect(options.map((o) => o.price).sort()).toEqual([499_900, 529_950]);
    const found = (await t.post('/api/search', { lang: 'en', string: 'namet-import-1' })).body.data.products.data;
    expect(found.map((product: { id: number }) => product.id)).toContain(created.find((p) => p.slug === 'namet-import-1')!.id);
    // Their search documents were left out of the import's transaction and built before it answered.
    expect(await t.deps.db.select().from(jobs).where(eq(jobs.kind, searchDocumentsJob))).toHaveLength(1);
    expect(await t.deps.db.select().from(productSearchStale)).toEqual([]);
    const [audit] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'product.import'));
    expect(audit!.after).toMatchObject({ file: 'prices.csv', format: 'csv', rows: 4, created: 2, changed: 0 });

    // The same file again: nothing left to do. The stock list changes only that option's stock and price.
    expect((await upload(file, { mode: 'apply' })).report.summary).toMatchObject({ unchanged: 4, products_changed: 0 });
    expect((await upload(stockFile, { name: 'stock.csv', mode: 'apply' })).report.applied).toBe(true);
    const [after] = await t.deps.db.select().from(productOptions).where(eq(productOptions.id, option.id));
    expect(after).toMatchObject({ stock: option.stock + 5, price: option.price + 100, oldPrice: option.oldPrice === null ? null : expect.any(Number) });
  });

  it('reports every error with its row and column in the member language, and an apply with errors writes nothing', async () => {
    const good = newTent('namet-good', 'GOOD-1');
    const rows = [
      ...good,
      ...newTent('namet-bad-price', 'BAD-1', { price: 'free' }),
      ...newTent('namet-bad-category', 'BAD-2', { category: 'no-such-category', stock: 'many' }),
      { ...newTent('namet-differs', 'BAD-3')[0], name_en: 'One name' },
      { ...newTent('namet-differs', 'BAD-3')[1], name_en: 'Another name' },
      ...newTent('namet-old-price', 'BAD-4', { old_price: '1.00' }),
      { ...newTent('namet-repeat', 'BAD-5')[0], sku: 'GOOD-1-M' },
      { ...newTent('namet-no-price', 'BAD-6')[0], price: '' },
    ];
    const before = await catalogueState();
    const dry = await upload(csvOf(rows));
    expect(dry.status).toBe(200);
    expect(errorsOf(dry.report)).toEqual([
      { row: 4, column: 'price', message: 'A price in hryvnias: above zero, up to 7 digits and up to 2 decimals' },
      { row: 5, column: 'price', message: 'A price in hryvnias: above zero, up to 7 digits and up to 2 decimals' },
      { row: 6, column: 'category', message: 'There is no such category' },
      { row: 6, column: 'stock', message: 'Stock: a whole number from 0 to 1,000,000' },
      { row: 7, column: 'stock', message: 'Stock: a whole number from 0 to 1,000,000' },
      { row: 9, column: 'name_en', message: 'Differs from row 8 of the same product: leave it empty or the same' },
      { row: 10, column: 'old_price', message: 'The old price must be higher than the price' },
      { row: 11, column: 'old_price', message: 'The old price must be higher than the price' },
      { row: 12, column: 'sku', message: 'This SKU is already in row 2' },
      { row: 13, column: 'price', message: 'A price in hryvnias: above zero, up to 7 digits and up to 2 decimals' },
    ]);
    expect(dry.report.rows.slice(0, 2).map((row) => row.status)).toEqual(['create', 'create']);

    const applied = await upload(csvOf(rows), { mode: 'apply' });
    expect(applied.status).toBe(422);
    expect(applied.body.errors.message).toBe('The file has errors: nothing was written. Correct the rows below and check the file again.');
    expect(applied.report.applied).toBe(false);
    expect(await catalogueState()).toEqual(before);

    // In Ukrainian for a member who reads Ukrainian.
    const uk = (await createStaffSession(t.deps, { role: 'content_editor', locale: 'uk' })).cookie;
    expect(errorsOf((await upload(csvOf(rows), { cookie: uk })).report)[2]).toEqual({ row: 6, column: 'category', message: 'Такої категорії немає' });
  });

  it('refuses what only the writer can see (a SKU of another product) and writes nothing', async () => {
    const [other] = await t.deps.db.select().from(productOptions).orderBy(productOptions.id).limit(1);
    const rows = [...newTent('namet-fine', 'FINE-1'), { ...newTent('namet-taken', 'TAKEN-1')[0]!, sku: other!.sku }];
    const before = await catalogueState();
    const dry = await upload(csvOf(rows));
    expect(errorsOf(dry.report)).toEqual([{ row: 4, column: 'sku', message: 'Another product already has this SKU' }]);
    expect(dry.report.rows[0]!.status).toBe('create');
    expect((await upload(csvOf(rows), { mode: 'apply' })).status).toBe(422);
    expect(await catalogueState()).toEqual(before);
  });

  it('answers an unknown SKU in a stock list, and a value that is not yes or no', async () => {
    const report = (await upload('sku,stock,active\r\nNO-SUCH-SKU,1,\r\n')).report;
    expect(errorsOf(report)).toEqual([{ row: 2, column: 'sku', message: 'There is no variant with this SKU; to create a product add the slug column' }]);
    const rows = newTent('namet-yes', 'YES-1', { active: 'maybe' });
    expect(errorsOf((await upload(csvOf(rows))).report)).toEqual([{ row: 2, column: 'active', message: 'Write 1 or 0 (yes or no)' }]);
  });
});

/** A zip of the given entries, deflated; `declared` overrides an entry's stated unpacked size. */
function zipOf(entries: { name: string; data: Buffer; declared?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const packed = deflateRawSync(entry.data);
    const name = Buffer.from(entry.name);
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(8, 8);
    head.writeUInt32LE(packed.length, 18);
    head.writeUInt32LE(entry.declared ?? entry.data.length, 22);
    head.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(entry.declared ?? entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(head, name, packed);
    directory.push(central, name);
    offset += head.length + name.length + packed.length;
  }
  const size = directory.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
}

describe('bad files', () => {
  const refused = async (file: Buffer | string, name: string) => {
    const answer = await upload(file, { name });
    expect(answer.status, name).toBe(422);
    return answer.body.errors.params.file[0] as string;
  };

  it('refuses what is not a price list with 422 and a message', async () => {
    expect(await refused(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 0xff, 0xfe]), 'photo.csv')).toBe('This is not a CSV file in UTF-8: save the sheet as CSV (UTF-8) or XLSX');
    expect(await refused('just some text', 'prices.xlsx')).toBe('The XLSX file is damaged or is not an XLSX file');
    expect(await refused(Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 7)]), 'broken.xlsx')).toBe('The XLSX file is damaged or is not an XLSX file');
    expect(await refused(zipOf([{ name: 'hello.txt', data: Buffer.from('hello') }]), 'not-a-sheet.xlsx')).toBe('The XLSX file is damaged or is not an XLSX file');
    // Damaged, not too big: its directory is said to start past the end of what arrived.
    const damaged = zipOf([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(4096, 'a') }]);
    damaged.writeUInt32LE(damaged.length + 1000, damaged.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])) + 16);
    expect(await refused(damaged, 'damaged.xlsx')).toBe('The XLSX file is damaged or is not an XLSX file');
    expect(await refused('sku,colour\r\nA-1,red\r\n', 'prices.csv')).toBe('Unknown column in row 1: colour');
    expect(await refused('slug,price\r\nnamet,1\r\n', 'prices.csv')).toBe('The file has no sku column');
    expect(await refused('sku,price\r\n', 'prices.csv')).toBe('The file has no rows besides the header');
    expect(await refused(`sku,stock\r\n${'A-1,1\r\n'.repeat(10_001)}`, 'prices.csv')).toBe('The file has more than 10000 rows: split it into several');
  });

  it('refuses a decompression bomb, whether its sizes are told or hidden', async () => {
    const zeros = Buffer.alloc(101 * 1024 * 1024);
    expect(await refused(zipOf([{ name: 'xl/worksheets/sheet1.xml', data: zeros }]), 'bomb.xlsx')).toBe('The XLSX file unpacks to too much data to be a price list');
    expect(await refused(zipOf([{ name: 'xl/worksheets/sheet1.xml', data: zeros, declared: 1000 }]), 'hidden-bomb.xlsx')).toBe('The XLSX file unpacks to too much data to be a price list');
  });

  it('refuses a file over the size limit and a form without a file', async () => {
    expect(await refused(Buffer.alloc(maxImportBytes + 1, 'a'), 'huge.csv')).toBe('The file is larger than 10 MB: split it into several');
    const response = await t.app.request('/api/admin/products/import', { method: 'POST', headers: { cookie: editorCookie, origin: 'http://localhost' }, body: new FormData() });
    expect(response.status).toBe(422);
  });
});
