import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import type { ListingFilters, ListingSort } from '../../../common/catalog.ts';
import { listingSearch, readListingQuery, type ListingQuery } from './listing-url.ts';

/** The URL being loaded for this same page, if any: a filter just chosen. */
function usePendingSearch(): string | null {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.location?.pathname === pathname ? navigation.location.search : null;
}

/** The listing state the shopper last asked for: shown at once, before its page arrives. */
export function useListingQuery(): ListingQuery {
  const { search } = useLocation();
  const pending = usePendingSearch();
  return readListingQuery(new URLSearchParams(pending ?? search));
}

/** True while another state of this listing loads. */
export function useListingBusy(): boolean {
  return usePendingSearch() !== null;
}

/** Shows another state of this listing without a reload, keeping the scroll position. */
function useListingNavigate(): (state: { filters: ListingFilters; sort: ListingSort }) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback((state) => void navigate({ pathname, search: listingSearch(state) }, { preventScrollReset: true }), [navigate, pathname]);
}

/**
 * The listing state a control shows, and a way to apply another. The choice shows at once: a
 * controlled checkbox or select would otherwise snap back until the navigation starts. The
 * draft lapses as soon as the URL changes.
 */
export function useListingState(): [ListingQuery, (next: ListingQuery) => void] {
  const { search } = useLocation();
  const fromUrl = useListingQuery();
  const show = useListingNavigate();
  const [draft, setDraft] = useState<{ query: ListingQuery; from: string } | null>(null);
  const apply = useCallback(
    (next: ListingQuery) => {
      setDraft({ query: next, from: search });
      show(next);
    },
    [search, show],
  );
  return [draft && draft.from === search ? draft.query : fromUrl, apply];
}
