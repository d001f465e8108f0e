import type { Database } from '../../db/client.ts';
import type { CategoryListing, ListingFilters, ListingSort } from '../../../common/catalog.ts';
import type { Locale } from '../../../common/locales.ts';
import { toCategoryLink } from './catalog.queries.ts';
import { toProductCardsWithExtras } from './catalog.service.ts';
import { appliedFilters, listFilterAttributes, resolveFilters, type ResolvedFilters } from './listing.filters.ts';
import { toFacets, toStats } from './listing.facets.ts';
import { attributesShown, categoryFilterChoice } from './listing.category-filters.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  categoryBundleQuery,
  listingBase,
  listingPageQuery,
  listingSummaryQuery,
  type CategoryBundleRow,
  type ListingSummaryRow,
} from './listing.queries.ts';

export interface ListingParams {
  categoryId: number;
  locale: Locale;
  filters: ListingFilters;
  sort: ListingSort;
  /** 1-based. */
  page: number;
  perPage: number;
}


/**
 * The deepest page a listing links to. Past it a shopper is better served by a filter or a sort
 * (the page says so), and no request has to skip more rows than this many pages hold.
 */
export const maxListingPages = 100;

/** The filters as one stable text (chosen values by id, prices, stock): the key of a stored summary. */
export function filterKeyOf(resolved: ResolvedFilters): string {
  const values = resolved.attributes
    .map(({ attribute, values }) => `${attribute.id}:${values.map((value) => value.id).sort((a, b) => a - b).join(',')}`)
    .sort()
    .join(';');
  return `a=${values}|min=${resolved.priceMin ?? ''}|max=${resolved.priceMax ?? ''}|stock=${resolved.inStock ? 1 : 0}`;
}

/**
 * A page of a category's listing: the active products of its whole subtree under the filters,
 * with facets, price range and breadcrumbs. Null when the category is unknown or inactive, or
 * when the page is past the last one (page 1 always exists, even when nothing matches) or past
 * `maxListingPages`. Counts come from the listing's stored summary; a listing not counted since
 * the catalogue last changed is counted once and stored. Two queries (three on a first count).
 */
export async function getCategoryListing(db: Database, params: ListingParams): Promise<CategoryListing | null> {
  const { categoryId, locale, sort, page, perPage } = params;
  if (page > maxListingPages) return null;
  // Only the filters the category shows apply: a link with one it turned off lists as without it.
  const [everyAttribute, choice] = await Promise.all([listFilterAttributes(db, { locale }), categoryFilterChoice(db, categoryId)]);
  const dictionary = attributesShown(everyAttribute, choice);
  const asked = choice.price ? params.filters : { ...params.filters, priceMin: null, priceMax: null };
  const resolved = resolveFilters(dictionary, asked);
  const filterKey = filterKeyOf(resolved);
  const [bundle] = await rowsOf<CategoryBundleRow>(db, categoryBundleQuery({ categoryId, locale, filterKey }));
  if (!bundle) return null;

  const base = listingBase(bundle.subtree.map((row) => row.id));
  const [summary, rows] = await Promise.all([
    bundle.summary ?? rowsOf<ListingSummaryRow>(db, listingSummaryQuery({ base, resolved, categoryId, filterKey, version: bundle.version })).then(([row]) => row!),
    listingPageQuery(db, { base, resolved, locale, sort, limit: perPage, offset: (page - 1) * perPage }),
  ]);
  const { total, price, inStock } = toStats(summary);
  const pages = Math.min(maxListingPages, Math.max(1, Math.ceil(total / perPage)));
  if (page > pages) return null;

  const ids = bundle.lineage.split('/').filter(Boolean).map(Number);
  const crumbs = new Map(bundle.trail.map((crumb) => [crumb.id, crumb]));
  return {
    category: {
      id: bundle.id,
      name: bundle.name,
      description: bundle.description,
      metaTitle: bundle.metaTitle,
      metaDescription: bundle.metaDescription,
      path: `/${bundle.path}`,
    },
    children: bundle.subtree.filter((row) => row.parentId === bundle.id).map(toCategoryLink),
    trail: ids.flatMap((id) => {
      const crumb = crumbs.get(id);
      return crumb ? [toCategoryLink(crumb)] : [];
    }),
    products: await toProductCardsWithExtras(db, rows),
    total,
    page,
    pages,
    capped: total > maxListingPages * perPage,
    perPage,
    sort,
    filters: appliedFilters(resolved),
    facets: toFacets(
      summary.facets.map(([valueId, count]) => ({ valueId, count })),
      dictionary,
      resolved,
    ),
    price,
    priceFilter: choice.price,
    inStockCount: inStock,
  };
}
