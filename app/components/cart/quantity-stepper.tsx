import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clampLineCount } from '../../../common/cart.ts';
import { maxLineCount } from '../../../common/cart-money.ts';

const step =
  'inline-flex size-11 items-center justify-center text-xl font-bold hover:bg-olive-100 aria-disabled:cursor-not-allowed aria-disabled:text-line aria-disabled:hover:bg-transparent';

/**
 * Minus, a typed count and plus, kept within 1..max. A typed value (digits only) is sent when the
 * field is left or Enter is pressed; an unchanged one is not sent. One above `max` is sent as
 * typed: the server caps it at the stock and its answer carries the line's stock alert, so the
 * shopper learns why the count went down. The buttons stay focusable at a bound, so pressing on
 * does not drop focus.
 */
export function QuantityStepper({
  value,
  max,
  name,
  describedBy,
  onChange,
}: {
  value: number;
  max: number;
  /** The product, for the controls' names. */
  name: string;
  /** Id of what explains the count, e.g. the line's stock alert. */
  describedBy?: string;
  /** `immediate` for a typed value: it is final, no need to wait for more presses. */
  onChange: (count: number, immediate: boolean) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<string | null>(null);
  const atMin = value <= 1;
  const atMax = value >= max;

  function commit() {
    if (typed === null) return;
    const next = clampLineCount(typed, maxLineCount, value);
    setTyped(null);
    if (next !== value) onChange(next, true);
  }

  return (
    <div role="group" aria-label={t('cartLine.quantityOf', { name })} className="inline-flex items-center rounded border border-line">
      <button
        type="button"
        aria-label={t('cartLine.decrease')}
        aria-disabled={atMin || undefined}
        onClick={() => !atMin && onChange(value - 1, false)}
        className={`${step} rounded-l`}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-label={t('cartLine.quantity')}
        aria-describedby={describedBy}
        value={typed ?? String(value)}
        onChange={(event) => setTyped(event.target.value.replace(/\D/g, '').slice(0, 3))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        className="h-11 w-12 border-x border-line text-center font-semibold tabular-nums"
      />
      <button
        type="button"
        aria-label={t('cartLine.increase')}
        aria-disabled={atMax || undefined}
        onClick={() => !atMax && onChange(value + 1, false)}
        className={`${step} rounded-r`}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
