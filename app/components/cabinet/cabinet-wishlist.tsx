import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductCardView } from '../../../common/catalog.ts';
import { replaceWishlist, useWishlist } from '../../state/wishlist.ts';
import { ProductGrid } from '../catalog/product-card.tsx';
import { useFocusAfterRemoval } from '../wishlist/wishlist-page.tsx';
import { CabinetEmpty } from './cabinet-empty.tsx';

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
    return <CabinetEmpty message={t('cabinet.wishlistEmpty')} />;
  }
  return (
    <section aria-labelledby="cabinet-wishlist-count">
      <h2 id="cabinet-wishlist-count" ref={heading} tabIndex={-1} className="mb-4 text-lg font-semibold text-muted">
        {t('wishlist.count', { count: shown.length })}
      </h2>
      <ProductGrid products={shown} eagerCount={2} />
    </section>
  );
}
