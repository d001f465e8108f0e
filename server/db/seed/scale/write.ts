import { sql } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import type { ScaleProductRow } from './plan.ts';
import type { ScaleReviewRow } from './reviews.ts';

/** The tables a load writes to, whose foreign keys `withoutForeignKeys` may lift meanwhile. */
export const scaleTables = ['products', 'product_translations', 'paths', 'product_options', 'product_attribute_values', 'product_images', 'related_products', 'reviews'] as const;

/**
 * Copies the donors' options, filter values (brand aside: each product gets its own) and
 * pictures into small temporary tables, once per load: the batches then join a few hundred rows
 * instead of tables that grow with every batch.
 */
export async function prepareDonorRows(tx: Database, donorIds: number[]): Promise<void> {
  const donors = sql`${`{${donorIds.join(',')}}`}::int[]`;
  await tx.execute(sql`
    create temporary table scale_donor_options on commit drop as
    select o.product_id as donor_id, o.size_value_id, o.color_value_id, o.price - p.price as surcharge, o.position,
      row_number() over (partition by o.product_id order by o.position, o.id)::int as rank
    from product_options o join products p on p.id = o.product_id
    where o.product_id = any(${donors})`);
  await tx.execute(sql`
    create temporary table scale_donor_values on commit drop as
    select pav.product_id as donor_id, pav.value_id
    from product_attribute_values pav
    join attribute_values v on v.id = pav.value_id
    join attributes a on a.id = v.attribute_id and a.code <> 'brand'
    where pav.product_id = any(${donors})`);
  await tx.execute(sql`
    create temporary table scale_donor_images on commit drop as
    select product_id as donor_id, color_value_id, path, width, height, position
    from product_images where product_id = any(${donors})`);
  for (const table of ['scale_donor_options', 'scale_donor_values', 'scale_donor_images']) await tx.execute(sql`analyze ${sql.identifier(table)}`);
}

export async function writeScaleProducts(tx: Database, plan: ScaleProductRow[], seed: number): Promise<Map<number, number>> {
  await tx.execute(sql`
    create temporary table scale_plan as
    select x.*, null::int as product_id
    from jsonb_to_recordset(${JSON.stringify(plan)}::jsonb) as x(
      k int, sku text, slug text, category_id int, category_slug text, donor_id int, brand_value_id int,
      price int, old_price int, special_price int, weight int, popularity int, created_at timestamptz, sold_out boolean,
      related int[], name_uk text, name_en text, description_uk text, description_en text, features_uk text, features_en text,
      meta_title_uk text, meta_title_en text, meta_description_uk text, meta_description_en text)`);

  // A slug or SKU already taken (a product the shop made by hand) skips that product.
  const linked = await tx.execute(sql`
    with inserted as (
      insert into products (category_id, slug, sku, price, old_price, special_price, is_active, is_featured, popularity, weight, created_at, updated_at)
      select category_id, slug, sku, price, old_price, special_price, true, false, popularity, weight, created_at, created_at
      from scale_plan order by k
      on conflict do nothing
      returning id, sku)
    update scale_plan set product_id = inserted.id from inserted where inserted.sku = scale_plan.sku
    returning scale_plan.k::int as "k", inserted.id::int as "id"`);
  await tx.execute(sql`delete from scale_plan where product_id is null`);

  await tx.execute(sql`
    insert into paths (path, kind, entity_id)
    select category_slug || '/' || slug, 'product'::path_kind, product_id from scale_plan
    on conflict do nothing`);

  // The donor's options with the new product's prices (keeping the donor's surcharge on large
  // sizes) and stock of their own: none when sold out, the first option always in stock
  // otherwise, and each other one out of stock now and then (9 %).
  const stockDraw = sql`(hashint8extended(p.k::bigint * 1000 + o.rank, ${seed}::bigint) & 2147483647)`;
  await tx.execute(sql`
    insert into product_options (product_id, sku, size_value_id, color_value_id, price, old_price, special_price, stock, position)
    select p.product_id, p.sku || '-' || o.rank, o.size_value_id, o.color_value_id,
      p.price + o.surcharge, p.old_price + o.surcharge, p.special_price + o.surcharge,
      case
        when p.sold_out then 0
        when o.rank = 1 then 3 + ${stockDraw} % 30
        when ${stockDraw} % 100 < 9 then 0
        else 1 + ${stockDraw} % 40
      end,
      o.position
    from scale_plan p join scale_donor_options o on o.donor_id = p.donor_id`);

  // No duplicates to skip: the donor's values leave the brand out, and each product gets one.
  await tx.execute(sql`
    insert into product_attribute_values (product_id, value_id)
    select p.product_id, v.value_id from scale_plan p join scale_donor_values v on v.donor_id = p.donor_id
    union all
    select product_id, brand_value_id from scale_plan where brand_value_id is not null`);

  // The donor's stored pictures: no new files.
  await tx.execute(sql`
    insert into product_images (product_id, color_value_id, path, width, height, position)
    select p.product_id, i.color_value_id, i.path, i.width, i.height, i.position
    from scale_plan p join scale_donor_images i on i.donor_id = p.donor_id`);

  await tx.execute(sql`
    insert into related_products (product_id, related_id, position)
    select p.product_id, r.id, (r.position - 1)::int
    from scale_plan p, unnest(p.related) with ordinality as r(id, position)`);

  // Names last: a trigger that rebuilds derived rows (search) per statement then sees them whole.
  await tx.execute(sql`
    insert into product_translations (product_id, locale, name, description, features, meta_title, meta_description)
    select product_id, 'uk'::locale, name_uk, description_uk, features_uk, meta_title_uk, meta_description_uk from scale_plan
    union all
    select product_id, 'en'::locale, name_en, description_en, features_en, meta_title_en, meta_description_en from scale_plan`);

  await tx.execute(sql`drop table scale_plan`);

  const rows = (linked as unknown as { rows: { k: number; id: number }[] }).rows;
  return new Map(rows.map((row) => [Number(row.k), Number(row.id)]));
}

export async function writeScaleReviews(tx: Database, reviews: ScaleReviewRow[]): Promise<void> {
  if (reviews.length === 0) return;
  await tx.execute(sql`
    insert into reviews (product_id, locale, author_name, text, rating, status, content_hash, created_at)
    select product_id, locale::locale, author_name, text, rating, status::review_status, content_hash, created_at
    from jsonb_to_recordset(${JSON.stringify(reviews)}::jsonb) as x(
      product_id int, locale text, author_name text, text text, rating smallint, status text, content_hash text, created_at timestamptz)
    on conflict do nothing`);
}
