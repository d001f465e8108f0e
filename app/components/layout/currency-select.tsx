import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { baseCurrency } from '../../../common/currency.ts';
import { setCurrency, useCurrencyCode } from '../../state/currency.ts';
import { ChevronDownIcon } from '../ui/icons.tsx';
import { useOfferedCurrencies } from './shop-data.ts';

type Tone = 'dark' | 'light';

const tones: Record<Tone, string> = {
  dark: 'border-white/25 bg-olive-900 text-white hover:border-white/60',
  light: 'border-line bg-white text-ink hover:border-olive-600',
};

/** A native select: the most robust labelled control on every device. */
export function CurrencySelect({ tone = 'light', className = '' }: { tone?: Tone; className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const currencies = useOfferedCurrencies();
  const chosen = useCurrencyCode();
  const [first, second] = currencies;
  if (!first || !second) return null;
  const value = currencies.some((currency) => currency.code === chosen)
    ? chosen
    : (currencies.find((currency) => currency.code === baseCurrency)?.code ?? first.code);
  return (
    <div className={`relative inline-flex items-center ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('currency.label')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => setCurrency(event.target.value)}
        className={`min-h-11 cursor-pointer appearance-none rounded border py-1 pl-2.5 pr-7 text-sm font-semibold lg:min-h-8 ${tones[tone]}`}
      >
        {currencies.map((currency) => (
          <option key={currency.code} value={currency.code}>
            {currency.code} {(currency.prefix || currency.suffix).trim()}
          </option>
        ))}
      </select>
      <ChevronDownIcon size={14} className="pointer-events-none absolute right-2" />
    </div>
  );
}
