import type { ProductPageView } from '../../../common/catalog.ts';
import { priceDisplay, type PriceFields } from '../../../common/price-display.ts';
import { localizePath } from '../../../common/paths.ts';
import type { Locale } from '../../../common/locales.ts';
import { rasterImageUrl } from '../../lib/media.ts';

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Text of an HTML fragment, for fields that must be plain text. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_match, name: string) => entities[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}

const availability = (inStock: boolean) => (inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock');

/**
 * schema.org Product for search engines: an Offer, or an AggregateOffer when the options differ
 * in price, always in UAH; AggregateRating when approved reviews exist.
 */
export function productJsonLd(product: ProductPageView, { origin, locale }: { origin: string; locale: Locale }) {
  const { card, options, reviewSummary } = product;
  const url = `${origin}${localizePath(card.path, locale)}`;
  const priced: (PriceFields & { in_stock: boolean })[] = options.length > 0 ? options : [card];
  const prices = priced.map((entry) => priceDisplay(entry).current).filter((price): price is number => price !== null);
  const inStock = priced.some((entry) => entry.in_stock);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const common = { priceCurrency: 'UAH', availability: availability(inStock), url };
  const offers =
    prices.length > 0 && low !== high
      ? { '@type': 'AggregateOffer', ...common, lowPrice: low.toFixed(2), highPrice: high.toFixed(2), offerCount: priced.length }
      : { '@type': 'Offer', ...common, price: (prices[0] ?? 0).toFixed(2) };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: card.name,
    // Shopping results take no SVG and no video: a JPEG copy of each picture.
    image: product.images.flatMap((image) => rasterImageUrl(image.path, 1200, 'jpeg') ?? []).map((url) => `${origin}${url}`),
    description: plainText(product.description),
    sku: product.sku,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    offers,
    ...(reviewSummary.count > 0 && reviewSummary.average !== null
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: reviewSummary.average, reviewCount: reviewSummary.count, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}
