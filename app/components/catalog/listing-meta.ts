import type { MetaDescriptor } from 'react-router';
import type { CategoryListing } from '../../../common/catalog.ts';
import { translator } from '../../../common/i18n.ts';
import { localeOfPath, localizePath } from '../../../common/paths.ts';
import { pageMeta, type PageMetaInput } from '../../lib/meta.ts';
import type { RootLoaderData } from '../../lib/root-data.ts';
import { defaultSort, hasFilters, listingSearch } from './listing-url.ts';

/**
 * A category page's meta. Filtered or re-sorted states are kept out of the index (`noindex,
 * follow`); the canonical never carries filters (`pageMeta` keeps only the page number, so later
 * pages of the plain listing stay indexable on their own). Previous and next pages are linked.
 */
export function listingMeta({ matches, location, listing }: Pick<PageMetaInput, 'matches' | 'location'> & { listing: CategoryListing }): MetaDescriptor[] {
  const t = translator(localeOfPath(location.pathname));
  const { category, page, pages, sort } = listing;
  const narrowed = hasFilters(listing.filters) || sort !== defaultSort;
  const paged = (title: string) => (page > 1 ? t('listing.titlePage', { title, page }) : title);
  const tags = pageMeta({
    matches,
    location,
    title: paged(category.name),
    metaTitle: category.metaTitle ? paged(category.metaTitle) : undefined,
    description: category.metaDescription || category.description || undefined,
    noindex: narrowed,
  });
  const origin = (matches.find((match) => match?.id === 'root')?.loaderData as RootLoaderData | undefined)?.origin ?? '';
  const locale = localeOfPath(location.pathname);
  const link = (rel: 'prev' | 'next', to: number): MetaDescriptor => ({
    tagName: 'link',
    rel,
    href: `${origin}${localizePath(`${category.path}${listingSearch({ filters: listing.filters, sort, page: to })}`, locale)}`,
  });
  if (page > 1) tags.push(link('prev', page - 1));
  if (page < pages) tags.push(link('next', page + 1));
  return tags;
}
