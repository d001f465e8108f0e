import { useTranslation } from 'react-i18next';
import type { CategoryListing, ListingFilters } from '../../../common/catalog.ts';
import { formatMoney } from '../../../common/currency.ts';
import { LocalizedLink } from '../../lib/links.tsx';
import { useLocale } from '../../lib/root-data.ts';
import { CloseIcon } from '../ui/icons.tsx';
import { hasFilters, listingSearch, noFilters } from './listing-url.ts';
import { useListingQuery } from './use-listing.ts';
import { usePriceFilterCurrency } from './filter-price.tsx';

const chipClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full border border-olive-600 bg-olive-100 pl-3 pr-2 text-sm font-medium text-olive-900 hover:bg-olive-600 hover:text-white lg:min-h-9';

/** The chosen filters as chips that remove themselves, and a link clearing them all. */
export function ActiveFilters({ listing }: { listing: CategoryListing }) {
  const { t } = useTranslation();
  const locale = useLocale();
  // The filters the listing applied, not the address's: one the category does not show (a price on
  // a category without the price filter, an unknown value) has no chip.
  const { filters } = listing;
  const { sort } = useListingQuery();
  const { currency, shown } = usePriceFilterCurrency();
  if (!hasFilters(filters)) return null;
  const path = listing.category.path;
  const without = (change: Partial<ListingFilters>) => `${path}${listingSearch({ filters: { ...filters, ...change }, sort })}`;
  const amount = (value: number) => formatMoney(shown(value, 'nearest') ?? value, currency, locale);

  const chips: { key: string; label: string; to: string }[] = listing.facets.flatMap((facet) =>
    facet.values
      .filter((value) => filters.attributes[facet.code]?.includes(value.slug))
      .map((value) => ({
        key: `${facet.code}:${value.slug}`,
        label: `${facet.name}: ${value.name}`,
        to: without({ attributes: { ...filters.attributes, [facet.code]: filters.attributes[facet.code]!.filter((slug) => slug !== value.slug) } }),
      })),
  );
  const { priceMin, priceMax } = filters;
  if (priceMin !== null || priceMax !== null) {
    const label =
      priceMin !== null && priceMax !== null
        ? t('filters.priceRange', { min: amount(priceMin), max: amount(priceMax) })
        : priceMin !== null
          ? t('filters.priceMin', { min: amount(priceMin) })
          : t('filters.priceMax', { max: amount(priceMax!) });
    chips.push({ key: 'price', label, to: without({ priceMin: null, priceMax: null }) });
  }
  if (filters.inStock) chips.push({ key: 'in_stock', label: t('filters.inStock'), to: without({ inStock: false }) });

  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label={t('filters.active')} className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <LocalizedLink to={chip.to} preventScrollReset aria-label={t('filters.remove', { name: chip.label })} className={chipClass}>
              {chip.label}
              <CloseIcon size={16} />
            </LocalizedLink>
          </li>
        ))}
      </ul>
      <LocalizedLink
        to={`${path}${listingSearch({ filters: noFilters, sort })}`}
        preventScrollReset
        className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-olive-700 underline underline-offset-4 hover:text-ink lg:min-h-9"
      >
        {t('filters.clearAll')}
      </LocalizedLink>
    </div>
  );
}
