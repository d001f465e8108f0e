import { inArray, sql, TransactionRollbackError, type SQL, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { seedScaleCatalogForTest } from '../../testing/scale-catalog.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { describeSearchPlansAtScale } from '../search/search.scale-plans.ts';
import type { ListingFilters, ListingSort } from '../../../common/catalog.ts';
import { listFilterAttributes, resolveFilters } from './listing.filters.ts';
import { categoryBundleQuery, listingBase, listingPageQuery, listingSummaryQuery } from './listing.queries.ts';
import { filterKeyOf, getCategoryListing, maxListingPages } from './listing.service.ts';
import { selectProductCardsWithExtras } from './catalog.queries.ts';

/**
 * The catalogue at a real shop's size: one database of 50,000 products (the demo shop topped up
 * by the scale seed) serves every check of this file, the search's plans included: seeding it is
 * most of the file's time, so it is done once.
 */
const size = 50_000;
const perPage = 24;
const now = new Date('2026-11-01T10:00:00Z');
const noFilters: ListingFilters = { attributes: {}, priceMin: null, priceMax: null, inStock: false };
const sorts: ListingSort[] = ['popular', 'newest', 'price-asc', 'price-desc'];

let t: TestApp;
/** The group with the most products (its whole subtree is listed) and the largest leaf category. */
let group: { id: number; lineage: string; products: number };
let leaf: { id: number; lineage: string; products: number };

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function explain(db: Database, query: SQLWrapper): Promise<string> {
  const found = await rows<Record<string, string>>(db, sql`explain ${query}`);
  return found.map((row) => Object.values(row)[0]).join('\n');
}

/** Runs `work` in a transaction that is rolled back: SET LOCAL and stored rows go with it. */
async function inRolledBack(work: (tx: Database) => Promise<void>) {
  try {
    await t.deps.db.transaction(async (tx) => {
      await work(tx);
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
}

async function subtreeIds(lineage: string): Promise<number[]> {
  const found = await rows<{ id: number }>(t.deps.db, sql`select id from categories where lineage like ${`${lineage}%`} and is_active`);
  return found.map((row) => Number(row.id));
}

beforeAll(async () => {
  t = await createTestApp({ startJobs: false, now: () => now });
  await seedScaleCatalogForTest(t, { products: size, seed: 3, now });
  const counted = await rows<{ id: number; lineage: string; parent_id: number | null; products: number }>(
    t.deps.db,
    sql`select c.id::int as id, c.lineage, c.parent_id, (select count(*)::int from products p join categories s on s.id = p.category_id
          where p.is_active and s.lineage like c.lineage || '%') as products
        from categories c where c.is_active order by products desc`,
  );
  group = counted.find((row) => row.parent_id === null)!;
  leaf = counted.find((row) => !counted.some((other) => other.parent_id === row.id))!;
}, 900_000);
afterAll(() => t?.close());

/** The plan lines that read `table`. */
function scansOf(plan: string, table: string): string[] {
  return plan.split('\n').filter((line) => new RegExp(`\\bon ${table}\\b`).test(line) && /Scan/.test(line));
}

describe(`a category listing at ${size.toLocaleString('en')} products`, () => {
  it('has the size asked for, with a group bigger than the pages a shopper is shown', async () => {
    const [total] = await rows<{ n: number }>(t.deps.db, sql`select count(*)::int as n from products`);
    expect(total!.n).toBe(size);
    expect(group.products).toBeGreaterThan(maxListingPages * perPage);
  });

  it('reads a page of every sort through a category index, never the whole catalogue', async () => {
    const ids = await subtreeIds(leaf.lineage);
    for (const sort of sorts) {
      const plan = await explain(t.deps.db, listingPageQuery(t.deps.db, { base: listingBase(ids), resolved: resolveFilters([], noFilters), locale: 'uk', sort, limit: perPage, offset: 40 * perPage }));
      expect(plan, sort).not.toMatch(/Seq Scan on products/);
      expect(plan, sort).toMatch(/products_(category|listing_\w+)_idx/);
    }
  });

  it('takes the counts, facets and price range of a listing from its stored summary, by key, without reading products', async () => {
    const dictionary = await listFilterAttributes(t.deps.db, { locale: 'uk' });
    const filterKey = filterKeyOf(resolveFilters(dictionary, noFilters));
    await getCategoryListing(t.deps.db, { categoryId: group.id, locale: 'uk', filters: noFilters, sort: 'popular', page: 1, perPage });
    const [stored] = await rows<{ n: number }>(t.deps.db, sql`select count(*)::int as n from listing_summaries where category_id = ${group.id} and filter_key = ${filterKey}`);
    expect(stored!.n).toBe(1);
    await inRolledBack(async (tx) => {
      // The table holds a row per asked listing and is read whole while it is small: the plan
      // shows that its key serves it once it is not.
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = await explain(tx, categoryBundleQuery({ categoryId: group.id, locale: 'uk', filterKey }));
      expect(plan).toMatch(/listing_summaries_pkey/);
      expect(scansOf(plan, 'products')).toEqual([]);
      expect(scansOf(plan, 'product_attribute_values')).toEqual([]);
    });
  });

  it('counts a listing not yet stored through the category index', async () => {
    const dictionary = await listFilterAttributes(t.deps.db, { locale: 'uk' });
    const filters: ListingFilters = { ...noFilters, attributes: { [dictionary[0]!.code]: [dictionary[0]!.values[0]!.slug] }, inStock: true };
    const resolved = resolveFilters(dictionary, filters);
    const plan = await explain(
      t.deps.db,
      listingSummaryQuery({ base: listingBase(await subtreeIds(leaf.lineage)), resolved, categoryId: leaf.id, filterKey: filterKeyOf(resolved), version: 0 }),
    );
    expect(plan).not.toMatch(/Seq Scan on products\b/);
    expect(plan).toMatch(/products_(category|listing_\w+)_idx/);
  });

  it('gives the same products in the same order as a plain offset listing on the first pages and the last linked one', async () => {
    const ids = await subtreeIds(group.lineage);
    const order: Record<ListingSort, SQL> = {
      popular: sql`p.popularity desc, p.id`,
      newest: sql`p.created_at desc, p.id`,
      'price-asc': sql`coalesce(p.special_price, p.price), p.id`,
      'price-desc': sql`coalesce(p.special_price, p.price) desc, p.id`,
    };
    for (const sort of sorts) {
      for (const page of [1, 2, 3, maxListingPages]) {
        const listing = await getCategoryListing(t.deps.db, { categoryId: group.id, locale: 'uk', filters: noFilters, sort, page, perPage });
        const expected = await rows<{ id: number }>(
          t.deps.db,
          sql`select p.id::int as id from products p
            join product_translations pt on pt.product_id = p.id and pt.locale = 'uk'
            join paths pa on pa.kind = 'product' and pa.entity_id = p.id
            where p.is_active and p.category_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
            order by ${order[sort]} limit ${perPage} offset ${(page - 1) * perPage}`,
        );
        expect(listing!.products.map((card) => card.id), `${sort}, page ${page}`).toEqual(expected.map((row) => row.id));
      }
    }
  });

  it('links at most the capped number of pages, says so, and has no page past them', async () => {
    const first = await getCategoryListing(t.deps.db, { categoryId: group.id, locale: 'uk', filters: noFilters, sort: 'popular', page: 1, perPage });
    expect(first!.total).toBe(group.products);
    expect(first!.pages).toBe(maxListingPages);
    expect(first!.capped).toBe(true);
    expect(await getCategoryListing(t.deps.db, { categoryId: group.id, locale: 'uk', filters: noFilters, sort: 'popular', page: maxListingPages + 1, perPage })).toBeNull();
  });
});

describe(`product cards at ${size.toLocaleString('en')} products`, () => {
  // A card's name, path, first picture and its options' stock and colours are columns of the indexes
  // that find them (migration 0031): once vacuumed, only the products' own rows are read from a table.
  function expectCardsFromIndexesAlone(plan: string) {
    for (const table of ['product_translations', 'paths', 'product_images', 'product_options']) {
      const scans = scansOf(plan, table);
      expect(scans, table).not.toEqual([]);
      for (const scan of scans) expect(scan, table).toMatch(/Index Only Scan/);
    }
  }

  it("reads a search's cards from indexes alone, but for the products' own rows", async () => {
    const ids = (await rows<{ id: number }>(t.deps.db, sql`select id from products order by id desc limit 8`)).map((row) => row.id);
    expectCardsFromIndexesAlone(await explain(t.deps.db, selectProductCardsWithExtras(t.deps.db, 'uk').where(inArray(products.id, ids))));
  });

  it("reads a listing page's cards the same way", async () => {
    const base = listingBase(await subtreeIds(leaf.lineage));
    expectCardsFromIndexesAlone(await explain(t.deps.db, listingPageQuery(t.deps.db, { base, resolved: resolveFilters([], noFilters), locale: 'uk', sort: 'popular', limit: perPage, offset: 0 })));
  });
});

describeSearchPlansAtScale(() => t);
