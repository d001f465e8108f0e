import { sql, TransactionRollbackError, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import type { ListingFilters } from '../../../common/catalog.ts';
import { listFilterAttributes, resolveFilters } from './listing.filters.ts';
import { listingBase, listingFacetsQuery, listingPageQuery, listingStatsQuery, subtreeQuery } from './listing.queries.ts';

/**
 * Products in categories of their own, with attribute values, options, names and paths, to give
 * the tables a shop's size: on the demo shop's few hundred rows the planner rightly reads whole
 * tables, which says nothing about a real catalogue.
 */
async function addFillerRows(db: Database) {
  // Filler needs no search documents: building them for 12,000 products would outlast the test
  // database's statement timeout. The transaction is rolled back, switches included.
  await db.execute(sql`alter table product_translations disable trigger user`);
  await db.execute(sql`alter table product_attribute_values disable trigger user`);
  await db.execute(sql`insert into categories (slug, lineage) select 'filler-' || i, 'filler/' || i || '/' from generate_series(1, 200) as i`);
  await db.execute(sql`
    insert into products (category_id, slug, sku, price, popularity)
    select (select min(id) from categories where slug like 'filler-%') + i % 200, 'filler-' || i, 'FILLER-' || i, 10000 + i, i % 97
    from generate_series(1, 12000) as i`);
  await db.execute(sql`insert into product_translations (product_id, locale, name) select id, 'uk', 'Товар ' || slug from products where slug like 'filler-%'`);
  await db.execute(sql`insert into paths (path, kind, entity_id) select 'filler/' || slug, 'product', id from products where slug like 'filler-%'`);
  await db.execute(sql`
    insert into product_attribute_values (product_id, value_id)
    select distinct p.id, v.id from products p join attribute_values v on v.id % 17 in (p.id % 17, (p.id + 5) % 17, (p.id + 11) % 17)
    where p.slug like 'filler-%'`);
  await db.execute(sql`
    insert into product_options (product_id, sku, price, stock, position)
    select p.id, p.sku || '-' || n, p.price, (p.id + n) % 3, n from products p, generate_series(1, 2) as n where p.slug like 'filler-%'`);
  await db.execute(sql`analyze`);
}

const filters: ListingFilters = { attributes: { season: ['winter', 'summer'], color: ['green', 'orange'] }, priceMin: 1000, priceMax: 20000, inStock: true };
const plans: Record<'subtree' | 'page' | 'stats' | 'facets', string> = { subtree: '', page: '', stats: '', facets: '' };

async function explain(db: Database, query: SQLWrapper): Promise<string> {
  const { rows } = (await db.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

/**
 * The plans of a filtered tents listing on a shop-sized catalogue, in one transaction that is
 * rolled back. The product queries are planned as they would be in production. The category
 * tree stays small even in a big shop (reading it whole is then right), so its query is planned
 * with sequential scans switched off (SET LOCAL): the plan shows that the lineage index CAN serve
 * it, since where no index could, PostgreSQL would still choose a sequential scan.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const dictionary = await listFilterAttributes(t.deps.db, { locale: 'uk' });
  const resolved = resolveFilters(dictionary, filters);
  expect(resolved.attributes).toHaveLength(2);
  try {
    await t.deps.db.transaction(async (tx) => {
      await addFillerRows(tx);
      const { rows } = (await tx.execute(sql`select id, lineage from categories where slug = 'namety'`)) as unknown as { rows: [{ id: number; lineage: string }] };
      const tents = rows[0];
      const base = listingBase([Number(tents.id)]);
      plans.page = await explain(tx, listingPageQuery(tx, { base, resolved, locale: 'uk', sort: 'price-asc', limit: 24, offset: 0 }));
      plans.stats = await explain(tx, listingStatsQuery({ base, resolved }));
      plans.facets = await explain(tx, listingFacetsQuery({ base, resolved }));
      await tx.execute(sql`set local enable_seqscan = off`);
      plans.subtree = await explain(tx, subtreeQuery(tx, { lineage: tents.lineage, locale: 'uk' }));
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
});
afterAll(() => t.close());

/** The plan lines that read `table`: each must go through an index (a bitmap heap scan is driven by one). */
function scansOf(plan: string, table: string): string[] {
  return plan.split('\n').filter((line) => new RegExp(`\\bon ${table}\\b`).test(line) && /Scan/.test(line));
}

function expectIndexed(plan: string, tables: string[]) {
  expect(plan).not.toMatch(/Seq Scan/);
  for (const table of tables) {
    const scans = scansOf(plan, table);
    expect(scans.length, `${table} is read`).toBeGreaterThan(0);
    for (const line of scans) expect(line, table).toMatch(/Index|Bitmap Heap Scan/);
  }
}

describe('category listing queries are served by indexes', () => {
  it('can find the subtree by the lineage prefix index', () => {
    expect(plans.subtree).toMatch(/categories_lineage_idx/);
    expectIndexed(plans.subtree, ['categories', 'category_translations']);
  });

  it('reads the page of products through the category index, the attribute key, the option index and the path index', () => {
    expectIndexed(plans.page, ['products', 'product_attribute_values', 'product_options', 'paths', 'product_translations']);
    expect(plans.page).toMatch(/products_(category|listing_\w+)_idx/);
    expect(plans.page).toMatch(/product_attribute_values_product_id_value_id_pk/);
    expect(plans.page).toMatch(/product_options_(product|variant)_idx/);
    expect(plans.page).toMatch(/paths_kind_entity_idx/);
  });

  it('counts the total, price range and stock through the same indexes', () => {
    expectIndexed(plans.stats, ['products', 'product_attribute_values', 'product_options']);
    expect(plans.stats).toMatch(/products_(category|listing_\w+)_idx/);
  });

  it('counts the facets through the category index and the attribute key', () => {
    expectIndexed(plans.facets, ['products', 'product_attribute_values', 'product_options']);
    expect(plans.facets).toMatch(/products_(category|listing_\w+)_idx/);
    expect(plans.facets).toMatch(/product_attribute_values_product_id_value_id_pk/);
  });
});
