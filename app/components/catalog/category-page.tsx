import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryListing } from '../../../common/catalog.ts';
import { LocalizedLink, useLocalizePath } from '../../lib/links.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { ActiveFilters } from './active-filters.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { CategoryChips } from './category-chips.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { countFilters, hasFilters, listingSearch, noFilters } from './listing-url.ts';
import { MobileFilters } from './mobile-filters.tsx';
import { ProductGrid } from './product-card.tsx';
import { SortSelect } from './sort-select.tsx';
import { useListingBusy, useListingQuery } from './use-listing.ts';

/** The largest row of the grid (6 columns): its images load at once, the rest lazily. */
const firstRow = 6;

export function CategoryPage({ listing }: { listing: CategoryListing }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const busy = useListingBusy();
  const { filters } = useListingQuery();
  const filtersTitleId = useId();
  const resultsTitleId = useId();
  const { category, sort } = listing;
  const filtered = hasFilters(listing.filters);
  const withPanel = listing.facets.length > 0 || filtered;
  const hrefFor = (page: number) => localize(`${category.path}${listingSearch({ filters: listing.filters, sort, page })}`);

  return (
    <main id="main" className="container-page py-6 md:py-8">
      <Breadcrumbs trail={listing.trail.slice(0, -1)} current={category.name} />
      <div className="mt-4">
        <PageHeading>{category.name}</PageHeading>
      </div>
      {category.description && <p className="mt-3 max-w-3xl text-muted">{category.description}</p>}
      {listing.children.length > 0 && (
        <nav aria-label={t('listing.subcategories')} className="mt-5">
          <CategoryChips categories={listing.children} />
        </nav>
      )}

      <div className={`mt-6 ${withPanel ? 'lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-8' : ''}`}>
        {withPanel && (
          <aside id="filters" aria-labelledby={filtersTitleId} className="mb-6 hidden target:block lg:mb-0 lg:block">
            <h2 id={filtersTitleId} className="mb-3 text-lg font-bold">
              {t('filters.title')}
            </h2>
            {!filtersOpen && <FilterPanel listing={listing} />}
          </aside>
        )}

        <section aria-labelledby={resultsTitleId}>
          <h2 id={resultsTitleId} className="sr-only">
            {t('catalog.products')}
          </h2>
          <div className="flex flex-wrap items-center gap-3">
            {withPanel && <MobileFilters listing={listing} activeCount={countFilters(filters)} open={filtersOpen} onOpenChange={setFiltersOpen} />}
            <p role="status" className="text-sm text-muted">
              {t('listing.count', { count: listing.total })}
            </p>
            <div className="ml-auto">
              <SortSelect path={category.path} />
            </div>
          </div>
          <div className="mt-3">
            <ActiveFilters listing={listing} />
          </div>

          <div aria-busy={busy || undefined} className={`mt-4 transition-opacity ${busy ? 'opacity-60' : ''}`}>
            {listing.products.length > 0 ? (
              <ProductGrid products={listing.products} layout={withPanel ? 'sidebar' : 'full'} eagerCount={firstRow} list={{ id: `category-${category.id}`, name: category.name, category: category.name }} />
            ) : (
              <div className="rounded-lg border border-dashed border-line px-6 py-12 text-center">
                <p className="text-lg font-bold">{filtered ? t('listing.empty') : t('listing.emptyCategory')}</p>
                {filtered && (
                  <>
                    <p className="mt-2 text-muted">{t('listing.emptyHint')}</p>
                    <LocalizedLink
                      to={`${category.path}${listingSearch({ filters: noFilters, sort })}`}
                      preventScrollReset
                      className="mt-4 inline-flex min-h-11 items-center rounded bg-olive-800 px-5 font-semibold text-white hover:bg-olive-900"
                    >
                      {t('listing.clearFilters')}
                    </LocalizedLink>
                  </>
                )}
              </div>
            )}
          </div>
          <Pagination page={listing.page} pages={listing.pages} hrefFor={hrefFor} />
          {listing.capped && <p className="mt-4 text-sm text-muted">{t('listing.capped', { count: listing.pages * listing.perPage })}</p>}
        </section>
      </div>
    </main>
  );
}
