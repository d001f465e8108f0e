import { useTranslation } from 'react-i18next';
import { formatMoney, recount } from '../../../common/currency.ts';
import { priceDisplay, type PriceFields } from '../../../common/price-display.ts';
import type { CurrencyView } from '../../../common/settings.ts';
import { useRootData, useLocale } from '../../lib/root-data.ts';
import { useDisplayCurrency } from '../../state/currency.ts';

/** A UAH price shown in the chosen currency, recomputed at once when the currency changes. */
export function Price({ fields, className = '' }: { fields: PriceFields; className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const currencies = useRootData()?.settings?.checkout.currencies;
  const target = useDisplayCurrency(currencies);
  const base: CurrencyView = currencies?.UAH ?? { code: 'UAH', status: 1, prefix: '', suffix: ' ₴', rate: '1' };
  const { current, old } = priceDisplay(fields);
  if (current === null) return null;
  const show = (amount: number) => formatMoney(recount(amount, base, target), target, locale);
  return (
    <span className={`inline-flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className={old !== null ? 'font-bold text-danger' : 'font-bold'}>
        <span className="sr-only">{t('price.current')}: </span>
        {show(current)}
      </span>
      {old !== null && (
        <s className="text-sm text-muted">
          <span className="sr-only">{t('price.old')}: </span>
          {show(old)}
        </s>
      )}
    </span>
  );
}
