import { reviewContentHash } from '../../modules/reviews/reviews.service.ts';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../client.ts';
import { settingsDocumentSchema } from '../../../common/settings.ts';
import { isCatalogEmpty, seedDemoShop, type SeedReport } from './seed.ts';

const seededTables = [
  'currencies', 'attributes', 'attribute_translations', 'attribute_values', 'attribute_value_translations',
  'categories', 'category_translations', 'products', 'product_translations', 'product_options',
  'product_attribute_values', 'product_images', 'related_products', 'reviews', 'coupons', 'text_pages',
  'text_page_translations', 'articles', 'article_translations', 'article_images', 'content_blocks',
  'content_block_translations', 'paths', 'menus', 'menu_translations', 'menu_items', 'menu_item_translations',
  'site_settings',
];

let handle: DatabaseHandle;
let storageDir: string;
let report: SeedReport;
let emptyBefore: boolean;
const now = new Date('2026-11-20T12:00:00Z');

async function rows<T>(query: SQL): Promise<T[]> {
  const result = (await handle.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function count(query: SQL): Promise<number> {
  const [row] = await rows<{ n: number }>(query);
  return Number(row!.n);
}

async function tableCounts(): Promise<Record<string, number>> {
  const entries = await Promise.all(seededTables.map(async (t) => [t, await count(sql`select count(*)::int as n from ${sql.identifier(t)}`)] as const));
  return Object.fromEntries(entries);
}

beforeAll(async () => {
  handle = await openDatabase({});
  await handle.migrate();
  storageDir = await mkdtemp(join(tmpdir(), 'tabir-seed-'));
  emptyBefore = await isCatalogEmpty(handle.db);
  report = await seedDemoShop(handle.db, { storageDir, now });
});

afterAll(async () => {
  await handle?.close();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

describe('seedDemoShop', () => {
  it('reports what it wrote and fills an empty catalogue', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isCatalogEmpty(handle.db)).toBe(false);
    expect(report.products).toBe(await count(sql`select count(*)::int as n from products`));
    expect(report.options).toBe(await count(sql`select count(*)::int as n from product_options`));
    expect(report.images).toBe(await count(sql`select count(*)::int as n from product_images`));
    expect(report.reviews).toBe(await count(sql`select count(*)::int as n from reviews`));
  });

  it('creates three groups with at least 15 subcategories and correct lineage', async () => {
    const roots = await rows<{ slug: string; lineage: string; id: number }>(sql`select id, slug, lineage from categories where parent_id is null order by position`);
    expect(roots.map((r) => r.slug)).toEqual(['zakhyst', 'taktychne-sporyadzhennya', 'kemping']);
    for (const root of roots) expect(root.lineage).toBe(`${root.id}/`);
    const perGroup = await rows<{ parent_id: number; n: number }>(sql`select parent_id, count(*)::int as n from categories where parent_id is not null group by parent_id`);
    expect(perGroup.reduce((sum, g) => sum + g.n, 0)).toBeGreaterThanOrEqual(15);
    for (const group of perGroup) expect(group.n).toBeGreaterThanOrEqual(5);
    expect(await count(sql`select count(*)::int as n from categories c join categories p on p.id = c.parent_id where c.lineage <> p.lineage || c.id || '/'`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from categories c where (select count(*) from category_translations t where t.category_id = c.id) <> 2`)).toBe(0);
  });

  it('has at least 160 products, six or more in each subcategory', async () => {
    expect(await count(sql`select count(*)::int as n from products`)).toBeGreaterThanOrEqual(160);
    const perCategory = await rows<{ n: number }>(sql`select count(p.id)::int as n from categories c left join products p on p.category_id = c.id where c.parent_id is not null group by c.id`);
    for (const c of perCategory) expect(c.n).toBeGreaterThanOrEqual(6);
  });

  it('gives every product both translations, an option, filters and four related products', async () => {
    expect(await count(sql`select count(*)::int as n from products p where (select count(*) from product_translations t where t.product_id = p.id and t.locale in ('uk', 'en') and t.name <> '' and t.description <> '' and t.features like '<ul>%') <> 2`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from products p where not exists (select 1 from product_options o where o.product_id = p.id)`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from products p where (select count(*) from related_products r where r.product_id = p.id) <> 4`)).toBe(0);
    // Every option's size and colour is also a filter value of its product.
    expect(
      await count(sql`select count(*)::int as n from product_options o where not exists (select 1 from product_attribute_values v where v.product_id = o.product_id and v.value_id = o.size_value_id) or (o.color_value_id is not null and not exists (select 1 from product_attribute_values v where v.product_id = o.product_id and v.value_id = o.color_value_id))`),
    ).toBe(0);
  });

  it('gives every product at least three pictures that exist on disk', async () => {
    expect(await count(sql`select count(*)::int as n from products p where (select count(*) from product_images i where i.product_id = p.id) < 3`)).toBe(0);
    const images = await rows<{ path: string; width: number; height: number }>(sql`select path, width, height from product_images`);
    for (const image of images) {
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
      await access(join(storageDir, image.path));
    }
    for (const path of ['brand/logo.svg', 'brand/og-image.svg', 'promo/promo-desktop.svg', 'icons/phone.svg', 'categories/namety.svg']) {
      await access(join(storageDir, path));
    }
  });

  it('has products on sale, with special prices, and sold out', async () => {
    expect(await count(sql`select count(*)::int as n from products where old_price > price`)).toBeGreaterThan(10);
    expect(await count(sql`select count(*)::int as n from products where special_price < price`)).toBeGreaterThan(5);
    expect(await count(sql`select count(*)::int as n from products where old_price is not null and old_price <= price`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from products p where (select max(stock) from product_options o where o.product_id = p.id) = 0`)).toBeGreaterThan(5);
    expect(await count(sql`select count(*)::int as n from products where is_featured`)).toBeGreaterThanOrEqual(12);
  });

  it('builds menus 1, 2, 7 and 53 nested exactly three levels deep at most', async () => {
    const menus = await rows<{ id: number }>(sql`select id from menus order by id`);
    expect(menus.map((m) => m.id)).toEqual([1, 2, 7, 53]);
    const depths = await rows<{ menu_id: number; depth: number; items: number }>(sql`
      with recursive tree as (
        select id, menu_id, 1 as depth from menu_items where parent_id is null
        union all
        select i.id, i.menu_id, t.depth + 1 from menu_items i join tree t on i.parent_id = t.id
      )
      select menu_id, max(depth)::int as depth, count(*)::int as items from tree group by menu_id order by menu_id`);
    expect(Math.max(...depths.map((d) => d.depth))).toBe(3);
    expect(depths.find((d) => d.menu_id === 7)?.depth).toBe(3);
    expect(depths.reduce((sum, d) => sum + d.items, 0)).toBe(await count(sql`select count(*)::int as n from menu_items`));
    expect(await count(sql`select count(*)::int as n from menu_items where url not like '/%'`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from menu_items i where (select count(*) from menu_item_translations t where t.item_id = i.id) <> 2`)).toBe(0);
  });

  it('stores valid settings for both languages', async () => {
    const settings = await rows<{ locale: string; data: unknown }>(sql`select locale, data from site_settings order by locale`);
    expect(settings.map((s) => s.locale).sort()).toEqual(['en', 'uk']);
    for (const s of settings) {
      const data = typeof s.data === 'string' ? JSON.parse(s.data) : s.data;
      const parsed = settingsDocumentSchema.parse(data);
      expect(parsed.copyright).toContain('{year}');
      await access(join(storageDir, parsed.logotype));
    }
    const currencies = await rows<{ code: string }>(sql`select code from currencies where status = 1 order by position`);
    expect(currencies.map((c) => c.code)).toEqual(['UAH', 'USD', 'EUR']);
  });

  it('gives every category, page and product its public path', async () => {
    expect(await count(sql`select count(*)::int as n from categories c where not exists (select 1 from paths p where p.kind = 'category' and p.entity_id = c.id and p.path = c.slug)`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from text_pages t where not exists (select 1 from paths p where p.kind = 'page' and p.entity_id = t.id and p.path = t.slug)`)).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from products pr join categories c on c.id = pr.category_id where not exists (select 1 from paths p where p.kind = 'product' and p.entity_id = pr.id and p.path = c.slug || '/' || pr.slug)`),
    ).toBe(0);
    expect(await count(sql`select count(*)::int as n from text_pages where slug in ('contacts', 'policy', 'public-offer', 'delivery-and-payment', 'returns')`)).toBe(5);
  });

  it('publishes news with pictures and landings with blocks', async () => {
    expect(await count(sql`select count(*)::int as n from articles where kind = 'news' and published_at < ${now.toISOString()}::timestamptz`)).toBeGreaterThanOrEqual(10);
    expect(await count(sql`select count(*)::int as n from articles a where kind = 'news' and (select count(*) from article_images i where i.article_id = a.id) not between 2 and 3`)).toBe(0);
    const landings = await rows<{ blocks: number; images: number }>(sql`
      select (select count(*)::int from content_blocks b where b.article_id = a.id) as blocks,
             (select count(*)::int from article_images i where i.article_id = a.id) as images
      from articles a where kind = 'landing'`);
    expect(landings.length).toBeGreaterThanOrEqual(3);
    for (const l of landings) {
      expect(l.blocks).toBeGreaterThanOrEqual(4);
      expect(l.blocks).toBeLessThanOrEqual(7);
      expect(l.images).toBeGreaterThanOrEqual(4);
    }
    expect(await count(sql`select count(*)::int as n from content_blocks where type = 'button' and button_type is null`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from content_blocks b where (select count(*) from content_block_translations t where t.block_id = b.id) <> 2`)).toBe(0);
  });

  it('adds reviews, mostly approved and well rated, with their content hash', async () => {
    const reviews = await rows<{ product_id: number; author_name: string; text: string; rating: number; status: string; content_hash: string }>(
      sql`select product_id, author_name, text, rating, status, content_hash from reviews`,
    );
    expect(reviews.length).toBeGreaterThanOrEqual(100);
    expect(new Set(reviews.map((r) => r.product_id)).size).toBeGreaterThanOrEqual(40);
    expect(reviews.filter((r) => r.rating >= 4).length / reviews.length).toBeGreaterThan(0.7);
    expect(reviews.some((r) => r.status === 'pending')).toBe(true);
    for (const r of reviews) {
      expect(r.content_hash).toBe(reviewContentHash(r.product_id, r.author_name, r.text));
    }
  });

  it('creates the demo coupons', async () => {
    const coupons = await rows<{ code: string }>(sql`select code from coupons order by code`);
    expect(coupons.map((c) => c.code)).toEqual(['EXPIRED2025', 'FREEDOM15', 'ONCE', 'TABIR10', 'VESNA500']);
  });

  it('changes nothing when run a second time', async () => {
    const before = await tableCounts();
    const productIds = await rows<{ id: number }>(sql`select id from products order by id`);
    const second = await seedDemoShop(handle.db, { storageDir, now });
    expect(second).toEqual(report);
    expect(await tableCounts()).toEqual(before);
    expect(await rows<{ id: number }>(sql`select id from products order by id`)).toEqual(productIds);
  });

  it('keeps a brand, the filters and a rate the staff set when run again', async () => {
    const [brand] = await rows<{ id: number }>(sql`select id from attributes where code = 'brand'`);
    const [value] = await rows<{ id: number }>(sql`insert into attribute_values (attribute_id, slug, position) values (${brand!.id}, 'nova-marka', 99) returning id`);
    const valueId = value!.id;
    await handle.db.execute(sql`insert into attribute_value_translations (value_id, locale, name) values (${valueId}, 'uk', 'Нова марка'), (${valueId}, 'en', 'New Brand')`);
    const [category] = await rows<{ id: number }>(sql`select id from categories where parent_id is not null order by id limit 1`);
    await handle.db.execute(sql`update categories set filters_chosen = true, price_filter = false where id = ${category!.id}`);
    await handle.db.execute(sql`insert into category_filters (category_id, attribute_id, position) values (${category!.id}, ${brand!.id}, 0)`);
    await handle.db.execute(sql`update currencies set rate = '45.1234', suffix = ' €' where code = 'EUR'`);

    await seedDemoShop(handle.db, { storageDir, now });
    expect(await rows(sql`select v.id, v.slug, t.locale, t.name from attribute_values v join attribute_value_translations t on t.value_id = v.id where v.slug = 'nova-marka' order by t.locale`)).toEqual([
      { id: valueId, slug: 'nova-marka', locale: 'uk', name: 'Нова марка' },
      { id: valueId, slug: 'nova-marka', locale: 'en', name: 'New Brand' },
    ]);
    expect(await rows(sql`select filters_chosen, price_filter from categories where id = ${category!.id}`)).toEqual([{ filters_chosen: true, price_filter: false }]);
    expect(await rows(sql`select attribute_id from category_filters where category_id = ${category!.id}`)).toEqual([{ attribute_id: brand!.id }]);
    expect(await rows(sql`select rate = 45.1234 as kept, suffix from currencies where code = 'EUR'`)).toEqual([{ kept: true, suffix: ' €' }]);
  });

  it('keeps the shop switches the owner has set when run again', async () => {
    const owners = { maintenance: true, analytics: { ga4_id: 'G-TABIR00001' } };
    await handle.db.execute(sql`update shop_settings set data = ${JSON.stringify(owners)}::jsonb where id = 1`);
    await seedDemoShop(handle.db, { storageDir, now });
    expect(await rows<{ data: unknown }>(sql`select data from shop_settings`)).toEqual([{ data: owners }]);
  });
});
