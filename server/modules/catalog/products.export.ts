import { asc, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { productSheetColumns, type SheetFormat } from '../../../common/admin-products-import.ts';
import { csvStream, xlsxStream, type SheetCell } from '../../spreadsheet/sheet-write.ts';
import { loadSheetReferences, loadStoredProducts, productSheetRows } from './products.sheet.ts';

/** Products read per page of the export: memory stays flat whatever the catalogue's size. */
const productsPerPage = 500;

/** Every product's rows, a page of products at a time, oldest first. */
async function* productPages(db: Database): AsyncGenerator<SheetCell[][]> {
  const references = await loadSheetReferences(db);
  let after = 0;
  for (;;) {
    const ids = (await db.select({ id: products.id }).from(products).where(gt(products.id, after)).orderBy(asc(products.id)).limit(productsPerPage)).map((row) => row.id);
    const last = ids.at(-1);
    if (last === undefined) return;
    after = last;
    yield (await loadStoredProducts(db, ids)).flatMap((product) => productSheetRows(product, references, productSheetColumns));
  }
}

/** The whole catalogue as the price list the import takes back: one row per option (SKU). */
export function exportProducts(db: Database, format: SheetFormat): ReadableStream<Uint8Array> {
  if (format === 'csv') return csvStream(productSheetColumns, productPages(db));
  return xlsxStream(productSheetColumns, productPages(db), { sheet: 'products', decimals: new Set(['price', 'old_price', 'special_price']) });
}
