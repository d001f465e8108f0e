import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductCardView } from '../../../common/catalog.ts';
import { LocalizedLink } from '../../lib/links.tsx';
import { replaceWishlist, useWishlist } from '../../state/wishlist.ts';
import { ProductGrid } from '../catalog/product-card.tsx';
import { useFocusAfterRemoval } from '../wishlist/wishlist-page.tsx';

/**
 * The account's wishlist as the server read it. The local copy takes the account's list, so a
 * heart pressed here (which changes the account) takes the card away at once.
 */
export function CabinetWishlist({ ids, products }: { ids: number[]; products: ProductCardView[] }) {
  const { t } = useTranslation();
  const local = useWishlist();
  const [adopted, setAdopted] = useState(false);

  useEffect(() => {
    replaceWishlist(ids);
    setAdopted(true);
  }, [ids]);

  const shown = adopted ? products.filter((product) => local.includes(product.id)) : products;
  const heading = useFocusAfterRemoval(shown.length);

  if (shown.length === 0) {
    return (
      <div className="rounded-lg bg-sand p-6">
        <p className="max-w-xl">{t('cabinet.wishlistEmpty')}</p>
        <LocalizedLink to="/" className="mt-4 inline-flex min-h-11 items-center rounded bg-olive-700 px-5 font-semibold text-white hover:bg-olive-800">
          {t('wishlist.toCatalog')}
        </LocalizedLink>
      </div>
    );
  }
  return (
    <section aria-labelledby="cabinet-wishlist-count">
      <h2 id="cabinet-wishlist-count" ref={heading} tabIndex={-1} className="mb-4 text-lg font-semibold text-muted">
        {t('wishlist.count', { count: shown.length })}
      </h2>
      <ProductGrid products={shown} />
    </section>
  );
}
