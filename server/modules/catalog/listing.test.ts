import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingDb } from '../../testing/counting-db.ts';
import { sql, type SQL } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { getCategoryListing, type ListingParams } from './listing.service.ts';
import type { ListingFilters } from '../../../common/catalog.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const noFilters: ListingFilters = { attributes: {}, priceMin: null, priceMax: null, inStock: false };

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.deps.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function categoryId(slug: string): Promise<number> {
  const [row] = await rows<{ id: number }>(sql`select id from categories where slug = ${slug}`);
  return Number(row!.id);
}

async function listing(slug: string, params: Partial<Omit<ListingParams, 'categoryId'>> = {}) {
  return getCategoryListing(t.deps.db, {
    categoryId: await categoryId(slug),
    locale: 'uk',
    filters: noFilters,
    sort: 'popular',
    page: 1,
    perPage: 500,
    ...params,
    ...(params.filters ? { filters: { ...noFilters, ...params.filters } } : {}),
  });
}

// The expected answers, written independently of the service in plain SQL over `products p`.
const inSubtree = (slug: string) =>
  sql`p.is_active and p.category_id in (select c.id from categories c where c.lineage like (select lineage from categories where slug = ${slug}) || '%')`;
const hasValue = (code: string, ...slugs: string[]) =>
  sql`exists (select 1 from product_attribute_values x join attribute_values v on v.id = x.value_id join attributes a on a.id = v.attribute_id
    where x.product_id = p.id and a.code = ${code} and v.slug in (${sql.join(
      slugs.map((slug) => sql`${slug}`),
      sql`, `,
    )}))`;
const effective = sql`coalesce(p.special_price, p.price)`;
const inStock = sql`exists (select 1 from product_options o where o.product_id = p.id and o.stock > 0)`;

async function expectedIds(...conditions: SQL[]): Promise<number[]> {
  const found = await rows<{ id: number }>(sql`select p.id from products p where ${sql.join(conditions, sql` and `)} order by p.id`);
  return found.map((row) => Number(row.id));
}

const idsOf = (result: Awaited<ReturnType<typeof listing>>) => result!.products.map((product) => product.id).sort((a, b) => a - b);

describe('getCategoryListing: what is listed', () => {
  it('lists the active products of the whole subtree of a group', async () => {
    const group = await listing('kemping');
    const expected = await expectedIds(inSubtree('kemping'));
    expect(group!.total).toBe(expected.length);
    expect(idsOf(group)).toEqual(expected);
    const tents = await expectedIds(inSubtree('namety'));
    expect(tents.length).toBeGreaterThan(0);
    expect(idsOf(group)).toEqual(expect.arrayContaining(tents));
    expect(group!.children.map((child) => child.path)).toContain('/namety');
    expect(group!.trail.map((crumb) => crumb.path)).toEqual(['/kemping']);
  });

  it('names the category and its trail in the language asked for', async () => {
    const uk = await listing('namety');
    const en = await listing('namety', { locale: 'en' });
    expect(uk!.category).toMatchObject({ name: 'Намети', path: '/namety' });
    expect(en!.category.name).toBe('Tents');
    expect(en!.trail.map((crumb) => crumb.name)).toEqual(['Camping gear', 'Tents']);
    expect(en!.facets.find((facet) => facet.code === 'season')!.name).toBe('Season');
  });

  it('filters by one value of an attribute', async () => {
    const winter = await listing('namety', { filters: { ...noFilters, attributes: { season: ['winter'] } } });
    expect(idsOf(winter)).toEqual(await expectedIds(inSubtree('namety'), hasValue('season', 'winter')));
    expect(winter!.total).toBe(1);
  });

  it('joins values of one attribute with OR and different attributes with AND', async () => {
    const either = await listing('namety', { filters: { ...noFilters, attributes: { season: ['summer', 'winter'] } } });
    expect(idsOf(either)).toEqual(await expectedIds(inSubtree('namety'), hasValue('season', 'summer', 'winter')));
    expect(either!.total).toBeGreaterThan(1);

    const both = await listing('kemping', { filters: { ...noFilters, attributes: { color: ['green', 'orange'], brand: ['vatra-camp'] } } });
    const expected = await expectedIds(inSubtree('kemping'), hasValue('color', 'green', 'orange'), hasValue('brand', 'vatra-camp'));
    expect(expected.length).toBeGreaterThan(0);
    expect(idsOf(both)).toEqual(expected);
  });

  it('filters by the price actually paid, special prices included', async () => {
    // A product on special offer whose regular price is above the range and special price inside it.
    const [offer] = await rows<{ price: number; special: number }>(
      sql`select p.price, p.special_price as special from products p where ${inSubtree('kemping')} and p.special_price is not null order by p.id limit 1`,
    );
    const priceMax = Math.ceil(Number(offer!.special) / 100);
    expect(Number(offer!.price)).toBeGreaterThan(priceMax * 100);
    const result = await listing('kemping', { filters: { ...noFilters, priceMin: 100, priceMax } });
    expect(idsOf(result)).toEqual(await expectedIds(inSubtree('kemping'), sql`${effective} between 10000 and ${priceMax * 100}`));
    for (const card of result!.products) expect(Number(card.special ?? card.price)).toBeLessThanOrEqual(priceMax);

    const reversed = await listing('kemping', { filters: { ...noFilters, priceMin: priceMax, priceMax: 100 } });
    expect(idsOf(reversed)).toEqual(idsOf(result));
  });

  it('keeps only products in stock when asked', async () => {
    const all = await listing('zakhyst');
    const stocked = await listing('zakhyst', { filters: { ...noFilters, inStock: true } });
    expect(idsOf(stocked)).toEqual(await expectedIds(inSubtree('zakhyst'), inStock));
    expect(stocked!.total).toBeLessThan(all!.total);
    expect(stocked!.products.every((card) => card.in_stock)).toBe(true);
    expect(all!.inStockCount).toBe(stocked!.total);
  });

  it('ignores attributes and values it does not know, so old links keep working', async () => {
    const plain = await listing('namety');
    const odd = await listing('namety', { filters: { ...noFilters, attributes: { color: ['no-such-colour'], 'no-such-attribute': ['x'], season: ['winter', 'spring'] } } });
    expect(odd!.filters.attributes).toEqual({ season: ['winter'] });
    const unknownOnly = await listing('namety', { filters: { ...noFilters, attributes: { color: ['no-such-colour'] } } });
    expect(unknownOnly!.total).toBe(plain!.total);
    expect(unknownOnly!.filters).toEqual(noFilters);
  });

  it('gives an empty first page, not a missing one, when nothing matches', async () => {
    const none = await listing('namety', { filters: { ...noFilters, attributes: { season: ['winter'] }, priceMax: 1 } });
    expect(none).toMatchObject({ total: 0, pages: 1, page: 1, products: [] });
    expect(await listing('namety', { filters: { ...noFilters, priceMax: 1 }, page: 2 })).toBeNull();
  });

  it('answers null for an unknown or hidden category', async () => {
    const base = { locale: 'uk' as const, filters: noFilters, sort: 'popular' as const, page: 1, perPage: 24 };
    expect(await getCategoryListing(t.deps.db, { ...base, categoryId: 999_999 })).toBeNull();
    const id = await categoryId('mebli');
    await t.deps.db.execute(sql`update categories set is_active = false where id = ${id}`);
    try {
      expect(await getCategoryListing(t.deps.db, { ...base, categoryId: id })).toBeNull();
      const group = await listing('kemping');
      expect(group!.children.map((child) => child.path)).not.toContain('/mebli');
      expect(group!.total).toBe((await expectedIds(inSubtree('kemping'), sql`p.category_id <> ${id}`)).length);
    } finally {
      await t.deps.db.execute(sql`update categories set is_active = true where id = ${id}`);
    }
  });
});

describe('getCategoryListing: facets', () => {
  const filters: ListingFilters = { attributes: { color: ['green'], brand: ['vatra-camp'] }, priceMin: 500, priceMax: null, inStock: false };
  const others = { color: hasValue('color', 'green'), brand: hasValue('brand', 'vatra-camp'), price: sql`${effective} >= 50000` };

  async function countWith(code: string, slug: string, conditions: SQL[]): Promise<number> {
    return (await expectedIds(inSubtree('kemping'), hasValue(code, slug), ...conditions)).length;
  }

  it('counts each value under every other filter but its own attribute', async () => {
    const result = await listing('kemping', { filters });
    const facet = (code: string) => result!.facets.find((entry) => entry.code === code)!;
    for (const value of facet('color').values) expect(value.count, `color ${value.slug}`).toBe(await countWith('color', value.slug, [others.brand, others.price]));
    for (const value of facet('brand').values) expect(value.count, `brand ${value.slug}`).toBe(await countWith('brand', value.slug, [others.color, others.price]));
    for (const value of facet('season').values) {
      expect(value.count, `season ${value.slug}`).toBe(await countWith('season', value.slug, [others.color, others.brand, others.price]));
    }
    expect(facet('color').values.find((value) => value.slug === 'green')).toMatchObject({ selected: true, hex: '#2f6b3c', name: 'Зелений' });
    expect(facet('color').values.filter((value) => value.selected)).toHaveLength(1);
  });

  it('shows every value present in the subtree, even those the other filters leave at zero', async () => {
    const result = await listing('kemping', { filters });
    const present = await rows<{ code: string; slug: string }>(
      sql`select distinct a.code, v.slug from products p join product_attribute_values x on x.product_id = p.id
        join attribute_values v on v.id = x.value_id join attributes a on a.id = v.attribute_id where ${inSubtree('kemping')}`,
    );
    const shown = result!.facets.flatMap((facet) => facet.values.map((value) => `${facet.code}:${value.slug}`)).sort();
    expect(shown).toEqual(present.map((row) => `${row.code}:${row.slug}`).sort());
    expect(result!.facets.some((facet) => facet.values.some((value) => value.count === 0))).toBe(true);
    expect(result!.facets.map((facet) => facet.code)).not.toContain('protection-class');
  });

  it('gives the price range and the in-stock count under the other filters', async () => {
    const result = await listing('kemping', { filters: { ...filters, inStock: true } });
    const [range] = await rows<{ min: number; max: number }>(
      sql`select min(${effective})::int as min, max(${effective})::int as max from products p where ${inSubtree('kemping')} and ${others.color} and ${others.brand} and ${inStock}`,
    );
    expect(result!.price).toEqual({ min: Math.floor(Number(range!.min) / 100), max: Math.ceil(Number(range!.max) / 100) });
    expect(result!.inStockCount).toBe((await expectedIds(inSubtree('kemping'), others.color, others.brand, others.price, inStock)).length);
  });
});

describe('getCategoryListing: order and pages', () => {
  async function expectedOrder(order: SQL): Promise<number[]> {
    const found = await rows<{ id: number }>(sql`select p.id from products p where ${inSubtree('kemping')} order by ${order}, p.id`);
    return found.map((row) => Number(row.id));
  }
  const order = async (sort: ListingParams['sort']) => (await listing('kemping', { sort }))!.products.map((card) => card.id);

  it('sorts by popularity by default, then newest, then by the price paid either way', async () => {
    expect(await order('popular')).toEqual(await expectedOrder(sql`p.popularity desc`));
    expect(await order('newest')).toEqual(await expectedOrder(sql`p.created_at desc`));
    const cheapFirst = await order('price-asc');
    expect(cheapFirst).toEqual(await expectedOrder(sql`${effective} asc`));
    expect(await order('price-desc')).toEqual(await expectedOrder(sql`${effective} desc`));

    const cards = (await listing('kemping', { sort: 'price-asc' }))!.products;
    const paid = cards.map((card) => Number(card.special ?? card.price));
    expect(paid).toEqual([...paid].sort((a, b) => a - b));
    // Some product on offer stands before one it would follow if sorted by its regular price.
    expect(cards.some((card, index) => card.special !== null && index + 1 < cards.length && Number(card.price) > paid[index + 1]!)).toBe(true);
  });

  it('splits the listing into pages that add up to the whole, the last one partial', async () => {
    const whole = await order('price-desc');
    const perPage = 10;
    const first = await listing('kemping', { sort: 'price-desc', perPage });
    expect(first).toMatchObject({ total: whole.length, pages: Math.ceil(whole.length / perPage), page: 1, perPage });
    expect(whole.length % perPage).not.toBe(0);
    const pages = [first!.products];
    for (let page = 2; page <= first!.pages; page++) pages.push((await listing('kemping', { sort: 'price-desc', perPage, page }))!.products);
    expect(pages.slice(0, -1).every((cards) => cards.length === perPage)).toBe(true);
    expect(pages.at(-1)!.length).toBe(whole.length % perPage);
    expect(pages.flat().map((card) => card.id)).toEqual(whole);
  });

  it('answers null for a page past the last one', async () => {
    const first = await listing('kemping', { perPage: 24 });
    expect(await listing('kemping', { perPage: 24, page: first!.pages })).not.toBeNull();
    expect(await listing('kemping', { perPage: 24, page: first!.pages + 1 })).toBeNull();
    expect(await listing('kemping', { perPage: 24, page: 999 })).toBeNull();
  });
});

describe('getCategoryListing: cost', () => {

  it('takes the same small number of queries for a page of 4 products as for 48, filtered or not', async () => {
    const counted = countingDb(t.deps.db);
    const id = await categoryId('kemping');
    const run = async (perPage: number, filters: ListingFilters) => {
      const before = counted.queries();
      const result = await getCategoryListing(counted.db, { categoryId: id, locale: 'uk', filters, sort: 'price-asc', page: 1, perPage });
      expect(result!.products).toHaveLength(Math.min(perPage, result!.total));
      return counted.queries() - before;
    };
    await run(4, noFilters); // fills the shop-wide caches (attributes, currencies)
    const small = await run(4, noFilters);
    const large = await run(48, noFilters);
    const filters: ListingFilters = { attributes: { color: ['green', 'orange'], brand: ['vatra-camp'], season: ['summer'] }, priceMin: 100, priceMax: 9000, inStock: true };
    const firstFiltered = await run(48, filters);
    const filtered = await run(48, filters);
    expect(large).toBe(small);
    expect(filtered).toBe(small);
    // The category with its subtree and stored counts, then the page of cards.
    expect(small).toBe(2);
    // Filters not asked for since the last change are counted once, and stored.
    expect(firstFiltered).toBe(3);
  });

  it('counts again after a change of the catalogue: stored counts never outlive it', async () => {
    const before = await listing('namety', {});
    const [tent] = await rows<{ id: number }>(sql`select id from products where slug = 'namet-tramp-2'`);
    await t.deps.db.execute(sql`update products set is_active = false where id = ${tent!.id}`);
    const hidden = await listing('namety', {});
    await t.deps.db.execute(sql`update products set is_active = true where id = ${tent!.id}`);
    const back = await listing('namety', {});
    expect(hidden!.total).toBe(before!.total - 1);
    expect(back!.total).toBe(before!.total);
    await t.deps.db.execute(sql`update product_options set stock = 0 where product_id = ${tent!.id}`);
    const soldOut = await listing('namety', {});
    expect(soldOut!.inStockCount).toBe((await expectedIds(inSubtree('namety'), inStock)).length);
    expect(soldOut!.inStockCount).toBeLessThan(before!.inStockCount);
  });
});
