import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductCardView } from '../../../common/catalog.ts';
import { LocalizedLink } from '../../lib/links.tsx';
import { StoredMedia } from '../ui/stored-media.tsx';
import { Price } from '../ui/price.tsx';
import { CardCartButton } from '../cart/card-cart-button.tsx';
import { WishlistButton } from '../wishlist/wishlist-button.tsx';
import { trackSelect, useTrack, type ListRef } from '../../lib/analytics.ts';

/**
 * How wide a card's image is drawn, per grid: 2 columns below 768 px, 3, 4 from 991, 5 from 1200,
 * 6 from 1500 (the page is at most 1320 px wide); with the filter sidebar (about 320 px with the
 * page's padding) beside the grid from 991 px.
 */
const imageSizes = {
  full: '(min-width: 1500px) 202px, (min-width: 1200px) 19vw, (min-width: 991px) 24vw, (min-width: 768px) 32vw, 48vw',
  sidebar: '(min-width: 1500px) 160px, (min-width: 1200px) calc((100vw - 370px) / 5), (min-width: 991px) calc((100vw - 360px) / 4), (min-width: 768px) 32vw, 48vw',
} as const;

export type GridLayout = keyof typeof imageSizes;

export interface ProductCardProps {
  product: ProductCardView;
  eager?: boolean;
  layout?: GridLayout;
  /** A wishlist toggle drawn over the image's corner. */
  wishlistSlot?: ReactNode;
  /** An add-to-cart control under the price. */
  cartSlot?: ReactNode;
}

export function ProductCard({ product, eager = false, layout = 'full', wishlistSlot, cartSlot }: ProductCardProps) {
  const { t } = useTranslation();
  return (
    <article className="group relative flex h-full flex-col rounded-lg border border-line bg-white p-3 transition-shadow hover:shadow-md">
      <div className="relative aspect-square overflow-hidden rounded bg-sand">
        {product.image && (
          <StoredMedia
            path={product.image}
            size={400}
            widths={[240, 400, 600]}
            sizes={imageSizes[layout]}
            width={400}
            height={400}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className={`h-full w-full object-cover transition-transform group-hover:scale-105 ${product.in_stock ? '' : 'opacity-60'}`}
          />
        )}
        {/* The bottom corner: the top right holds the wishlist heart, and a narrow card has no room beside it. */}
        {!product.in_stock && (
          <span className="absolute bottom-2 left-2 max-w-[calc(100%-1rem)] rounded bg-ink/85 px-2 py-1 text-xs font-semibold text-white" data-out-of-stock="">
            {t('product.outOfStock')}
          </span>
        )}
        {wishlistSlot && <div className="absolute right-1 top-1 z-10">{wishlistSlot}</div>}
      </div>
      <h3 className="mt-3 line-clamp-2 text-sm font-semibold leading-snug">
        <LocalizedLink to={product.path} className="after:absolute after:inset-0 hover:underline">
          {product.name}
        </LocalizedLink>
      </h3>
      {product.colors >= 2 && <p className="mt-1 text-xs text-muted">{t('product.colors', { count: product.colors })}</p>}
      <div className="mt-auto pt-2">
        <Price fields={product} />
      </div>
      {cartSlot && <div className="relative z-10 mt-2">{cartSlot}</div>}
    </article>
  );
}

export interface ProductGridProps {
  products: ProductCardView[];
  layout?: GridLayout;
  /**
   * Cards whose images load at once, for a grid that opens the page: its first row. Any other
   * grid (related products, the home page's picks) loads every image as it is scrolled near, so
   * React does not preload them from the head beside the first screen's pictures.
   */
  eagerCount?: number;
  /** The list the products make, for analytics (view_item_list, select_item). */
  list?: ListRef;
}

export function ProductGrid({ products, layout = 'full', eagerCount = 0, list }: ProductGridProps) {
  useTrack('view_item_list', list && products.length > 0 ? { list, products } : null, products.map((product) => product.id).join());
  return (
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- one listener records which card's link was followed; the links are the controls
    <ul onClick={list && ((event) => trackSelect(event, list, products))} className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5 min-[1500px]:grid-cols-6">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            eager={index < eagerCount}
            layout={layout}
            wishlistSlot={<WishlistButton productId={product.id} productName={product.name} product={product} />}
            cartSlot={product.in_stock ? <CardCartButton product={product} /> : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
