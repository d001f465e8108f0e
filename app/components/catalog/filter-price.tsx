import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { wholeRecount } from '../../../common/currency.ts';
import { useCurrencyPair } from '../../state/currency.ts';
import { boundsInBase, priceCurrencyOf, readListingQuery, type ListingQuery } from './listing-url.ts';
import { FilterGroup } from './filter-facet.tsx';

/** Typing pauses this long before the listing follows. */
const typingDelayMs = 700;

interface PriceFilterProps {
  /** The range on offer under the other filters, whole hryvnias. */
  range: { min: number; max: number } | null;
  /** The chosen bounds, whole hryvnias. */
  min: number | null;
  max: number | null;
  /** Asks for the form's state to be applied. */
  onApply: () => void;
}

function PriceInput({ name, label, value, placeholder, onType }: { name: string; label: string; value: number | null; placeholder?: number; onType: () => void }) {
  const ref = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value === null ? '' : String(value));
  // Follows the URL (back button, removed chip) unless the shopper is typing here.
  useEffect(() => {
    if (document.activeElement !== ref.current) setText(value === null ? '' : String(value));
  }, [value]);
  return (
    <label className="flex flex-1 flex-col gap-1 text-xs text-muted">
      {label}
      <input
        ref={ref}
        type="number"
        name={name}
        inputMode="numeric"
        min={0}
        step={1}
        value={text}
        placeholder={placeholder === undefined ? undefined : String(placeholder)}
        onChange={(event) => {
          setText(event.target.value);
          onType();
        }}
        className="h-11 w-full min-w-0 rounded border border-line bg-white px-2 text-base text-ink lg:h-9 lg:text-sm"
      />
    </label>
  );
}

/**
 * The price filter speaks the chosen currency while its URL keeps whole hryvnias: amounts are
 * shown recounted, and typed ones are recounted back (rounded outwards, so an edge product stays).
 */
export function usePriceFilterCurrency() {
  const { base, target } = useCurrencyPair();
  const foreign = target.code !== base.code;
  const shown = (amount: number | null, bound: 'min' | 'max' | 'nearest') => {
    if (amount === null || !foreign) return amount;
    const value = wholeRecount(amount, base, target, bound);
    return Number.isNaN(value) ? amount : value;
  };
  /** The listing state of a filter form's parameters, its bounds in hryvnias. */
  const queryOf = (params: URLSearchParams): ListingQuery => {
    const query = readListingQuery(params);
    if (!priceCurrencyOf(params)) return query;
    return boundsInBase(query, (amount, bound) => wholeRecount(amount, target, base, bound));
  };
  return { currency: target, foreign, shown, queryOf };
}

/** "From" and "to" in the chosen currency on the price actually paid; the listing follows once typing pauses. */
export function PriceFilter({ range, min, max, onApply }: PriceFilterProps) {
  const { t } = useTranslation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { currency, foreign, shown } = usePriceFilterCurrency();
  useEffect(() => () => clearTimeout(timer.current), []);
  const onType = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(onApply, typingDelayMs);
  };
  const symbol = (currency.prefix || currency.suffix).trim() || currency.code;
  return (
    <FilterGroup legend={t('filters.price', { symbol })}>
      {foreign && <input type="hidden" name="price_currency" value={currency.code} />}
      <div className="flex gap-3">
        <PriceInput name="price_min" label={t('filters.priceFrom')} value={shown(min, 'nearest')} placeholder={shown(range?.min ?? null, 'min') ?? undefined} onType={onType} />
        <PriceInput name="price_max" label={t('filters.priceTo')} value={shown(max, 'nearest')} placeholder={shown(range?.max ?? null, 'max') ?? undefined} onType={onType} />
      </div>
    </FilterGroup>
  );
}
