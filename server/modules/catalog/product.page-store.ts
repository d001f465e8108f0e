import type { Database } from '../../db/client.ts';
import { productPageReads } from '../../db/versioned-cache.ts';
import type { ProductCardView, ProductPageView } from '../../../common/catalog.ts';
import type { Locale } from '../../../common/locales.ts';
import { withShownDays, type ShownReviews } from '../../../common/reviews.ts';
import { listApprovedReviews } from '../reviews/reviews.service.ts';
import { resolveOrMovedPath } from './paths.service.ts';
import { getProductPage, listRelatedProducts } from './product.service.ts';

/** A product page's data: the product decides the page; its reviews and related products may come later. */
export interface ProductPageData {
  product: ProductPageView;
  /** The first page of approved reviews, with their dates as shown in the page's language. */
  reviews: Promise<ShownReviews>;
  related: Promise<ProductCardView[]>;
}

/** What a product's address shows: the product, where it moved to, or nothing (null). */
export type ProductAtPath = ProductPageData | { movedTo: string } | null;

/**
 * The product page's data for a path ("namety/namet-tramp-2") in a language, read once per page
 * version (docs/decisions/027): every change of what the page shows, stock and prices included,
 * moves the version, and the next page reads it again. The reviews and related products are asked
 * for once the product is found and are not waited for.
 */
export function findProductAtPath(db: Database, { path, locale }: { path: string; locale: Locale }): Promise<ProductAtPath> {
  const key = `${locale}:${path}`;
  return productPageReads.read(db, key, async () => {
    const target = await resolveOrMovedPath(db, path);
    if (target?.movedTo) return { movedTo: target.movedTo };
    if (target?.kind !== 'product') return null;
    const product = await getProductPage(db, { id: target.entityId, locale });
    if (!product) return null;
    const productId = product.card.id;
    const reviews = listApprovedReviews(db, { productId }).then((list) => withShownDays(list, locale));
    const related = listRelatedProducts(db, { productId, locale });
    // A part that failed is not kept: the next page reads the whole again (the page in hand shows
    // the part's fallback).
    for (const part of [reviews, related]) part.catch(() => productPageReads.forget(db, key));
    return { product, reviews, related };
  });
}
