import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalizePath } from '../../lib/links.tsx';
import { defaultSort, listingSearch, listingSorts } from './listing-url.ts';
import { useListingState } from './use-listing.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/** Sort order as its own GET form carrying the filters along; with scripts it applies on change. */
export function SortSelect({ path }: { path: string }) {
  const { t } = useTranslation();
  const id = useId();
  const localize = useLocalizePath();
  const hydrated = useHydrated();
  const [{ filters, sort }, show] = useListingState();
  const carried = [...new URLSearchParams(listingSearch({ filters }))];
  return (
    <form method="get" action={localize(path)} className="flex items-center gap-2">
      {carried.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id} className="text-sm text-muted max-sm:sr-only">
        {t('sort.label')}
      </label>
      <select
        id={id}
        name="sort"
        value={sort}
        onChange={(event) => show({ filters, sort: listingSorts.find((order) => order === event.target.value) ?? defaultSort })}
        className="h-11 rounded border border-line bg-white px-2 text-sm lg:h-9"
      >
        {listingSorts.map((order) => (
          <option key={order} value={order}>
            {t(`sort.${order}`)}
          </option>
        ))}
      </select>
      {!hydrated && (
        <button type="submit" className="h-11 rounded border border-olive-700 px-3 text-sm font-semibold text-olive-800 lg:h-9">
          {t('sort.apply')}
        </button>
      )}
    </form>
  );
}
