import { stringify } from 'csv-stringify/sync';
import { PassThrough, Readable } from 'node:stream';
import { inertCell } from './inert-cell.ts';
import { loadExcelJs } from './load-exceljs.ts';

export type SheetCell = string | number | null;

/**
 * A CSV download written as its rows are read: UTF-8 with a BOM (spreadsheet programs then read
 * Cyrillic), CR LF, formula signs made inert.
 */
export function csvStream(header: readonly string[], pages: AsyncIterable<SheetCell[][]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const line = (rows: SheetCell[][]) => stringify(rows.map((cells) => cells.map((cell) => (typeof cell === 'string' ? inertCell(cell) : (cell ?? '')))), { record_delimiter: 'windows' });
  const iterator = pages[Symbol.asyncIterator]();
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(`\ufeff${line([[...header]])}`));
    },
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else if (next.value.length > 0) controller.enqueue(encoder.encode(line(next.value)));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/**
 * An XLSX download written as its rows are read (exceljs's streaming writer): one sheet, the
 * header bold and frozen; `decimals` columns hold numbers shown with two decimals.
 */
export function xlsxStream(header: readonly string[], pages: AsyncIterable<SheetCell[][]>, { sheet, decimals }: { sheet: string; decimals: ReadonlySet<string> }): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const write = async () => {
    const { default: ExcelJS } = await loadExcelJs();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
    const worksheet = workbook.addWorksheet(sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
    worksheet.columns = header.map((key) => ({ key, width: Math.max(12, key.length + 2), ...(decimals.has(key) ? { style: { numFmt: '0.00' } } : {}) }));
    const head = worksheet.addRow([...header]);
    head.font = { bold: true };
    head.commit();
    const asNumber = header.map((key) => decimals.has(key));
    for await (const rows of pages) {
      for (const cells of rows) worksheet.addRow(cells.map((cell, index) => (asNumber[index] && typeof cell === 'string' ? Number(cell) : (cell ?? '')))).commit();
    }
    worksheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}

/** Headers of a spreadsheet download: a file named by the Kyiv day, never kept by a cache. */
export function sheetDownloadHeaders(format: 'csv' | 'xlsx', name: string, now: Date): Record<string, string> {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return {
    'content-type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'content-disposition': `attachment; filename="${name}-${day}.${format}"`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  };
}
