import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { getCategoryListing } from '../../../modules/catalog/listing.service.ts';
import { getProductPage, listRelatedProducts } from '../../../modules/catalog/product.service.ts';
import { listApprovedReviews } from '../../../modules/reviews/reviews.service.ts';
import type { ListingFilters } from '../../../../common/catalog.ts';
import { seedScaleCatalog } from './scale.ts';

const total = 600;
const now = new Date('2026-11-01T10:00:00Z');
const noFilters: ListingFilters = { attributes: {}, priceMin: null, priceMax: null, inStock: false };

let t: TestApp;
let demoCount: number;
let added: number;
let keysBefore: string[];
let indexesBefore: string[];

/** The indexes of the tables the load writes, some of which it drops and builds again. */
async function catalogueIndexes(): Promise<string[]> {
  const indexes = await rows<{ definition: string }>(sql`
    select pg_get_indexdef(indexrelid) as definition from pg_index
    where indisvalid and indrelid::regclass::text in ('products', 'product_translations', 'paths', 'product_options', 'product_attribute_values', 'product_images', 'related_products', 'reviews', 'product_search')
    order by 1`);
  return indexes.map((row) => row.definition);
}

/** The foreign keys of the catalogue's tables, which the load lifts and puts back. */
async function catalogueKeys(): Promise<string[]> {
  const keys = await rows<{ key: string }>(sql`
    select conrelid::regclass::text || ' ' || pg_get_constraintdef(oid) as key from pg_constraint
    where contype = 'f' and conrelid::regclass::text in ('products', 'product_translations', 'product_options', 'product_attribute_values', 'product_images', 'related_products', 'reviews')
    order by 1`);
  return keys.map((row) => row.key);
}

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.deps.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The first row a query answers, for queries that always find one. */
async function firstRow<T>(query: SQL): Promise<T> {
  const [row] = await rows<T>(query);
  if (row === undefined) throw new Error('The query found no row');
  return row;
}

async function productCount(): Promise<number> {
  const row = await firstRow<{ n: number }>(sql`select count(*)::int as n from products`);
  return Number(row.n);
}

/** A generated product matching `condition` (over `p`, the product), with its category. */
async function generated(condition: SQL = sql`true`) {
  const [row] = await rows<{ id: number; slug: string; categoryId: number; categorySlug: string }>(sql`
    select p.id::int as "id", p.slug, c.id::int as "categoryId", c.slug as "categorySlug"
    from products p join categories c on c.id = p.category_id
    where p.sku ~ '-G[0-9]+$' and ${condition}
    order by p.id limit 1`);
  expect(row).toBeDefined();
  return row!;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  demoCount = await productCount();
  keysBefore = await catalogueKeys();
  indexesBefore = await catalogueIndexes();
  ({ added } = await seedScaleCatalog(t.deps.db, { products: total, seed: 7, now }));
}, 120_000);
afterAll(() => t.close());

describe('seedScaleCatalog', () => {
  it('tops the demo catalogue up to the asked size, and adds nothing when run again', async () => {
    expect(demoCount).toBeGreaterThan(100);
    expect(added).toBe(total - demoCount);
    expect(await productCount()).toBe(total);
    expect(await seedScaleCatalog(t.deps.db, { products: total, seed: 7, now })).toEqual({ added: 0 });
    expect(await seedScaleCatalog(t.deps.db, { products: total - 50, seed: 7, now })).toEqual({ added: 0 });
    expect(await productCount()).toBe(total);
  });

  it('leaves the loaded tables vacuumed: every page visible to all, statistics taken', async () => {
    const tables = await rows<{ name: string; pages: number; visible: number; analyzed: boolean }>(sql`
      select c.relname as name, c.relpages as pages, c.relallvisible as visible,
        (coalesce(s.last_analyze, s.last_autoanalyze) is not null or exists (select 1 from pg_statistic where starelid = c.oid)) as analyzed
      from pg_class c left join pg_stat_user_tables s on s.relid = c.oid
      where c.relname in ('products', 'product_translations', 'product_options', 'product_images', 'product_search')
      order by 1`);
    expect(tables).toHaveLength(5);
    for (const table of tables) {
      expect(table.pages, table.name).toBeGreaterThan(0);
      expect(table.visible, table.name).toBe(table.pages);
      expect(table.analyzed, table.name).toBe(true);
    }
  });

  it('puts back every foreign key it lifted for the load, and the trigger it paused', async () => {
    expect(keysBefore.length).toBeGreaterThan(10);
    expect(await catalogueKeys()).toEqual(keysBefore);
    const trigger = await firstRow<{ enabled: string }>(sql`select tgenabled as enabled from pg_trigger where tgname = 'product_translations_search_words'`);
    expect(trigger.enabled).toBe('O');
  });

  it('builds again every index it dropped for the load', async () => {
    expect(indexesBefore.length).toBeGreaterThan(20);
    expect(await catalogueIndexes()).toEqual(indexesBefore);
  });

  it('gives generated products the search documents the catalogue function builds', async () => {
    // Each word with its weights and how often it occurs: the function joins a product's names in
    // the order its plan reads them, so the words' positions may differ.
    const words = (column: SQL) => sql`array(
      select w.lexeme || ' ' || coalesce(array_length(w.positions, 1), 0) || ' ' || array_to_string(array(select distinct x from unnest(w.weights) as x order by x), '')
      from unnest(${column}) as w order by w.lexeme)`;
    const documents = sql`
      select s.product_id::int as "id", s.is_active as "active", s.popularity, s.names, ${words(sql`s.head`)} as head, ${words(sql`s.document`)} as document
      from product_search s join products p on p.id = s.product_id where p.sku ~ '-G[0-9]+$' order by 1`;
    const seeded = await rows<Record<string, unknown>>(documents);
    expect(seeded).toHaveLength(added);
    // Hundreds of documents at once: longer than the pool's limit for a request may allow.
    await t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(sql`select public.tabir_refresh_product_search(array(select id from products where sku ~ '-G[0-9]+$'))`);
    });
    expect(await rows<Record<string, unknown>>(documents)).toEqual(seeded);
  });

  it('spreads the products over the demo categories with unique slugs, some specials, some sold out', async () => {
    const spread = await firstRow<{ categories: number; slugs: number; generated: number; special: number; old: number; soldOut: number }>(sql`
      select count(distinct p.category_id)::int as categories, count(distinct p.slug)::int as slugs, count(*)::int as generated,
        count(*) filter (where p.special_price is not null)::int as special,
        count(*) filter (where p.old_price is not null)::int as old,
        count(*) filter (where not exists (select 1 from product_options o where o.product_id = p.id and o.stock > 0))::int as "soldOut"
      from products p where p.sku ~ '-G[0-9]+$'`);
    expect(spread.generated).toBe(added);
    expect(spread.slugs).toBe(added);
    expect(spread.categories).toBeGreaterThanOrEqual(15);
    for (const share of [spread.special, spread.old, spread.soldOut]) {
      expect(share).toBeGreaterThan(0);
      expect(share).toBeLessThan(added / 3);
    }
  });

  it('lists generated products on their category page, filterable by brand, in both languages', async () => {
    const product = await generated();
    const base = { categoryId: product.categoryId, sort: 'newest' as const, page: 1, perPage: 500, filters: noFilters };
    const uk = await getCategoryListing(t.deps.db, { ...base, locale: 'uk' });
    const card = uk!.products.find((p) => p.id === product.id);
    expect(card).toMatchObject({ path: `/${product.categorySlug}/${product.slug}`, image: expect.stringMatching(/^products\//) });
    const en = await getCategoryListing(t.deps.db, { ...base, locale: 'en' });
    expect(en!.products.find((p) => p.id === product.id)!.name).not.toBe(card!.name);

    const brands = uk!.facets.find((facet) => facet.code === 'brand')!;
    expect(brands.values.length).toBeGreaterThan(0);
    const brand = await firstRow<{ slug: string }>(sql`
      select v.slug from product_attribute_values x join attribute_values v on v.id = x.value_id join attributes a on a.id = v.attribute_id
      where x.product_id = ${product.id} and a.code = 'brand'`);
    const filtered = await getCategoryListing(t.deps.db, { ...base, locale: 'uk', filters: { ...noFilters, attributes: { brand: [brand.slug] } } });
    expect(filtered!.products.map((p) => p.id)).toContain(product.id);
    expect(filtered!.total).toBe(brands.values.find((value) => value.slug === brand.slug)!.count);
  });

  it('gives generated products a full product page: options with stock, pictures the shop stores, attributes, reviews', async () => {
    const product = await generated(sql`exists (select 1 from reviews r where r.product_id = p.id and r.status = 'approved')
      and exists (select 1 from product_options o where o.product_id = p.id and o.stock > 0)`);
    const page = await getProductPage(t.deps.db, { id: product.id, locale: 'uk' });
    expect(page).not.toBeNull();
    expect(page!.card.in_stock).toBe(true);
    expect(page!.options.length).toBeGreaterThan(0);
    expect(page!.options.some((option) => option.in_stock)).toBe(true);
    expect(page!.brand).not.toBeNull();
    expect(page!.description).toContain(page!.card.name);
    expect(page!.reviewSummary.count).toBeGreaterThan(0);
    expect(page!.reviewSummary.average).toBeGreaterThanOrEqual(3);
    expect((await listApprovedReviews(t.deps.db, { productId: page!.card.id })).length).toBe(Math.min(page!.reviewSummary.count, 10));
    expect((await listRelatedProducts(t.deps.db, { productId: page!.card.id, locale: 'uk' })).length).toBeGreaterThan(0);

    expect(page!.images.length).toBeGreaterThan(0);
    const picture = await t.app.request(`/storage/${page!.images[0]!.path}`);
    expect(picture.status).toBe(200);

    const english = await getProductPage(t.deps.db, { id: product.id, locale: 'en' });
    expect(english!.card.name).not.toBe(page!.card.name);
    expect(english!.description).toContain(english!.card.name);

    const listed = await t.post('/api/reviews/list', { lang: 'uk', product_id: product.id });
    expect(listed.status).toBe(200);
    expect(listed.body.data.total).toBe(page!.reviewSummary.count);

    const inStock = page!.options.find((option) => option.in_stock)!;
    const cart = await t.post('/api/cart/add', { lang: 'uk', product_id: product.id, option_id: inStock.id, count: 1 });
    expect(cart.status).toBe(200);
  });

  it('shows a sold-out generated product as out of stock', async () => {
    const product = await generated(sql`not exists (select 1 from product_options o where o.product_id = p.id and o.stock > 0)`);
    const page = await getProductPage(t.deps.db, { id: product.id, locale: 'uk' });
    expect(page!.card.in_stock).toBe(false);
    expect(page!.options.every((option) => !option.in_stock)).toBe(true);
  });

  it('finds generated products by their name in either language through the search API', async () => {
    const product = await generated();
    const names = await firstRow<{ uk: string; en: string }>(sql`
      select max(name) filter (where locale = 'uk') as uk, max(name) filter (where locale = 'en') as en
      from product_translations where product_id = ${product.id}`);
    for (const [lang, name] of [['uk', names.uk], ['en', names.en]] as const) {
      const found = await t.post('/api/search', { lang, string: name });
      expect(found.status).toBe(200);
      expect(found.body.data.products.data[0]).toMatchObject({ id: product.id, name });
    }
  });

  it('adds every word of the generated names to the vocabulary typos are corrected against', async () => {
    const missing = await rows<{ word: string }>(sql`
      select distinct w.lexeme as word
      from products p join product_translations t on t.product_id = p.id, unnest(t.search_vector) as w(lexeme)
      where p.sku ~ '-G[0-9]+$' and char_length(w.lexeme) >= 4
      except select word from search_words`);
    expect(missing).toEqual([]);
    const found = await t.post('/api/search', { lang: 'en', string: 'Bastoin' });
    expect(found.body.data.products.total).toBeGreaterThan(0);
    expect(found.body.data.products.data.every((card: { name: string }) => card.name.includes('Bastion'))).toBe(true);
  });
});
