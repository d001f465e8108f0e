import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterGroup } from './filter-facet.tsx';

/** Typing pauses this long before the listing follows. */
const typingDelayMs = 700;

interface PriceFilterProps {
  /** The range on offer under the other filters, whole hryvnias. */
  range: { min: number; max: number } | null;
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

/** "From" and "to" in hryvnias on the price actually paid; the listing follows once typing pauses. */
export function PriceFilter({ range, min, max, onApply }: PriceFilterProps) {
  const { t } = useTranslation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onType = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(onApply, typingDelayMs);
  };
  return (
    <FilterGroup legend={t('filters.price')}>
      <div className="flex gap-3">
        <PriceInput name="price_min" label={t('filters.priceFrom')} value={min} placeholder={range?.min} onType={onType} />
        <PriceInput name="price_max" label={t('filters.priceTo')} value={max} placeholder={range?.max} onType={onType} />
      </div>
    </FilterGroup>
  );
}
