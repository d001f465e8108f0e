import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../server/config.ts';
import { openDatabase, type Database } from '../server/db/client.ts';
import { isCatalogEmpty, seedDemoShop } from '../server/db/seed/seed.ts';
import { seedScaleCatalog } from '../server/db/seed/scale/scale.ts';

// Without options: loads the demo shop, or restores it to its demo state (safe to run again: the
// seed updates what it created instead of adding copies).
// With --products N: loads the demo shop only into an empty catalogue (as a start does), then
// tops the catalogue up to N products with generated ones; running it again adds nothing.
const usage = 'usage: npm run db:seed [-- --products <total> [--seed <integer>]]';

function wholeNumber(name: string, value: string | undefined, min: number): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < min || !Number.isSafeInteger(Number(value))) {
    console.error(`--${name} must be a whole number of at least ${min}\n${usage}`);
    process.exit(2);
  }
  return Number(value);
}

async function counts(db: Database) {
  const result = await db.execute(sql`select
    (select count(*) from products)::int as products,
    (select count(*) from product_options)::int as options,
    (select count(*) from product_images)::int as images,
    (select count(*) from product_attribute_values)::int as "filterValues",
    (select count(*) from reviews)::int as reviews,
    pg_size_pretty(pg_database_size(current_database())) as "databaseSize"`);
  return (result as unknown as { rows: Record<string, number | string>[] }).rows[0];
}

let args;
try {
  args = parseArgs({ options: { products: { type: 'string' }, seed: { type: 'string' } }, strict: true }).values;
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
const products = wholeNumber('products', args.products, 1);
const seed = wholeNumber('seed', args.seed, 0);

const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.databaseDir,
  // Generating a large catalogue runs statements longer than a request may.
  statementTimeoutMs: 10 * 60_000,
});
try {
  await database.exclusive(async () => {
    await database.migrate();
    if (products === undefined) {
      const report = await seedDemoShop(database.db, { storageDir: config.storageDir });
      console.log('Demo shop loaded:', report);
      return;
    }
    if (await isCatalogEmpty(database.db)) {
      const report = await seedDemoShop(database.db, { storageDir: config.storageDir });
      console.log('Demo shop loaded:', report);
    }
    const started = performance.now();
    const { added } = await seedScaleCatalog(database.db, { products, seed });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Generated products added: ${added} in ${seconds} s`, await counts(database.db));
  });
} finally {
  await database.close();
}
