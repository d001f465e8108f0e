import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products, productTranslations, relatedProducts } from '../../db/schema/catalog.ts';
import { paths } from '../../db/schema/paths.ts';
import type { Locale } from '../../../common/locales.ts';
import { cardExtraColumns, joinCardBasics, productCardColumns } from './catalog.queries.ts';
import { preparedPerDatabase, preparedRows } from '../../db/prepared.ts';

/** How many related products the page shows. */
const relatedLimit = 8;

export interface ProductPageRow {
  id: number;
  name: string;
  path: string;
  price: number;
  oldPrice: number | null;
  specialPrice: number | null;
  sku: string;
  description: string;
  features: string;
  metaTitle: string;
  metaDescription: string;
  lineage: string | null;
  images: { path: string; width: number; height: number; colorValueId: number | null; alt: string }[];
  options: OptionRow[];
  attributes: { code: string; name: string; value: string }[];
  trail: { id: number; name: string; path: string; image: string | null }[];
  reviewSummary: { average: number | null; count: number };
  relatedCount: number;
}

export interface OptionRow {
  id: number;
  price: number;
  oldPrice: number | null;
  specialPrice: number | null;
  stock: number;
  sizeId: number | null;
  sizeSlug: string | null;
  sizeName: string | null;
  sizePosition: number | null;
  colorId: number | null;
  colorSlug: string | null;
  colorName: string | null;
  colorHex: string | null;
  colorPosition: number | null;
}

/**
 * Everything the product page needs before it can answer, in one statement: the product, its
 * images, options (with size and colour names), attributes and category trail as JSON arrays,
 * and the approved reviews' summary. Each part reads only the product's own rows by their indexes.
 */
export const loadProductPageRows = preparedRows<{ productId: number; locale: Locale }, ProductPageRow>('product_page', () => {
  const productId = sql.placeholder('productId');
  const locale = sql.placeholder('locale');
  return sql`
    select p.id, pt.name, pa.path, p.price, p.old_price as "oldPrice", p.special_price as "specialPrice", p.sku,
      pt.description, pt.features, pt.meta_title as "metaTitle", pt.meta_description as "metaDescription",
      pc.lineage,
      (select coalesce(json_agg(json_build_object('path', i.path, 'width', i.width, 'height', i.height, 'colorValueId', i.color_value_id, 'alt', coalesce(i.alt ->> ${locale}::text, ''))
          order by i.position, i.id), '[]')
        from product_images i where i.product_id = p.id) as images,
      (select coalesce(json_agg(json_build_object(
            'id', o.id, 'price', o.price, 'oldPrice', o.old_price, 'specialPrice', o.special_price, 'stock', o.stock,
            'sizeId', sv.id, 'sizeSlug', sv.slug, 'sizeName', sn.name, 'sizePosition', sv.position,
            'colorId', cv.id, 'colorSlug', cv.slug, 'colorName', cn.name, 'colorHex', cv.hex, 'colorPosition', cv.position)
          order by o.position, o.id), '[]')
        from product_options o
        left join attribute_values sv on sv.id = o.size_value_id
        left join attribute_value_translations sn on sn.value_id = sv.id and sn.locale = ${locale}
        left join attribute_values cv on cv.id = o.color_value_id
        left join attribute_value_translations cn on cn.value_id = cv.id and cn.locale = ${locale}
        where o.product_id = p.id) as options,
      (select coalesce(json_agg(json_build_object('code', a.code, 'name', at.name, 'value', avt.name)
          order by a.position, a.id, av.position, av.id), '[]')
        from product_attribute_values pav
        join attribute_values av on av.id = pav.value_id
        join attributes a on a.id = av.attribute_id
        join attribute_translations at on at.attribute_id = a.id and at.locale = ${locale}
        join attribute_value_translations avt on avt.value_id = av.id and avt.locale = ${locale}
        where pav.product_id = p.id) as attributes,
      (select coalesce(json_agg(json_build_object('id', c.id, 'name', ct.name, 'path', c.slug, 'image', c.image)), '[]')
        from categories c join category_translations ct on ct.category_id = c.id and ct.locale = ${locale}
        where c.id = any(string_to_array(rtrim(pc.lineage, '/'), '/')::int[])) as trail,
      (select json_build_object('average', avg(r.rating)::float8, 'count', count(*))
        from reviews r where r.product_id = p.id and r.status = 'approved') as "reviewSummary",
      (select count(*)::int from (select 1 from related_products rp
        where rp.product_id = p.id and exists (select 1 from products rq where rq.id = rp.related_id and rq.is_active) limit ${relatedLimit}) shown) as "relatedCount"
    from products p
    join product_translations pt on pt.product_id = p.id and pt.locale = ${locale}
    join paths pa on pa.kind = 'product' and pa.entity_id = p.id
    left join categories pc on pc.id = p.category_id
    where p.id = ${productId} and p.is_active`;
});

/** The related products' statement, planned once per database (server/db/prepared.ts). */
const relatedStatement = preparedPerDatabase((db) => {
  const join = joinCardBasics(sql.placeholder('locale') as unknown as Locale);
  return db
    .select({ ...productCardColumns, ...cardExtraColumns })
    .from(relatedProducts)
    .innerJoin(products, eq(products.id, relatedProducts.relatedId))
    .innerJoin(productTranslations, join.translation)
    .innerJoin(paths, join.path)
    .where(and(eq(relatedProducts.productId, sql.placeholder('productId')), eq(products.isActive, true)))
    .orderBy(asc(relatedProducts.position), asc(products.id))
    .limit(relatedLimit)
    .prepare('product_related');
});

/** Card rows (with their extras) of the active related products, in the shop's order; one query. */
export function loadRelatedRows(db: Database, { productId, locale }: { productId: number; locale: Locale }) {
  return relatedStatement(db).execute({ productId, locale });
}
