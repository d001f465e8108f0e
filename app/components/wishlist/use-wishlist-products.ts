import { useEffect, useState } from 'react';
import type { ProductCardView } from '../../../common/catalog.ts';
import type { Locale } from '../../../common/locales.ts';
import { api, callApi } from '../../lib/api-client.ts';
import { forgetWishlistProducts } from '../../state/wishlist.ts';

interface Loaded {
  locale: Locale;
  /** Ids already asked for in this language, found or not. */
  asked: ReadonlySet<number>;
  cards: ReadonlyMap<number, ProductCardView>;
}

export interface WishlistProducts {
  status: 'loading' | 'ready' | 'failed';
  /** The cards of `ids` the shop still sells, in the order of `ids`. */
  products: ProductCardView[];
  retry: () => void;
}

const nothing = (locale: Locale): Loaded => ({ locale, asked: new Set(), cards: new Map() });

function fetchCards(locale: Locale, ids: number[], signal: AbortSignal): Promise<ProductCardView[]> {
  return callApi(api.wishlist.products.$post, { json: { lang: locale, ids } }, { signal });
}

/**
 * The product cards of the wishlist. Only ids not yet asked for are fetched, so a removal
 * re-renders from what is loaded; ids the shop no longer sells are dropped from the wishlist.
 */
export function useWishlistProducts(ids: readonly number[], locale: Locale): WishlistProducts {
  const [loaded, setLoaded] = useState(() => nothing(locale));
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const current = loaded.locale === locale ? loaded : nothing(locale);
  const missing = ids.filter((id) => !current.asked.has(id));
  const missingKey = missing.join(',');

  useEffect(() => {
    if (!missingKey) return;
    const wanted = missingKey.split(',').map(Number);
    const controller = new AbortController();
    setFailed(false);
    fetchCards(locale, wanted, controller.signal).then(
      (cards) => {
        setLoaded((previous) => {
          const base = previous.locale === locale ? previous : nothing(locale);
          return {
            locale,
            asked: new Set([...base.asked, ...wanted]),
            cards: new Map([...base.cards, ...cards.map((card) => [card.id, card] as const)]),
          };
        });
        const found = new Set(cards.map((card) => card.id));
        forgetWishlistProducts(wanted.filter((id) => !found.has(id)));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('wishlist products failed', error);
        setFailed(true);
      },
    );
    return () => controller.abort();
  }, [missingKey, locale, attempt]);

  const products = ids.flatMap((id) => current.cards.get(id) ?? []);
  const status = missing.length === 0 ? 'ready' : failed ? 'failed' : 'loading';
  return { status, products, retry: () => setAttempt((n) => n + 1) };
}
