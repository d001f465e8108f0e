/**
 * A spreadsheet application runs a cell starting with = + - @ (or a tab or CR) as a formula: such a
 * value is written to CSV with a leading apostrophe (OWASP, "CSV injection"), and read back without it.
 */
const formulaStart = /^[=+\-@\t\r]/;

export const inertCell = (value: string) => (formulaStart.test(value) ? `'${value}` : value);

/** A cell as inertCell wrote it, back to its value. */
export const activeCell = (value: string) => (value.startsWith("'") && formulaStart.test(value.slice(1)) ? value.slice(1) : value);
