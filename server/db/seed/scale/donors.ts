import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { rowsOf, singleRow } from '../../rows.ts';
import type { Texts } from '../types.ts';

/**
 * Generated products carry `-G<number>` at the end of their SKU ("NAM-G000042"): it tells them
 * from the shop's own products and numbers them, so a later run continues after the last one.
 */
export const generatedSkuPattern = '-G[0-9]+$';

export function generatedSku(prefix: string, number: number): string {
  return `${prefix}-G${String(number).padStart(6, '0')}`;
}

/** A product of the shop's own (the demo's) that generated products copy options, pictures and filters from. */
export interface ScaleDonor {
  id: number;
  /** The SKU's first part ("NAM" of "NAM-1001"), shared by the category's products. */
  skuPrefix: string;
  /** Kopiyky. */
  price: number;
  weight: number;
  brandValueId: number | null;
  brandSlug: string | null;
  brandName: string | null;
  material: Texts | null;
}

export interface ScaleCategory {
  id: number;
  slug: string;
  /** Slug of the top-level category it belongs to. */
  group: string;
  name: Texts;
  donors: ScaleDonor[];
}

interface DonorRow {
  id: number;
  sku: string;
  price: number;
  weight: number;
  categoryId: number;
  categorySlug: string;
  groupSlug: string;
  categoryUk: string;
  categoryEn: string;
  brandValueId: number | null;
  brandSlug: string | null;
  brandName: string | null;
  materialUk: string | null;
  materialEn: string | null;
}

const valueOf = (code: string, locale: 'uk' | 'en'): SQL => sql`(
  select v.id as value_id, v.slug, t.name
  from product_attribute_values pav
  join attribute_values v on v.id = pav.value_id
  join attributes a on a.id = v.attribute_id and a.code = ${code}
  left join attribute_value_translations t on t.value_id = v.id and t.locale = ${locale}
  where pav.product_id = p.id
  order by v.position, v.id
  limit 1)`;

/** The active categories holding active products of the shop's own, each with those products. */
export async function loadScaleCategories(db: Database): Promise<ScaleCategory[]> {
  const result = await db.execute(sql`
    select p.id::int as "id", p.sku, p.price::int as "price", p.weight::int as "weight",
      c.id::int as "categoryId", c.slug as "categorySlug", top.slug as "groupSlug",
      cu.name as "categoryUk", ce.name as "categoryEn",
      brand.value_id::int as "brandValueId", brand.slug as "brandSlug", brand.name as "brandName",
      material_uk.name as "materialUk", material_en.name as "materialEn"
    from products p
    join categories c on c.id = p.category_id and c.is_active
    join categories top on top.id = split_part(c.lineage, '/', 1)::int
    join category_translations cu on cu.category_id = c.id and cu.locale = 'uk'
    join category_translations ce on ce.category_id = c.id and ce.locale = 'en'
    left join lateral ${valueOf('brand', 'en')} brand on true
    left join lateral ${valueOf('material', 'uk')} material_uk on true
    left join lateral ${valueOf('material', 'en')} material_en on true
    where p.is_active and p.sku !~ ${generatedSkuPattern}
    order by c.position, c.id, p.id`);
  const rows = (result as unknown as { rows: DonorRow[] }).rows;
  const byId = new Map<number, ScaleCategory>();
  for (const row of rows) {
    const category = byId.get(row.categoryId) ?? {
      id: row.categoryId,
      slug: row.categorySlug,
      group: row.groupSlug,
      name: { uk: row.categoryUk, en: row.categoryEn },
      donors: [],
    };
    category.donors.push({
      id: row.id,
      skuPrefix: row.sku.split('-')[0] || 'SKU',
      price: row.price,
      weight: row.weight,
      brandValueId: row.brandValueId,
      brandSlug: row.brandSlug,
      brandName: row.brandName,
      material: row.materialUk && row.materialEn ? { uk: row.materialUk, en: row.materialEn } : null,
    });
    byId.set(row.categoryId, category);
  }
  return [...byId.values()];
}

/** The number of the last generated product, 0 when there is none. */
export async function lastGeneratedNumber(db: Database): Promise<number> {
  const rows = await rowsOf<{ last: number }>(db, sql`
    select coalesce(max(substring(sku from '-G([0-9]+)$')::int), 0)::int as "last" from products where sku ~ ${generatedSkuPattern}`);
  return singleRow(rows).last;
}
