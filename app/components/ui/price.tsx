import { useTranslation } from 'react-i18next';
import { priceDisplay, type PriceFields } from '../../../common/price-display.ts';
import { useMoney } from '../../state/currency.ts';

/** A UAH price shown in the chosen currency, recomputed at once when the currency changes. */
export function Price({ fields, className = '' }: { fields: PriceFields; className?: string }) {
  const { t } = useTranslation();
  const show = useMoney();
  const { current, old } = priceDisplay(fields);
  if (current === null) return null;
  return (
    <span data-price="" className={`inline-flex flex-wrap items-baseline gap-x-2 ${className}`}>
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
