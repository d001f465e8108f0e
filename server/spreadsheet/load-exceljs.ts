/**
 * exceljs, loaded on the first spreadsheet the back office reads or writes rather than at start:
 * it takes ~350 ms and ~37 MB to load, and most processes never open a spreadsheet.
 */
export const loadExcelJs = () => import('exceljs');
