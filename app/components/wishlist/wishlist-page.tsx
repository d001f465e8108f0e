import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { LocalizedLink } from '../../lib/links.tsx';
import { useLocale } from '../../lib/root-data.ts';
import { useWishlist } from '../../state/wishlist.ts';
import { Breadcrumbs } from '../catalog/breadcrumbs.tsx';
import { ProductGrid } from '../catalog/product-card.tsx';
import { useWishlistProducts } from './use-wishlist-products.ts';

/**
 * Where focus goes when a card goes away under it (its heart was pressed): the heading, which
 * reads out the new count, instead of the page's start.
 */
export function useFocusAfterRemoval(count: number) {
  const heading = useRef<HTMLHeadingElement>(null);
  const previous = useRef(count);
  useEffect(() => {
    const removed = count < previous.current;
    previous.current = count;
    if (removed && (document.activeElement === document.body || document.activeElement === null)) heading.current?.focus();
  }, [count]);
  return heading;
}

function EmptyWishlist() {
  const { t } = useTranslation();
  return (
    <div className="mt-6 rounded-lg bg-sand p-6">
      <p className="max-w-xl">{t('wishlist.empty')}</p>
      <LocalizedLink
        to="/"
        className="mt-4 inline-flex min-h-11 items-center rounded bg-olive-700 px-5 font-semibold text-white hover:bg-olive-800"
      >
        {t('wishlist.toCatalog')}
      </LocalizedLink>
    </div>
  );
}

/** The shopper's wishlist, newest first; it lives in the browser, so the list renders after hydration. */
export function WishlistPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const ids = useWishlist();
  const newestFirst = [...ids].reverse();
  const { status, products, retry } = useWishlistProducts(newestFirst, locale);
  const heading = useFocusAfterRemoval(products.length);
  const loading = !hydrated || (status === 'loading' && products.length === 0);
  const title = t('pages.wishlist');
  return (
    <main id="main" className="container-page py-8">
      <Breadcrumbs trail={[]} current={title} />
      <h1 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-black leading-tight md:text-4xl">
        {title}{' '}
        {!loading && products.length > 0 && (
          <span className="ml-3 align-middle text-base font-semibold text-muted md:text-lg">{t('wishlist.count', { count: products.length })}</span>
        )}
      </h1>
      <div aria-live="polite" aria-busy={loading} className="mt-6">
        {loading && <p className="text-muted">{t('wishlist.loading')}</p>}
        {!loading && status === 'failed' && (
          <p className="flex flex-wrap items-center gap-3">
            {t('wishlist.failed')}
            <button type="button" onClick={retry} className="min-h-11 rounded border border-olive-700 px-4 font-semibold text-olive-700 hover:bg-olive-100">
              {t('wishlist.retry')}
            </button>
          </p>
        )}
        {!loading && status === 'ready' && products.length === 0 && <EmptyWishlist />}
      </div>
      {!loading && products.length > 0 && (
        <section aria-labelledby="wishlist-products">
          <h2 id="wishlist-products" className="sr-only">
            {t('catalog.products')}
          </h2>
          <ProductGrid products={products} />
        </section>
      )}
    </main>
  );
}
