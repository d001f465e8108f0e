import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { attributeValues, attributes, categories, productAttributeValues, productImages, productOptions, productTranslations, products, relatedProducts } from '../../db/schema/catalog.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { pathRedirects, paths } from '../../db/schema/paths.ts';
import { batches } from '../../db/seed/db-helpers.ts';
import type { ProductInput } from '../../../common/admin-products.ts';
import { locales } from '../../../common/locales.ts';
import { sanitizeRichText } from '../content/rich-text.sanitize.ts';

/** What only the demo seed sets: a product's sales rank, its date, pictures and related products. */
export interface ProductWriteExtras {
  popularity?: number;
  createdAt?: Date;
  images?: { path: string; width: number; height: number; colorValueId: number | null }[];
}

/** One product to write: an existing one by id, or a new one. */
export interface ProductWrite {
  id?: number;
  input: ProductInput;
  extras?: ProductWriteExtras;
}

/** A product as written: the item with the id of its row. */
type WrittenProduct = ProductWrite & { productId: number };

/** Pictures' sizes by their storage path. */
type PictureSizes = Map<string, { width: number; height: number }>;

/** Field errors by the input's path ("slug", "options.2.sku"), as catalogue keys. */
export type ProductWriteErrors = Record<string, string[]>;

export type ProductsWriteResult =
  | { ok: true; ids: number[] }
  | { ok: false; reason: 'notFound'; ids: number[] }
  | { ok: false; reason: 'invalid'; errors: Map<number, ProductWriteErrors> };

/**
 * Writes products whole: their rows, both translations (descriptions sanitised), options (kept
 * by id or SKU, so carts and orders keep pointing at them; the rest removed), filter values (the
 * options' sizes and colours added), their paths, and a redirect from an old path when the slug
 * or category moved. The one way a product is written: by the editor (one), the price-list
 * import and the demo seed (many, in a few statements whatever their number).
 *
 * Call it inside a transaction. It first checks what the schema cannot (categories, values and
 * their kinds, slugs and SKUs of other products and of the batch) and writes nothing when any
 * product fails: the errors are keyed by the product's place in `items`.
 */
export async function writeProducts(tx: Database, { items, now }: { items: ProductWrite[]; now: Date }): Promise<ProductsWriteResult> {
  if (items.length === 0) return { ok: true, ids: [] };
  const existingIds = items.flatMap((item) => (item.id === undefined ? [] : [item.id]));
  const locked = new Set<number>();
  for (const chunk of batches(existingIds, 5000)) {
    for (const row of await tx.select({ id: products.id }).from(products).where(inArray(products.id, chunk)).for('update')) locked.add(row.id);
  }
  const missing = existingIds.filter((id) => !locked.has(id));
  if (missing.length > 0) return { ok: false, reason: 'notFound', ids: missing };

  const checked = await checkReferences(tx, items);
  if (checked.errors.size > 0) return { ok: false, reason: 'invalid', errors: checked.errors };

  const written = await writeRows(tx, items, now);
  // Filter values before texts: a new product's search document (rebuilt by the triggers of
  // both) is then built in full once, by the texts' insert, not once more for its values.
  await writeValues(tx, written);
  await writeTranslations(tx, written);
  await writeOptions(tx, written);
  await writeImages(tx, written, checked.pictures);
  await writePaths(tx, written.map(({ productId, input }) => ({ id: productId, path: `${checked.categorySlugs.get(input.category_id)}/${input.slug}` })));
  return { ok: true, ids: written.map((product) => product.productId) };
}

/** What writeProducts would refuse, by the product's place in `items`, without writing anything. */
export async function checkProducts(tx: Database, items: ProductWrite[]): Promise<Map<number, ProductWriteErrors>> {
  return (await checkReferences(tx, items)).errors;
}

export type ProductWriteResult = { ok: true; id: number } | { ok: false; reason: 'notFound' } | { ok: false; reason: 'invalid'; errors: ProductWriteErrors };

/** One product: see writeProducts. */
export async function writeProduct(tx: Database, { id, input, extras, now }: ProductWrite & { now: Date }): Promise<ProductWriteResult> {
  const result = await writeProducts(tx, { items: [{ id, input, extras }], now });
  // One item written, one id.
  if (result.ok) return { ok: true, id: result.ids[0]! };
  if (result.reason === 'notFound') return { ok: false, reason: 'notFound' };
  return { ok: false, reason: 'invalid', errors: result.errors.get(0) ?? {} };
}

/** Replaces each product's related products, in order. */
export async function writeRelated(tx: Database, related: Map<number, number[]>): Promise<void> {
  const ids = [...related.keys()];
  for (const chunk of batches(ids, 5000)) await tx.delete(relatedProducts).where(inArray(relatedProducts.productId, chunk));
  const rows = [...related].flatMap(([productId, list]) => list.map((relatedId, position) => ({ productId, relatedId, position })));
  for (const batch of batches(rows, 2000)) await tx.insert(relatedProducts).values(batch);
}

/** Rows whose key is in `keys`, read in chunks that stay within a statement's parameters. */
async function inChunks<T>(keys: readonly (string | number)[], read: (chunk: (string | number)[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (const chunk of batches([...new Set(keys)], 5000)) out.push(...(await read(chunk)));
  return out;
}

async function checkReferences(
  tx: Database,
  items: ProductWrite[],
): Promise<{ errors: Map<number, ProductWriteErrors>; categorySlugs: Map<number, string>; pictures: PictureSizes }> {
  const errors = new Map<number, ProductWriteErrors>();
  const refuse = (index: number, field: string, key: string) => {
    const own = errors.get(index) ?? {};
    (own[field] ??= []).push(key);
    errors.set(index, own);
  };
  const inputs = items.map((item) => item.input);

  const categorySlugs = new Map(
    (await inChunks(inputs.map((input) => input.category_id), (chunk) => tx.select({ id: categories.id, slug: categories.slug }).from(categories).where(inArray(categories.id, chunk as number[])))).map(
      (row) => [row.id, row.slug],
    ),
  );
  const referenced = inputs.flatMap((input) => [
    ...input.attribute_value_ids,
    ...[...input.options.flatMap((option) => [option.size_value_id, option.color_value_id]), ...(input.images ?? []).map((image) => image.color_value_id)].filter((value) => value !== null),
  ]);
  const kinds = new Map(
    (
      await inChunks(referenced, (chunk) =>
        tx
          .select({ id: attributeValues.id, type: attributes.type })
          .from(attributeValues)
          .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
          .where(inArray(attributeValues.id, chunk as number[])),
      )
    ).map((row) => [row.id, row.type]),
  );
  const slugOwners = new Map((await inChunks(inputs.map((input) => input.slug), (chunk) => tx.select({ id: products.id, key: products.slug }).from(products).where(inArray(products.slug, chunk as string[])))).map((row) => [row.key, row.id]));
  const skuOwners = new Map((await inChunks(inputs.map((input) => input.sku), (chunk) => tx.select({ id: products.id, key: products.sku }).from(products).where(inArray(products.sku, chunk as string[])))).map((row) => [row.key, row.id]));
  const optionSkuOwners = new Map(
    (
      await inChunks(
        inputs.flatMap((input) => input.options.map((option) => option.sku)),
        (chunk) => tx.select({ id: productOptions.productId, key: productOptions.sku }).from(productOptions).where(inArray(productOptions.sku, chunk as string[])),
      )
    ).map((row) => [row.key, row.id]),
  );

  const pictures = await pictureSizes(tx, items);

  // Within the batch: the first product with a slug or SKU keeps it.
  const batchSlugs = new Map<string, number>();
  const batchSkus = new Map<string, number>();
  const batchOptionSkus = new Map<string, number>();
  items.forEach(({ id, input }, index) => {
    const takenBy = (owner: number | undefined) => owner !== undefined && owner !== id;
    if (!categorySlugs.has(input.category_id)) refuse(index, 'category_id', 'adminProducts.errors.category');
    input.attribute_value_ids.forEach((value, at) => {
      if (!kinds.has(value)) refuse(index, `attribute_value_ids.${at}`, 'adminProducts.errors.value');
    });
    if (takenBy(slugOwners.get(input.slug)) || batchSlugs.has(input.slug)) refuse(index, 'slug', 'adminProducts.errors.slugTaken');
    if (takenBy(skuOwners.get(input.sku)) || batchSkus.has(input.sku)) refuse(index, 'sku', 'adminProducts.errors.skuTaken');
    batchSlugs.set(input.slug, index);
    batchSkus.set(input.sku, index);
    input.options.forEach((option, at) => {
      if (option.size_value_id !== null && kinds.get(option.size_value_id) !== 'size') refuse(index, `options.${at}.size_value_id`, 'adminProducts.errors.size');
      if (option.color_value_id !== null && kinds.get(option.color_value_id) !== 'color') refuse(index, `options.${at}.color_value_id`, 'adminProducts.errors.color');
      const other = batchOptionSkus.get(option.sku);
      if (takenBy(optionSkuOwners.get(option.sku)) || (other !== undefined && other !== index)) refuse(index, `options.${at}.sku`, 'adminProducts.errors.skuTaken');
      batchOptionSkus.set(option.sku, index);
    });
    input.images?.forEach((image, at) => {
      if (!pictures.has(image.path)) refuse(index, `images.${at}.path`, 'adminProducts.errors.image');
      if (image.color_value_id !== null && kinds.get(image.color_value_id) !== 'color') refuse(index, `images.${at}.color_value_id`, 'adminProducts.errors.color');
    });
  });
  return { errors, categorySlugs, pictures };
}

/**
 * The sizes of the pictures products name: an upload of the shared store, or a picture a product
 * already shows (one the shop shipped with). A product may not name a file the shop never had.
 */
async function pictureSizes(tx: Database, items: ProductWrite[]): Promise<PictureSizes> {
  const named = items.flatMap((item) => (item.input.images ?? []).map((image) => image.path));
  const sizes: PictureSizes = new Map();
  for (const row of await inChunks(named, (chunk) =>
    tx.select({ path: productImages.path, width: productImages.width, height: productImages.height }).from(productImages).where(inArray(productImages.path, chunk as string[])),
  )) {
    sizes.set(row.path, { width: row.width, height: row.height });
  }
  for (const row of await inChunks(named, (chunk) =>
    tx.select({ path: storedFiles.path, width: storedFiles.width, height: storedFiles.height }).from(storedFiles).where(inArray(storedFiles.path, chunk as string[])),
  )) {
    if (row.width !== null && row.height !== null) sizes.set(row.path, { width: row.width, height: row.height });
  }
  return sizes;
}

/** The products' own rows: the "from" price is the cheapest option's (by what it is sold at). */
async function writeRows(tx: Database, items: ProductWrite[], now: Date): Promise<WrittenProduct[]> {
  const rows = items.map(({ id, input, extras = {} }) => {
    const cheapest = input.options.reduce((best, option) => ((option.special_price ?? option.price) < (best.special_price ?? best.price) ? option : best));
    return {
      id: id ?? null,
      category_id: input.category_id,
      slug: input.slug,
      sku: input.sku,
      price: cheapest.price,
      old_price: cheapest.old_price,
      special_price: cheapest.special_price,
      is_active: input.active,
      is_featured: input.featured,
      weight: input.weight,
      popularity: extras.popularity ?? null,
      created_at: extras.createdAt?.toISOString() ?? null,
    };
  });
  const ids = rows.map((row) => row.id);
  const fresh = rows.map((row, index) => ({ row, index })).filter(({ row }) => row.id === null);
  for (const batch of batches(fresh)) {
    const inserted = await tx
      .insert(products)
      .values(
        batch.map(({ row }) => ({
          categoryId: row.category_id,
          slug: row.slug,
          sku: row.sku,
          price: row.price,
          oldPrice: row.old_price,
          specialPrice: row.special_price,
          isActive: row.is_active,
          isFeatured: row.is_featured,
          weight: row.weight,
          popularity: row.popularity ?? 0,
          ...(row.created_at ? { createdAt: new Date(row.created_at) } : { createdAt: now }),
          updatedAt: now,
        })),
      )
      .returning({ id: products.id, slug: products.slug });
    const bySlug = new Map(inserted.map((row) => [row.slug, row.id]));
    for (const { row, index } of batch) ids[index] = bySlug.get(row.slug)!;
  }
  const changed = rows.filter((row) => row.id !== null);
  for (const batch of batches(changed, 2000)) {
    await tx.execute(sql`
      update products p set
        category_id = v.category_id, slug = v.slug, sku = v.sku, price = v.price, old_price = v.old_price,
        special_price = v.special_price, is_active = v.is_active, is_featured = v.is_featured, weight = v.weight,
        popularity = coalesce(v.popularity, p.popularity), created_at = coalesce(v.created_at, p.created_at), updated_at = ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as v(
        id int, category_id int, slug text, sku text, price int, old_price int, special_price int,
        is_active boolean, is_featured boolean, weight int, popularity int, created_at timestamptz)
      where p.id = v.id`);
  }
  // A new row's id was filled in as it was inserted.
  return items.map((item, index) => ({ ...item, productId: ids[index]! }));
}

async function writeTranslations(tx: Database, written: WrittenProduct[]): Promise<void> {
  const rows = written.flatMap(({ input, productId }) =>
    locales.map((locale) => {
      const text = input.translations[locale];
      return {
        productId,
        locale,
        name: text.name,
        description: sanitizeRichText(text.description),
        features: sanitizeRichText(text.features),
        metaTitle: text.meta_title,
        metaDescription: text.meta_description,
      };
    }),
  );
  for (const batch of batches(rows)) {
    await tx
      .insert(productTranslations)
      .values(batch)
      .onConflictDoUpdate({
        target: [productTranslations.productId, productTranslations.locale],
        set: {
          name: sql.raw('excluded.name'),
          description: sql.raw('excluded.description'),
          features: sql.raw('excluded.features'),
          metaTitle: sql.raw('excluded.meta_title'),
          metaDescription: sql.raw('excluded.meta_description'),
        },
        // An unchanged text is not rewritten: its search document and vocabulary stay as they are.
        setWhere: sql`(${productTranslations.name}, ${productTranslations.description}, ${productTranslations.features}, ${productTranslations.metaTitle}, ${productTranslations.metaDescription})
          is distinct from (excluded.name, excluded.description, excluded.features, excluded.meta_title, excluded.meta_description)`,
      });
  }
}

/** Options matched by id, else by SKU, keep their rows; new ones are added and the rest removed. */
async function writeOptions(tx: Database, written: WrittenProduct[]): Promise<void> {
  const existing = await inChunks(
    written.flatMap((item) => (item.id === undefined ? [] : [item.id])),
    (chunk) =>
      tx
        .select({ id: productOptions.id, productId: productOptions.productId, sku: productOptions.sku, size: productOptions.sizeValueId, color: productOptions.colorValueId })
        .from(productOptions)
        .where(inArray(productOptions.productId, chunk as number[])),
  );
  const byId = new Map(existing.map((row) => [row.id, row]));
  const bySku = new Map(existing.map((row) => [`${row.productId}/${row.sku}`, row]));
  const keptIds = new Set<number>();
  const stepAside: number[] = [];
  const updates: Record<string, unknown>[] = [];
  const inserts: (typeof productOptions.$inferInsert)[] = [];
  written.forEach(({ input, productId }) => {
    // Rows named by their id are claimed first, so a row found by SKU is never one another option names.
    const claimed = input.options.map((option) => {
      const byOwnId = option.id === undefined ? undefined : byId.get(option.id);
      return byOwnId?.productId === productId ? byOwnId : undefined;
    });
    const named = new Set(claimed.flatMap((row) => (row ? [row.id] : [])));
    input.options.forEach((option, position) => {
      const bySkuRow = bySku.get(`${productId}/${option.sku}`);
      const row = claimed[position] ?? (bySkuRow && !named.has(bySkuRow.id) ? bySkuRow : undefined);
      const values = {
        sku: option.sku,
        sizeValueId: option.size_value_id,
        colorValueId: option.color_value_id,
        price: option.price,
        oldPrice: option.old_price,
        specialPrice: option.special_price,
        stock: option.stock,
        position,
      };
      if (!row || keptIds.has(row.id)) {
        inserts.push({ productId, ...values });
        return;
      }
      keptIds.add(row.id);
      // A kept row whose SKU or variant changes first steps aside (a temporary SKU, no variant),
      // so swapped SKUs or sizes never collide with a row not yet rewritten.
      if (row.sku !== option.sku || row.size !== option.size_value_id || row.color !== option.color_value_id) stepAside.push(row.id);
      updates.push({ id: row.id, sku: option.sku, size_value_id: option.size_value_id, color_value_id: option.color_value_id, price: option.price, old_price: option.old_price, special_price: option.special_price, stock: option.stock, position });
    });
  });
  const removed = existing.filter((row) => !keptIds.has(row.id)).map((row) => row.id);
  for (const chunk of batches(removed, 5000)) await tx.delete(productOptions).where(inArray(productOptions.id, chunk));
  for (const chunk of batches(stepAside, 5000)) {
    await tx
      .update(productOptions)
      .set({ sku: sql`'~' || ${productOptions.id}`, sizeValueId: null, colorValueId: null })
      .where(inArray(productOptions.id, chunk));
  }
  for (const batch of batches(updates, 2000)) {
    await tx.execute(sql`
      update product_options o set
        sku = v.sku, size_value_id = v.size_value_id, color_value_id = v.color_value_id, price = v.price,
        old_price = v.old_price, special_price = v.special_price, stock = v.stock, position = v.position
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as v(
        id int, sku text, size_value_id int, color_value_id int, price int, old_price int, special_price int, stock int, position int)
      where o.id = v.id and (o.sku, o.size_value_id, o.color_value_id, o.price, o.old_price, o.special_price, o.stock, o.position)
        is distinct from (v.sku, v.size_value_id, v.color_value_id, v.price, v.old_price, v.special_price, v.stock, v.position)`);
  }
  for (const batch of batches(inserts)) await tx.insert(productOptions).values(batch);
}

/** Filter values: the chosen ones with the options' sizes and colours; only the difference is written. */
async function writeValues(tx: Database, written: WrittenProduct[]): Promise<void> {
  const wanted = new Map(
    written.flatMap(({ input, productId }) => {
      const values = new Set(input.attribute_value_ids);
      for (const option of input.options) {
        if (option.size_value_id !== null) values.add(option.size_value_id);
        if (option.color_value_id !== null) values.add(option.color_value_id);
      }
      return [...values].map((valueId) => [`${productId}/${valueId}`, { productId, valueId }] as const);
    }),
  );
  const stored = await inChunks(written.map((product) => product.productId), (chunk) =>
    tx.select({ productId: productAttributeValues.productId, valueId: productAttributeValues.valueId }).from(productAttributeValues).where(inArray(productAttributeValues.productId, chunk as number[])),
  );
  const have = new Set(stored.map((row) => `${row.productId}/${row.valueId}`));
  const stale = stored.filter((row) => !wanted.has(`${row.productId}/${row.valueId}`));
  for (const batch of batches(stale, 2000)) {
    await tx.execute(sql`
      delete from product_attribute_values a using jsonb_to_recordset(${JSON.stringify(batch.map((row) => ({ p: row.productId, v: row.valueId })))}::jsonb) as x(p int, v int)
      where a.product_id = x.p and a.value_id = x.v`);
  }
  const added = [...wanted].filter(([key]) => !have.has(key)).map(([, pair]) => pair);
  for (const batch of batches(added, 2000)) await tx.insert(productAttributeValues).values(batch);
}

/** A product's photos are replaced when the input or the seed names them, else left as they are. */
async function writeImages(tx: Database, written: WrittenProduct[], pictures: PictureSizes): Promise<void> {
  const withImages = written
    .map(({ input, extras, productId }) => ({
      productId,
      images:
        input.images?.map((image) => ({
          path: image.path,
          colorValueId: image.color_value_id,
          alt: image.alt,
          ...pictures.get(image.path)!,
        })) ?? extras?.images,
    }))
    .filter((item) => item.images !== undefined);
  for (const chunk of batches(withImages.map((item) => item.productId), 5000)) await tx.delete(productImages).where(inArray(productImages.productId, chunk));
  const rows = withImages.flatMap(({ images, productId }) => images!.map((image, position) => ({ productId, ...image, position })));
  for (const batch of batches(rows)) await tx.insert(productImages).values(batch);
}

/** Points each product's path at its new one; an old one becomes a redirect to it. */
async function writePaths(tx: Database, targets: { id: number; path: string }[]): Promise<void> {
  const current = new Map(
    (await inChunks(targets.map((target) => target.id), (chunk) => tx.select({ id: paths.entityId, path: paths.path }).from(paths).where(and(eq(paths.kind, 'product'), inArray(paths.entityId, chunk as number[]))))).map(
      (row) => [row.id, row.path],
    ),
  );
  const moved = targets.filter((target) => current.get(target.id) !== target.path);
  if (moved.length === 0) return;
  // A path taken back (a slug changed and changed back) is no redirect any more.
  for (const chunk of batches(moved.map((target) => target.path), 5000)) await tx.delete(pathRedirects).where(inArray(pathRedirects.fromPath, chunk));
  const renamed = moved.filter((target) => current.has(target.id)).map((target) => ({ id: target.id, from: current.get(target.id)!, to: target.path }));
  for (const batch of batches(renamed, 2000)) {
    await tx.execute(sql`
      update paths set path = v."to" from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as v(id int, "from" text, "to" text)
      where paths.path = v."from"`);
    await tx
      .insert(pathRedirects)
      .values(batch.map((target) => ({ fromPath: target.from, kind: 'product' as const, entityId: target.id })))
      .onConflictDoUpdate({ target: pathRedirects.fromPath, set: { kind: sql.raw('excluded.kind'), entityId: sql.raw('excluded.entity_id') } });
  }
  const fresh = moved.filter((target) => !current.has(target.id)).map((target) => ({ path: target.path, kind: 'product' as const, entityId: target.id }));
  for (const batch of batches(fresh)) {
    await tx.insert(paths).values(batch).onConflictDoUpdate({ target: paths.path, set: { kind: sql.raw('excluded.kind'), entityId: sql.raw('excluded.entity_id') } });
  }
}
