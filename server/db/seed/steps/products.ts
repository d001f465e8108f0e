import { and, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { productAttributeValues, productImages, productOptions, productTranslations, products, relatedProducts } from '../../schema/catalog.ts';
import { batches, excludedSet } from '../db-helpers.ts';
import { locales } from '../types.ts';
import type { PlannedProduct } from '../catalog-plan.ts';
import { productImageSize } from '../images/catalog-images.ts';
import type { ValueIds } from './reference.ts';

/** Upserts products by slug and options by sku, and rewrites their pictures, filters and links. Answers slug → id. */
export async function seedProducts(db: Database, plan: PlannedProduct[], categoryIds: Map<string, number>, valueId: ValueIds): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const batch of batches(plan)) {
    const saved = await db
      .insert(products)
      .values(
        batch.map((p) => ({
          categoryId: categoryIds.get(p.category)!,
          slug: p.slug,
          sku: p.sku,
          price: p.priceMinor,
          oldPrice: p.oldPriceMinor,
          specialPrice: p.specialPriceMinor,
          isActive: true,
          isFeatured: p.featured,
          popularity: p.popularity,
          weight: p.weight,
          createdAt: p.createdAt,
        })),
      )
      .onConflictDoUpdate({
        target: products.slug,
        set: excludedSet(products, ['categoryId', 'sku', 'price', 'oldPrice', 'specialPrice', 'isActive', 'isFeatured', 'popularity', 'weight', 'createdAt']),
      })
      .returning({ id: products.id, slug: products.slug });
    for (const row of saved) ids.set(row.slug, row.id);
  }
  const productIds = [...ids.values()];
  const idOf = (slug: string) => ids.get(slug)!;

  const translations = plan.flatMap((p) =>
    locales.map((locale) => ({
      productId: idOf(p.slug),
      locale,
      name: p.name[locale],
      description: p.description[locale],
      features: p.features[locale],
      metaTitle: p.metaTitle[locale],
      metaDescription: p.metaDescription[locale],
    })),
  );
  for (const batch of batches(translations)) {
    await db
      .insert(productTranslations)
      .values(batch)
      .onConflictDoUpdate({
        target: [productTranslations.productId, productTranslations.locale],
        set: excludedSet(productTranslations, ['name', 'description', 'features', 'metaTitle', 'metaDescription']),
      });
  }

  // Options keep their ids (carts point at them); only those no longer planned go away, first, so a
  // renamed variant cannot collide with its old row on (product, size, colour).
  const options = plan.flatMap((p) =>
    p.options.map((o) => ({
      productId: idOf(p.slug),
      sku: o.sku,
      sizeValueId: valueId('size', o.size),
      colorValueId: o.color ? valueId('color', o.color) : null,
      price: o.price,
      oldPrice: o.oldPrice,
      specialPrice: o.specialPrice,
      stock: o.stock,
      position: o.position,
    })),
  );
  await db.delete(productOptions).where(and(inArray(productOptions.productId, productIds), notInArray(productOptions.sku, options.map((o) => o.sku))));
  for (const batch of batches(options)) {
    await db
      .insert(productOptions)
      .values(batch)
      .onConflictDoUpdate({
        target: productOptions.sku,
        set: excludedSet(productOptions, ['productId', 'sizeValueId', 'colorValueId', 'price', 'oldPrice', 'specialPrice', 'stock', 'position']),
      });
  }

  await db.delete(productAttributeValues).where(inArray(productAttributeValues.productId, productIds));
  const links = plan.flatMap((p) => {
    const values = [
      ...p.sizes.map((s) => valueId('size', s)),
      ...p.colors.map((c) => valueId('color', c)),
      valueId('brand', p.brand),
      valueId('material', p.material),
      ...(p.protection ? [valueId('protection-class', p.protection)] : []),
      ...(p.season ? [valueId('season', p.season)] : []),
    ];
    return [...new Set(values)].map((value) => ({ productId: idOf(p.slug), valueId: value }));
  });
  for (const batch of batches(links)) await db.insert(productAttributeValues).values(batch);

  await db.delete(productImages).where(inArray(productImages.productId, productIds));
  const images = plan.flatMap((p) =>
    p.images.map((image) => ({
      productId: idOf(p.slug),
      colorValueId: image.color ? valueId('color', image.color) : null,
      path: image.path,
      width: productImageSize.width,
      height: productImageSize.height,
      position: image.position,
    })),
  );
  for (const batch of batches(images)) await db.insert(productImages).values(batch);

  await db.delete(relatedProducts).where(inArray(relatedProducts.productId, productIds));
  const related = plan.flatMap((p) => p.related.map((slug, position) => ({ productId: idOf(p.slug), relatedId: idOf(slug), position })));
  for (const batch of batches(related)) await db.insert(relatedProducts).values(batch);

  return ids;
}
