import type { OrderSummary } from '../../../common/account.ts';
import { formatOrderAmount } from '../../../common/order-format.ts';
import { useLocale, useRootData } from '../../lib/root-data.ts';

export { formatOrderDate } from '../../../common/order-format.ts';

/** Formats an order's UAH amounts in the currency the shopper saw, at the rate the order kept. */
export function useOrderMoney(): (amountInUah: string, order: Pick<OrderSummary, 'currency_code' | 'currency_rate'>) => string {
  const locale = useLocale();
  const currencies = useRootData()?.settings?.checkout.currencies;
  return (amountInUah, order) => formatOrderAmount(amountInUah, order, currencies, locale);
}
