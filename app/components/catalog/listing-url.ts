// Plain checks, no schema library: the browser reads the same URLs (to show a filter as chosen
// before its page arrives) on every category page.
import { isTrackingParameter } from '../../../common/tracking-parameters.ts';
import type { ListingFilters, ListingSort } from '../../../common/catalog.ts';

/**
 * A category listing's URL: `?size=m,l&color=olive&price_min=1000&price_max=5000&in_stock=1&sort=price-asc&page=2`.
 * Attribute codes are parameter names with comma-separated value slugs; repeated parameters
 * (`size=m&size=l`, as a plain form sends them) mean the same.
 */
export interface ListingQuery {
  filters: ListingFilters;
  sort: ListingSort;
}

export const listingSorts = ['popular', 'newest', 'price-asc', 'price-desc'] as const satisfies readonly ListingSort[];
export const defaultSort: ListingSort = 'popular';

const reservedParams = new Set(['sort', 'page', 'price_min', 'price_max', 'price_currency', 'in_stock']);
const slugPattern = /^[a-z0-9][a-z0-9-]{0,79}$/;
const isSlug = (text: string) => slugPattern.test(text);
// Enough for any real link; a longer list is someone fishing.
const maxCodes = 20;
const maxValues = 60;

/** Whole hryvnias of up to 7 digits; anything else means no bound. */
const wholeHryvnias = (text: string | null) => (text !== null && /^\d{1,7}$/.test(text) ? Number(text) : null);
const isSort = (text: string | null): text is ListingSort => (listingSorts as readonly (string | null)[]).includes(text);

/**
 * Reads a listing URL's filters and sort (the page number is `pageParam`'s); anything malformed
 * is dropped rather than refused, so old links keep working.
 */
export function readListingQuery(search: URLSearchParams): ListingQuery {
  const single = (name: string) => search.get(name)?.trim() || null;
  const attributes: Record<string, string[]> = {};
  for (const code of new Set(search.keys())) {
    if (reservedParams.has(code) || isTrackingParameter(code) || !isSlug(code) || Object.keys(attributes).length >= maxCodes) continue;
    const slugs = search
      .getAll(code)
      .flatMap((text) => text.split(','))
      .map((text) => text.trim().toLowerCase())
      .filter(isSlug);
    if (slugs.length > 0) attributes[code] = [...new Set(slugs)].slice(0, maxValues);
  }
  const sort = single('sort');
  const query = {
    sort: isSort(sort) ? sort : defaultSort,
    price_min: wholeHryvnias(single('price_min')),
    price_max: wholeHryvnias(single('price_max')),
    in_stock: single('in_stock') === '1',
    attributes,
  };
  return {
    filters: { attributes: query.attributes, priceMin: query.price_min, priceMax: query.price_max, inStock: query.in_stock },
    sort: query.sort,
  };
}

/** The query string of a listing state ("" for the plain first page), with commas left readable. */
export function listingSearch({ filters, sort = defaultSort, page = 1 }: { filters: ListingFilters; sort?: ListingSort; page?: number }): string {
  const params = new URLSearchParams();
  for (const [code, slugs] of Object.entries(filters.attributes)) if (slugs.length > 0) params.set(code, slugs.join(','));
  if (filters.priceMin !== null) params.set('price_min', String(filters.priceMin));
  if (filters.priceMax !== null) params.set('price_max', String(filters.priceMax));
  if (filters.inStock) params.set('in_stock', '1');
  if (sort !== defaultSort) params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  const text = params.toString().replaceAll('%2C', ',');
  return text ? `?${text}` : '';
}

export const noFilters: ListingFilters = { attributes: {}, priceMin: null, priceMax: null, inStock: false };

export function hasFilters(filters: ListingFilters): boolean {
  return countFilters(filters) > 0;
}

/** How many filters are chosen: each value, the price range and stock count one. */
export function countFilters(filters: ListingFilters): number {
  const values = Object.values(filters.attributes).reduce((sum, slugs) => sum + slugs.length, 0);
  return values + (filters.priceMin !== null || filters.priceMax !== null ? 1 : 0) + (filters.inStock ? 1 : 0);
}

/**
 * The currency a filter form's price bounds were typed in (`price_currency`), when it is not the
 * hryvnia the URL speaks; the bounds then go through `boundsInBase` before they reach a URL.
 */
export function priceCurrencyOf(search: URLSearchParams): string | null {
  return search.get('price_currency')?.trim().toUpperCase() || null;
}

/** Bounds typed in another currency as whole hryvnias, by the caller's recount. */
export function boundsInBase(query: ListingQuery, toBase: (amount: number, bound: 'min' | 'max') => number): ListingQuery {
  const convert = (amount: number | null, bound: 'min' | 'max') => {
    if (amount === null) return null;
    const value = toBase(amount, bound);
    return Number.isFinite(value) ? Math.min(Math.max(value, 0), 9_999_999) : null;
  };
  return { ...query, filters: { ...query.filters, priceMin: convert(query.filters.priceMin, 'min'), priceMax: convert(query.filters.priceMax, 'max') } };
}

/** The parameters a filter form holds (the form sends repeated parameters, like a plain GET form). */
export function paramsOfForm(form: HTMLFormElement): URLSearchParams {
  const entries = [...new FormData(form)].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : []));
  return new URLSearchParams(entries);
}
