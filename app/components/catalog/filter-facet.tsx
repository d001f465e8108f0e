import type { ChangeEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FacetValueView, FacetView } from '../../../common/catalog.ts';

/** Values shown before "all options"; the rest wait in a disclosure. */
const shownValues = 8;

export const checkRowClass =
  'flex min-h-11 cursor-pointer items-center gap-2.5 rounded px-1 text-sm hover:bg-sand has-disabled:cursor-not-allowed has-disabled:text-muted has-disabled:hover:bg-transparent lg:min-h-9';
export const checkboxClass = 'size-4.5 shrink-0 accent-olive-700';

export function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-b border-line py-4 first:pt-0">
      <legend className="float-left mb-2 w-full text-sm font-bold">{legend}</legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}

/**
 * One attribute's values as checkboxes named by its code, each with its count under the other
 * filters; a value that would leave nothing is disabled unless chosen.
 */
export function FilterFacet({ facet, chosen, onChange }: { facet: FacetView; chosen: string[]; onChange: (event: ChangeEvent<HTMLInputElement>) => void }) {
  const { t } = useTranslation();
  const first = facet.values.slice(0, shownValues);
  const rest = facet.values.slice(shownValues);
  const list = (values: FacetValueView[]) => (
    <ul>
      {values.map((value) => {
        const checked = chosen.includes(value.slug);
        return (
          <li key={value.slug}>
            <label className={checkRowClass}>
              <input
                type="checkbox"
                name={facet.code}
                value={value.slug}
                checked={checked}
                disabled={value.count === 0 && !checked}
                onChange={onChange}
                className={checkboxClass}
              />
              {value.hex && <span aria-hidden="true" className="size-4 shrink-0 rounded-full border border-ink/25" style={{ backgroundColor: value.hex }} />}
              <span className="min-w-0 flex-1">{value.name}</span>
              <span className="text-xs text-muted">({value.count})</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
  return (
    <FilterGroup legend={facet.name}>
      {list(first)}
      {rest.length > 0 && (
        <details open={rest.some((value) => chosen.includes(value.slug)) || undefined}>
          <summary className="flex min-h-11 cursor-pointer items-center px-1 text-sm font-medium text-olive-700 underline-offset-4 hover:underline lg:min-h-9">
            {t('filters.showAll', { count: facet.values.length })}
          </summary>
          {list(rest)}
        </details>
      )}
    </FilterGroup>
  );
}
