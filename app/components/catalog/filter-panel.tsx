import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryListing } from '../../../common/catalog.ts';
import { useLocalizePath } from '../../lib/links.tsx';
import { checkboxClass, checkRowClass, FilterFacet, FilterGroup } from './filter-facet.tsx';
import { PriceFilter, usePriceFilterCurrency } from './filter-price.tsx';
import { defaultSort, paramsOfForm } from './listing-url.ts';
import { useListingState } from './use-listing.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * The filters as a plain GET form (checkboxes named by attribute code, repeated per value), so
 * they work before and without scripts; with scripts each change applies at once, without a
 * reload or a jump to the top.
 */
export function FilterPanel({ listing }: { listing: CategoryListing }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [{ filters, sort }, show] = useListingState();
  const { queryOf } = usePriceFilterCurrency();

  const apply = () => {
    if (formRef.current) show(queryOf(paramsOfForm(formRef.current)));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply();
  };

  return (
    <form ref={formRef} method="get" action={localize(listing.category.path)} onSubmit={onSubmit}>
      {sort !== defaultSort && <input type="hidden" name="sort" value={sort} />}
      {listing.priceFilter && <PriceFilter range={listing.price} min={filters.priceMin} max={filters.priceMax} onApply={apply} />}
      <FilterGroup legend={t('filters.availability')}>
        <label className={checkRowClass}>
          <input
            type="checkbox"
            name="in_stock"
            value="1"
            checked={filters.inStock}
            disabled={listing.inStockCount === 0 && !filters.inStock}
            onChange={apply}
            className={checkboxClass}
          />
          <span className="flex-1">{t('filters.inStock')}</span>
          <span className="text-xs text-muted">({listing.inStockCount})</span>
        </label>
      </FilterGroup>
      {listing.facets.map((facet) => (
        <FilterFacet key={facet.code} facet={facet} chosen={filters.attributes[facet.code] ?? []} onChange={apply} />
      ))}
      {!hydrated && (
        <button type="submit" className="mt-4 min-h-11 w-full rounded bg-olive-800 px-4 font-semibold text-white hover:bg-olive-900">
          {t('filters.apply')}
        </button>
      )}
    </form>
  );
}
