import { inArray } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { products } from '../../schema/catalog.ts';
import { locales } from '../types.ts';
import type { PlannedProduct } from '../catalog-plan.ts';
import { productImageSize } from '../images/catalog-images.ts';
import type { ValueIds } from './reference.ts';
import type { ProductInput } from '../../../../common/admin-products.ts';
import { writeProducts, writeRelated } from '../../../modules/catalog/products.write.ts';

/**
 * Writes the planned products through the back office's writer (a product already there, by slug,
 * is rewritten in place: its options keep their ids by SKU), then links related products once all
 * exist. Answers slug → id.
 */
export async function seedProducts(db: Database, plan: PlannedProduct[], categoryIds: Map<string, number>, valueId: ValueIds, now: Date): Promise<Map<string, number>> {
  const existing = await db.select({ id: products.id, slug: products.slug }).from(products).where(inArray(products.slug, plan.map((p) => p.slug)));
  const ids = new Map(existing.map((row) => [row.slug, row.id]));
  const items = plan.map((p) => ({
    id: ids.get(p.slug),
    input: productInput(p, categoryIds, valueId),
    extras: {
      popularity: p.popularity,
      createdAt: p.createdAt,
      images: p.images.map((image) => ({ path: image.path, ...productImageSize, colorValueId: image.color ? valueId('color', image.color) : null })),
    },
  }));
  const result = await writeProducts(db, { items, now });
  if (!result.ok) throw new Error(`The demo products were refused: ${JSON.stringify(result.reason === 'invalid' ? [...result.errors] : result.ids)}`);
  // One id for each item, in order.
  plan.forEach((p, index) => ids.set(p.slug, result.ids[index]!));
  await writeRelated(db, new Map(plan.map((p) => [ids.get(p.slug)!, p.related.map((slug) => ids.get(slug)!)])));
  return ids;
}

function productInput(p: PlannedProduct, categoryIds: Map<string, number>, valueId: ValueIds): ProductInput {
  const text = (locale: (typeof locales)[number]) => ({
    name: p.name[locale],
    description: p.description[locale],
    features: p.features[locale],
    meta_title: p.metaTitle[locale],
    meta_description: p.metaDescription[locale],
  });
  return {
    slug: p.slug,
    sku: p.sku,
    category_id: categoryIds.get(p.category)!,
    active: true,
    featured: p.featured,
    weight: p.weight,
    translations: { uk: text('uk'), en: text('en') },
    attribute_value_ids: [
      valueId('brand', p.brand),
      valueId('material', p.material),
      ...(p.protection ? [valueId('protection-class', p.protection)] : []),
      ...(p.season ? [valueId('season', p.season)] : []),
    ],
    options: p.options.map((o) => ({
      sku: o.sku,
      size_value_id: valueId('size', o.size),
      color_value_id: o.color ? valueId('color', o.color) : null,
      price: o.price,
      old_price: o.oldPrice,
      special_price: o.specialPrice,
      stock: o.stock,
    })),
  };
}
