import { stringify } from 'csv-stringify/sync';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/client.ts';
import { seedDemoShop } from '../../server/db/seed/seed.ts';
import { importProducts } from '../../server/modules/catalog/products.import.ts';

/** A price list of new products, one option each (the costliest shape: a product per row). */
function priceList(rows: number, price: string): Buffer {
  const header = ['slug', 'sku', 'name_uk', 'name_en', 'description_uk', 'description_en', 'category', 'brand', 'size', 'color', 'price', 'stock', 'weight', 'active'];
  const records = Array.from({ length: rows }, (_, index) => [
    `bench-namet-${index}`,
    `BENCH-${index}-M`,
    `Намет для тесту ${index}`,
    `Bench tent ${index}`,
    `<p>Тримісний намет ${index} для походів.</p><ul><li>Вага 2,5 кг</li></ul>`,
    `<p>Three-person tent ${index} for hikes.</p><ul><li>2.5 kg</li></ul>`,
    'namety',
    '',
    'm',
    'olive',
    price,
    String(index % 50),
    '2500',
    '1',
  ]);
  return Buffer.from(`\ufeff${stringify([header, ...records])}`);
}

/**
 * Seconds a price list of `rows` rows takes on a fresh embedded database with the demo shop:
 * the dry run and the apply that create the products, then a dry run and apply that change every
 * price. Each step checks its report, so a fast failure is never taken for a fast import.
 */
export async function measureImport(rows: number): Promise<{ create: { dryRun: number; apply: number }; update: { dryRun: number; apply: number } }> {
  const workDir = await mkdtemp(join(tmpdir(), 'tabir-bench-import-'));
  const handle = await openDatabase({});
  try {
    await handle.migrate();
    const now = new Date();
    await seedDemoShop(handle.db, { storageDir: join(workDir, 'storage'), now });
    const run = async (file: Buffer, mode: 'dry_run' | 'apply', expect: 'create' | 'update') => {
      const started = performance.now();
      const result = await importProducts(handle.db, { bytes: file, name: 'bench.csv', mode, locale: 'en', actor: { system: 'bench' }, now });
      const seconds = (performance.now() - started) / 1000;
      if (!result.ok) throw new Error(`the price list was refused: ${result.refusal.reason}`);
      const { summary, applied } = result.report;
      if (summary[expect] !== rows || summary.error > 0 || (mode === 'apply' && !applied)) throw new Error(`unexpected report: ${JSON.stringify(summary)}`);
      return seconds;
    };
    const created = priceList(rows, '1999.00');
    const changed = priceList(rows, '2099.00');
    return {
      create: { dryRun: await run(created, 'dry_run', 'create'), apply: await run(created, 'apply', 'create') },
      update: { dryRun: await run(changed, 'dry_run', 'update'), apply: await run(changed, 'apply', 'update') },
    };
  } finally {
    await handle.close();
    await rm(workDir, { recursive: true, force: true });
  }
}
