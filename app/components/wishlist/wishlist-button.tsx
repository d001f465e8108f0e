import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { toggleWishlist, useInWishlist } from '../../state/wishlist.ts';
import { HeartIcon } from '../ui/icons.tsx';
import type { ProductCardView } from '../../../common/catalog.ts';
import { track } from '../../lib/analytics.ts';

export interface WishlistButtonProps {
  productId: number;
  productName: string;
  /** The product's card, for analytics (add_to_wishlist). */
  product?: ProductCardView;
}

/**
 * Adds the product to the wishlist or takes it out. The wishlist lives in the browser, so the
 * server renders the button disabled and unpressed; it comes alive once the page hydrates.
 */
export function WishlistButton({ productId, productName, product }: WishlistButtonProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const pressed = useInWishlist(productId);
  const name = pressed ? t('wishlist.remove', { name: productName }) : t('wishlist.add', { name: productName });
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={name}
      title={name}
      disabled={!hydrated}
      data-wishlist-button=""
      onClick={() => toggleWishlist(productId) && track('add_to_wishlist', { product: product ?? { id: productId, name: productName } })}
      className="relative z-10 inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/90 shadow-sm transition-colors hover:bg-white disabled:cursor-default disabled:opacity-60"
    >
      <HeartIcon size={22} fill={pressed ? 'currentColor' : 'none'} className={pressed ? 'text-danger' : 'text-ink'} />
    </button>
  );
}
