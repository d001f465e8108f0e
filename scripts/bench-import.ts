// Times the price list import on the embedded database (`node scripts/bench-import.ts [rows]`,
// 5,000 rows by default): a dry run and an apply that create the products, then a dry run and an
// apply that change every price. The benchmark's `import` part runs the same with its budget.
import { measureImport } from './bench/import.ts';

const rows = Number(process.argv[2] ?? 5000);
const figures = await measureImport(rows);
const line = (label: string, { dryRun, apply }: { dryRun: number; apply: number }) =>
  `${label}: dry run ${dryRun.toFixed(1)} s + apply ${apply.toFixed(1)} s = ${(dryRun + apply).toFixed(1)} s`;
console.log(`${rows} rows, PGlite\n${line('create', figures.create)}\n${line('update', figures.update)}`);
