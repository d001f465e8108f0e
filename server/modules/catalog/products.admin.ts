import { and, asc, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { forgetReadThrough } from '../../db/read-cache.ts';
import { singleRow } from '../../db/rows.ts';
import {
  attributeTranslations,
  attributeValueTranslations,
  attributeValues,
  attributes,
  categories,
  categoryTranslations,
  productAttributeValues,
  productImages,
  productOptions,
  productTranslations,
  products,
} from '../../db/schema/catalog.ts';
import { paths } from '../../db/schema/paths.ts';
import {
  productsPerPage,
  type ProductChoices,
  type ProductFilter,
  type ProductInput,
  type ProductListQuery,
  type StaffProductDetail,
  type StaffProductPage,
} from '../../../common/admin-products.ts';
import { minorToDecimal, minorToDecimalOrNull } from '../../../common/currency.ts';
import type { Locale } from '../../../common/locales.ts';
import { saveAudited } from '../audit/audited-save.ts';
import { recordAudit, type AuditActor } from '../audit/audit.record.ts';
import { writeProduct, type ProductWriteErrors } from './products.write.ts';


/** `%` and `_` typed by an editor are plain characters. */
const likeText = (text: string) => text.replace(/[\\%_]/g, '\\$&');

function filterConditions({ query, category_id, status }: ProductFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query) {
    const part = `%${likeText(query)}%`;
    const start = `${likeText(query)}%`;
    conditions.push(
      or(
        ilike(products.sku, start),
        exists(sql`(select 1 from ${productOptions} where ${productOptions.productId} = ${products.id} and ${productOptions.sku} ilike ${start})`),
        exists(sql`(select 1 from ${productTranslations} where ${productTranslations.productId} = ${products.id} and ${productTranslations.name} ilike ${part})`),
      ),
    );
  }
  // A category takes its subcategories' products too.
  if (category_id) conditions.push(sql`${products.categoryId} in (select c.id from ${categories} c where c.lineage like (select lineage from ${categories} where id = ${category_id}) || '%')`);
  if (status) conditions.push(eq(products.isActive, status === 'active'));
  return and(...conditions);
}

/** One page of products, newest first, in the member's language. */
export async function listStaffProducts(db: Database, { locale, list }: { locale: Locale; list: ProductListQuery }): Promise<StaffProductPage> {
  const where = filterConditions(list);
  const { total } = singleRow(await db.select({ total: sql<number>`count(*)::int` }).from(products).where(where));
  const pages = Math.max(1, Math.ceil(total / productsPerPage));
  const page = Math.min(list.page ?? 1, pages);
  const rows = await db
    .select({
      id: products.id,
      sku: products.sku,
      name: productTranslations.name,
      category: categoryTranslations.name,
      price: sql<number>`coalesce(${products.specialPrice}, ${products.price})`,
      stock: sql<number>`(select coalesce(sum(${productOptions.stock}), 0) from ${productOptions} where ${productOptions.productId} = ${products.id})::int`,
      active: products.isActive,
      path: paths.path,
    })
    .from(products)
    .innerJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, locale)))
    .innerJoin(categoryTranslations, and(eq(categoryTranslations.categoryId, products.categoryId), eq(categoryTranslations.locale, locale)))
    .leftJoin(paths, and(eq(paths.kind, 'product'), eq(paths.entityId, products.id)))
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(productsPerPage)
    .offset((page - 1) * productsPerPage);
  return {
    products: rows.map((row) => ({ ...row, price: minorToDecimal(Number(row.price)), path: row.path ?? '' })),
    filter: { query: list.query ?? '', category_id: list.category_id ?? null, status: list.status ?? null },
    pagination: { page, pages, total: Number(total), per_page: productsPerPage },
  };
}

/** One product as the editor shows it; null when unknown. */
export async function getStaffProduct(db: Database, id: number): Promise<StaffProductDetail | null> {
  const [row] = await db
    .select({ product: products, path: paths.path })
    .from(products)
    .leftJoin(paths, and(eq(paths.kind, 'product'), eq(paths.entityId, products.id)))
    .where(eq(products.id, id));
  if (!row) return null;
  const [texts, options, values, images] = await Promise.all([
    db.select().from(productTranslations).where(eq(productTranslations.productId, id)),
    db.select().from(productOptions).where(eq(productOptions.productId, id)).orderBy(asc(productOptions.position), asc(productOptions.id)),
    db.select({ id: productAttributeValues.valueId, type: attributes.type }).from(productAttributeValues)
      .innerJoin(attributeValues, eq(attributeValues.id, productAttributeValues.valueId))
      .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
      .where(eq(productAttributeValues.productId, id))
      .orderBy(asc(productAttributeValues.valueId)),
    db.select().from(productImages).where(eq(productImages.productId, id)).orderBy(asc(productImages.position), asc(productImages.id)),
  ]);
  const text = (locale: Locale) => {
    const found = texts.find((translation) => translation.locale === locale);
    return { name: found?.name ?? '', description: found?.description ?? '', features: found?.features ?? '', meta_title: found?.metaTitle ?? '', meta_description: found?.metaDescription ?? '' };
  };
  const { product } = row;
  return {
    id: product.id,
    slug: product.slug,
    sku: product.sku,
    category_id: product.categoryId,
    active: product.isActive,
    featured: product.isFeatured,
    weight: product.weight,
    path: row.path ?? '',
    translations: { uk: text('uk'), en: text('en') },
    // Sizes and colours come with the options; the list holds the other filter values.
    attribute_value_ids: values.filter((value) => value.type === 'select').map((value) => value.id),
    options: options.map((option) => ({
      id: option.id,
      sku: option.sku,
      size_value_id: option.sizeValueId,
      color_value_id: option.colorValueId,
      price: minorToDecimal(option.price),
      old_price: minorToDecimalOrNull(option.oldPrice),
      special_price: minorToDecimalOrNull(option.specialPrice),
      stock: option.stock,
    })),
    images: images.map((image) => ({
      path: image.path,
      width: image.width,
      height: image.height,
      color_value_id: image.colorValueId,
      alt: { uk: image.alt.uk ?? '', en: image.alt.en ?? '' },
    })),
    created_at: product.createdAt.toISOString(),
    updated_at: product.updatedAt.toISOString(),
  };
}

type Context = { actor: AuditActor; ip?: string | null; now: Date };
export type ProductSaveResult = { ok: true; product: StaffProductDetail; changed: boolean } | { ok: false; reason: 'notFound' } | { ok: false; reason: 'invalid'; errors: ProductWriteErrors };

/**
 * Creates (no id) or rewrites a product in one transaction with its audit entry (the fields that
 * changed, before and after); a save that changes nothing is rolled back (audited-save.ts).
 */
export async function saveProduct(db: Database, { id, input, actor, ip, now }: Context & { id?: number; input: ProductInput }): Promise<ProductSaveResult> {
  const result = await saveAudited(db, {
    id,
    entity: 'product',
    lock: (tx, productId) => tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update'),
    read: getStaffProduct,
    // The writer checks everything before it writes: a refused product leaves nothing behind.
    write: (tx) => writeProduct(tx, { id, input, now }),
    taken: {
      products_slug_unique: { slug: ['adminProducts.errors.slugTaken'] },
      products_sku_unique: { sku: ['adminProducts.errors.skuTaken'] },
      product_options_sku_unique: { options: ['adminProducts.errors.skuTaken'] },
    },
    actor,
    ip,
    now,
  });
  return result.ok ? { ok: true, product: result.item, changed: result.changed } : result;
}

/** Publishes or unpublishes a product, audited; false when unknown. */
export async function setProductActive(db: Database, { id, active, actor, ip, now }: Context & { id: number; active: boolean }): Promise<boolean> {
  const changed = await db.transaction(async (tx) => {
    const [before] = await tx.select({ active: products.isActive }).from(products).where(eq(products.id, id)).for('update');
    if (!before) return null;
    if (before.active === active) return false;
    await tx.update(products).set({ isActive: active, updatedAt: now }).where(eq(products.id, id));
    await recordAudit(tx, { actor, action: active ? 'product.publish' : 'product.unpublish', entity: { type: 'product', id }, before: { active: before.active }, after: { active }, ip, at: now });
    return true;
  });
  if (changed) forgetReadThrough(db);
  return changed !== null;
}

/**
 * A copy of a product to edit into a new one: unpublished, its slug and SKUs suffixed ("-copy",
 * "-copy-2"…), with the same texts, values and prices; its stock starts at zero.
 */
export async function duplicateProduct(db: Database, { id, actor, ip, now }: Context & { id: number }): Promise<ProductSaveResult> {
  const source = await getStaffProduct(db, id);
  if (!source) return { ok: false, reason: 'notFound' };
  // The source's text is cut, never the suffix, so a copy's slug and SKUs stay its own.
  const slugWith = (suffix: string) => `${source.slug.slice(0, 200 - suffix.length).replace(/-+$/, '')}${suffix}`;
  const skuWith = (sku: string, suffix: string) => `${sku.slice(0, 60 - suffix.length)}${suffix.toUpperCase()}`;
  const taken = async (suffix: string) => {
    const [product] = await db.select({ id: products.id }).from(products).where(or(eq(products.slug, slugWith(suffix)), eq(products.sku, skuWith(source.sku, suffix)))).limit(1);
    const [option] = await db.select({ id: productOptions.id }).from(productOptions).where(inArray(productOptions.sku, source.options.map((option) => skuWith(option.sku, suffix)))).limit(1);
    return Boolean(product || option);
  };
  let suffix = '-copy';
  for (let n = 2; await taken(suffix); n += 1) suffix = `-copy-${n}`;
  const kopiyky = (value: string) => Math.round(Number(value) * 100);
  const input: ProductInput = {
    slug: slugWith(suffix),
    sku: skuWith(source.sku, suffix),
    category_id: source.category_id,
    active: false,
    featured: false,
    weight: source.weight,
    translations: source.translations,
    attribute_value_ids: source.attribute_value_ids,
    options: source.options.map((option) => ({
      sku: skuWith(option.sku, suffix),
      size_value_id: option.size_value_id,
      color_value_id: option.color_value_id,
      price: kopiyky(option.price),
      old_price: option.old_price === null ? null : kopiyky(option.old_price),
      special_price: option.special_price === null ? null : kopiyky(option.special_price),
      stock: 0,
    })),
    images: source.images.map(({ path, color_value_id, alt }) => ({ path, color_value_id, alt })),
  };
  return saveProduct(db, { input, actor, ip, now });
}

/**
 * Every option of the filtered products up or down by `percent`, rounded to whole hryvnias, with
 * their old and special prices, and each product's "from" price after them; one transaction, one
 * audit entry. An old price that would no longer be above the price, or a special price no longer
 * below it, is dropped. The audit entry keeps every option's prices before, so a mistaken change
 * can be put back. Answers how many products changed.
 */
export async function changePrices(db: Database, { filter, percent, actor, ip, now }: Context & { filter: ProductFilter; percent: number }): Promise<number> {
  const factor = sql`(1 + ${percent}::numeric / 100)`;
  // Within what a price may be (up to 9 999 999 ₴, as the editor takes it), so no value overflows.
  const scaled = (column: SQL) => sql`(case when ${column} is not null then least(round(${column} * ${factor} / 100) * 100, 999999900) end)::int`;
  const count = await db.transaction(async (tx) => {
    const ids = (await tx.select({ id: products.id }).from(products).where(filterConditions(filter)).for('update')).map((row) => row.id);
    if (ids.length === 0) return 0;
    // Each option's prices before, in the audit entry: [option id, price, old price, special price] in kopiyky.
    const before: [number, number, number | null, number | null][] = [];
    for (let at = 0; at < ids.length; at += 5000) {
      const chunk = ids.slice(at, at + 5000);
      const options = await tx
        .select({ id: productOptions.id, price: productOptions.price, oldPrice: productOptions.oldPrice, specialPrice: productOptions.specialPrice })
        .from(productOptions)
        .where(inArray(productOptions.productId, chunk))
        .orderBy(productOptions.id);
      for (const option of options) before.push([option.id, option.price, option.oldPrice, option.specialPrice]);
      await tx.execute(sql`
        update ${productOptions} set
          price = greatest(${scaled(sql`price`)}, 100),
          old_price = case when ${scaled(sql`old_price`)} > greatest(${scaled(sql`price`)}, 100) then ${scaled(sql`old_price`)} end,
          special_price = case when ${scaled(sql`special_price`)} < greatest(${scaled(sql`price`)}, 100) then ${scaled(sql`special_price`)} end
        where product_id in ${sql`(${sql.join(chunk.map((id) => sql`${id}`), sql`, `)})`}`);
      // The product's own price fields follow its cheapest option, as the writer sets them.
      await tx.execute(sql`
        update ${products} p set price = o.price, old_price = o.old_price, special_price = o.special_price, updated_at = ${now.toISOString()}::timestamptz
        from (select distinct on (product_id) product_id, price, old_price, special_price from ${productOptions}
              where product_id in ${sql`(${sql.join(chunk.map((id) => sql`${id}`), sql`, `)})`}
              order by product_id, coalesce(special_price, price), position) o
        where p.id = o.product_id`);
    }
    await recordAudit(tx, { actor, action: 'product.bulk-price', entity: { type: 'product', id: 'bulk' }, before: { option_prices: before }, after: { filter, percent, products: ids.length }, ip, at: now });
    return ids.length;
  });
  if (count > 0) forgetReadThrough(db);
  return count;
}

/** The editor's choices in the member's language: categories as a tree in order, and attributes with their values. */
export async function productChoices(db: Database, locale: Locale): Promise<ProductChoices> {
  const [categoryRows, valueRows] = await Promise.all([
    db
      .select({ id: categories.id, name: categoryTranslations.name, lineage: categories.lineage, position: categories.position })
      .from(categories)
      .innerJoin(categoryTranslations, and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.locale, locale))),
    db
      .select({ attributeId: attributes.id, code: attributes.code, type: attributes.type, attribute: attributeTranslations.name, id: attributeValues.id, name: attributeValueTranslations.name })
      .from(attributeValues)
      .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
      .innerJoin(attributeTranslations, and(eq(attributeTranslations.attributeId, attributes.id), eq(attributeTranslations.locale, locale)))
      .innerJoin(attributeValueTranslations, and(eq(attributeValueTranslations.valueId, attributeValues.id), eq(attributeValueTranslations.locale, locale)))
      .orderBy(asc(attributes.position), asc(attributes.id), asc(attributeValues.position), asc(attributeValues.id)),
  ]);
  // A tree in order: each category after its parent, siblings by position.
  const byId = new Map(categoryRows.map((row) => [row.id, row]));
  const sortKey = (row: (typeof categoryRows)[number]) =>
    row.lineage
      .split('/')
      .filter(Boolean)
      .map((id) => String(byId.get(Number(id))?.position ?? 0).padStart(6, '0') + id.padStart(10, '0'))
      .join('/');
  const ordered = [...categoryRows].sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
  const attributesById = new Map<number, ProductChoices['attributes'][number]>();
  for (const row of valueRows) {
    const attribute = attributesById.get(row.attributeId) ?? { id: row.attributeId, code: row.code, type: row.type, name: row.attribute, values: [] };
    attribute.values.push({ id: row.id, name: row.name });
    attributesById.set(row.attributeId, attribute);
  }
  return {
    categories: ordered.map((row) => ({ id: row.id, name: row.name, depth: row.lineage.split('/').filter(Boolean).length - 1 })),
    attributes: [...attributesById.values()],
  };
}
