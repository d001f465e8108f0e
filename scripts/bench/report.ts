// One row per figure, beside its budget; the benchmark fails when any budget is missed.

export interface Row {
  section: string;
  figure: string;
  value: number;
  unit: string;
  /** The target: at most (`max`) or at least (`min`) this value; none for a figure only reported. */
  budget?: { max: number } | { min: number };
  note?: string;
}

export const withinBudget = (row: Row) =>
  !row.budget || ('max' in row.budget ? row.value <= row.budget.max : row.value >= row.budget.min);

export const format = (value: number) => (Math.abs(value) >= 100 ? value.toFixed(0) : Math.abs(value) >= 1 || value === 0 ? value.toFixed(1) : value.toFixed(3));

export function printTable(rows: Row[]): string {
  const lines = rows.map((row) => [
    row.section,
    row.figure,
    `${format(row.value)} ${row.unit}`,
    row.budget ? ('max' in row.budget ? `≤ ${format(row.budget.max)}` : `≥ ${format(row.budget.min)}`) : '',
    row.budget ? (withinBudget(row) ? 'ok' : 'MISSED') : '',
    row.note ?? '',
  ]);
  const header = ['section', 'figure', 'measured', 'budget', '', 'note'];
  // Every line has a cell for each column of the header.
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const render = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [render(header), render(widths.map((width) => '-'.repeat(width))), ...lines.map(render)].join('\n');
}
