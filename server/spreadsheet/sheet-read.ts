import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import { loadExcelJs } from './load-exceljs.ts';
import { activeCell } from './inert-cell.ts';
import { checkZip } from './zip-guard.ts';

export interface SheetRow {
  /** As a spreadsheet numbers it: the header is row 1. */
  number: number;
  cells: string[];
}

export type SheetReadResult =
  | { ok: true; format: 'csv' | 'xlsx'; header: string[]; rows: SheetRow[] }
  | { ok: false; reason: 'notCsv' | 'notXlsx' | 'unpacksTooBig' | 'tooManyRows' | 'empty' };

const zipMagic = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * The first sheet of an XLSX (told by its bytes, not its name) or a CSV (UTF-8, BOM or not,
 * comma or semicolon as the header shows), as text cells with the rows' numbers; empty rows left
 * out. At most `maxRows` rows besides the header.
 */
export async function readSheet(bytes: Buffer, { name, maxRows, maxUnpackedBytes }: { name: string; maxRows: number; maxUnpackedBytes: number }): Promise<SheetReadResult> {
  const isZip = bytes.subarray(0, 4).equals(zipMagic);
  if (isZip) return readXlsx(bytes, { maxRows, maxUnpackedBytes });
  if (/\.xlsx$/i.test(name)) return { ok: false, reason: 'notXlsx' };
  return readCsv(bytes, maxRows);
}

function readCsv(bytes: Buffer, maxRows: number): SheetReadResult {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, reason: 'notCsv' };
  }
  // A text file has no NUL: this is some other binary file.
  if (text.includes('\u0000')) return { ok: false, reason: 'notCsv' };
  text = text.replace(/^\ufeff/, '');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  // Spreadsheet programs in Ukrainian locales save CSV with semicolons.
  const delimiter = firstLine.split(';').length > firstLine.split(',').length ? ';' : ',';
  let records: string[][];
  try {
    records = parse(text, { delimiter, relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch {
    return { ok: false, reason: 'notCsv' };
  }
  return shaped(
    'csv',
    records.map((cells, index) => ({ number: index + 1, cells: cells.map(activeCell) })),
    maxRows,
  );
}

async function readXlsx(bytes: Buffer, { maxRows, maxUnpackedBytes }: { maxRows: number; maxUnpackedBytes: number }): Promise<SheetReadResult> {
  const checked = checkZip(bytes, { maxEntries: 1000, maxUnpackedBytes });
  if (!checked.ok) return { ok: false, reason: checked.reason === 'tooBig' ? 'unpacksTooBig' : 'notXlsx' };
  const { default: ExcelJSModule } = await loadExcelJs();
  const workbook = new ExcelJSModule.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    return { ok: false, reason: 'notXlsx' };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { ok: false, reason: 'notXlsx' };
  if (sheet.actualRowCount > maxRows + 1) return { ok: false, reason: 'tooManyRows' };
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const values = row.values as ExcelJS.CellValue[];
    rows.push({ number, cells: Array.from({ length: Math.max(values.length - 1, 0) }, (_, index) => cellText(values[index + 1])) });
  });
  return shaped('xlsx', rows, maxRows);
}

function shaped(format: 'csv' | 'xlsx', all: SheetRow[], maxRows: number): SheetReadResult {
  const [header, ...rows] = all.filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  if (!header || rows.length === 0) return { ok: false, reason: 'empty' };
  if (rows.length > maxRows) return { ok: false, reason: 'tooManyRows' };
  return { ok: true, format, header: header.cells.map((cell) => cell.trim().toLowerCase()), rows };
}

/** A cell's value as the text a person sees in it (a formula's result, a link's text). */
function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  return '';
}
