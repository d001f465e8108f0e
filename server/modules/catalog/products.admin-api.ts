import { Hono, type Context } from 'hono';
import { z } from 'zod';
import '../../../app/locales/admin-products/index.ts';
import { bulkPriceSchema, productActiveSchema, productIdSchema, productInputSchema, productListSchema } from '../../../common/admin-products.ts';
import { translator } from '../../../common/i18n.ts';
import { fieldError, HttpError } from '../../http/errors.ts';
import { readBody, validationError } from '../../http/validation.ts';
import { exportFormatSchema } from '../../../common/admin-products-import.ts';
import { sheetDownloadHeaders } from '../../spreadsheet/sheet-write.ts';
import { requireStaff, type StaffEnv } from '../staff/staff.guard.ts';
import { requestOriginOf } from '../staff/staff.request.ts';
import { exportProducts } from './products.export.ts';
import { importProducts } from './products.import.ts';
import { readImportUpload, refusalMessage } from './products.import-upload.ts';
import { changePrices, duplicateProduct, getStaffProduct, listStaffProducts, productChoices, saveProduct, setProductActive, type ProductSaveResult } from './products.admin.ts';

/** A price list sent for import: larger than the back office's JSON, read to its own limit once the member is checked. */
export const isProductImport = (c: Context) => c.req.method === 'POST' && c.req.path === '/api/admin/products/import';

/** /api/admin/products: the catalogue's products, for the staff with the 'catalog' capability. */
export const productsAdminApi = new Hono<StaffEnv>()
  .get('/', requireStaff('catalog'), async (c) => {
    const parsed = productListSchema.safeParse(c.req.query());
    if (!parsed.success) throw validationError(parsed.error.issues, c.var.staff.locale);
    return c.json({ data: await listStaffProducts(c.var.deps.db, { locale: c.var.staff.locale, list: parsed.data }) }, 200);
  })
  .get('/choices', requireStaff('catalog'), async (c) => {
    return c.json({ data: await productChoices(c.var.deps.db, c.var.staff.locale) }, 200);
  })
  .post('/', requireStaff('catalog'), async (c) => {
    const input = await readProduct(c);
    const result = await saveProduct(c.var.deps.db, { input, ...change(c) });
    return c.json({ data: answered(c, result) }, 201);
  })
  .post('/bulk-price', requireStaff('catalog'), async (c) => {
    const parsed = bulkPriceSchema.safeParse(await readBody(c, z.looseObject({})));
    if (!parsed.success) throw validationError(parsed.error.issues, c.var.staff.locale);
    const products = await changePrices(c.var.deps.db, { filter: parsed.data.filter, percent: parsed.data.percent, ...change(c) });
    return c.json({ data: { products } }, 200);
  })
  .get('/export', requireStaff('catalog'), async (c) => {
    const parsed = exportFormatSchema.safeParse(c.req.query());
    if (!parsed.success) throw validationError(parsed.error.issues, c.var.staff.locale);
    const { db, now } = c.var.deps;
    return new Response(exportProducts(db, parsed.data.format), { headers: sheetDownloadHeaders(parsed.data.format, 'products', now()) });
  })
  .post('/import', requireStaff('catalog'), async (c) => {
    const t = translator(c.var.staff.locale);
    const upload = await readImportUpload(c.req.raw, t);
    if (!upload.ok) throw fieldError(upload.field, upload.message);
    const result = await importProducts(c.var.deps.db, { ...upload, locale: c.var.staff.locale, ...change(c) });
    if (!result.ok) throw fieldError('file', refusalMessage(result.refusal, t));
    const { report } = result;
    // An apply refused for the rows' errors wrote nothing: a 422 that carries the report.
    if (report.mode === 'apply' && !report.applied) throw new HttpError(422, t('adminProductsImport.hasErrors'), { details: { report } });
    return c.json({ data: { report } }, 200);
  })
  .get('/:id', requireStaff('catalog'), async (c) => {
    const product = await getStaffProduct(c.var.deps.db, productId(c));
    if (!product) throw notFound(c);
    return c.json({ data: { product } }, 200);
  })
  .put('/:id', requireStaff('catalog'), async (c) => {
    const id = productId(c);
    const input = await readProduct(c);
    const result = await saveProduct(c.var.deps.db, { id, input, ...change(c) });
    return c.json({ data: answered(c, result) }, 200);
  })
  .post('/:id/active', requireStaff('catalog'), async (c) => {
    const id = productId(c);
    const parsed = productActiveSchema.safeParse(await readBody(c, z.looseObject({})));
    if (!parsed.success) throw validationError(parsed.error.issues, c.var.staff.locale);
    if (!(await setProductActive(c.var.deps.db, { id, active: parsed.data.active, ...change(c) }))) throw notFound(c);
    return c.json({ data: { id, active: parsed.data.active } }, 200);
  })
  .post('/:id/duplicate', requireStaff('catalog'), async (c) => {
    const result = await duplicateProduct(c.var.deps.db, { id: productId(c), ...change(c) });
    return c.json({ data: answered(c, result) }, 201);
  });

const change = (c: Context<StaffEnv>) => ({ actor: c.var.staff, ip: requestOriginOf(c).ip, now: c.var.deps.now() });
const notFound = (c: Context<StaffEnv>) => new HttpError(404, translator(c.var.staff.locale)('adminProducts.notFound'));

function productId(c: Context<StaffEnv>): number {
  const parsed = productIdSchema.safeParse(c.req.param());
  if (!parsed.success) throw validationError(parsed.error.issues, c.var.staff.locale);
  return parsed.data.id;
}

async function readProduct(c: Context<StaffEnv>) {
  // Read as any object first, so field messages follow the member's language, not the browser's.
  const parsed = productInputSchema.safeParse(await readBody(c, z.looseObject({})));
  if (!parsed.success) throw validationError(parsed.error.issues, c.var.staff.locale);
  return parsed.data;
}

/** The saved product, or the refusal as an HTTP error (404, or 422 with the fields' messages). */
function answered(c: Context<StaffEnv>, result: ProductSaveResult) {
  const t = translator(c.var.staff.locale);
  if (result.ok) return { product: result.product, changed: result.changed };
  if (result.reason === 'notFound') throw notFound(c);
  const params = Object.fromEntries(Object.entries(result.errors).map(([field, keys]) => [field, keys.map((key) => t(key))]));
  throw new HttpError(422, Object.values(params)[0]?.[0] ?? t('validations.invalid'), { params });
}
