import { useTranslation } from 'react-i18next';
import type { CheckoutRegion, DeliveryOption } from '../../../common/checkout.ts';
import { isPresentPrice } from '../../../common/currency.ts';
import { useMoney } from '../../state/currency.ts';
import { regionDeliveryMethods } from './checkout-model.ts';
import { RadioGroup } from './checkout-controls.tsx';
import type { CheckoutForm } from './use-checkout-form.ts';

/** What a method costs here: its price, free, the carrier's rates, or why it cannot be chosen. */
export function useDeliveryPriceText() {
  const { t } = useTranslation();
  const money = useMoney();
  return (option: DeliveryOption | undefined): string | undefined => {
    if (!option) return undefined;
    if (!option.available) return t('checkout.methodUnavailable');
    if (option.cost === null) return option.note ?? t('delivery.carrierRates');
    return isPresentPrice(option.cost) ? money(Number(option.cost)) : t('checkout.free');
  };
}

/**
 * The region's delivery methods with their prices from the order summary (once the city or the
 * country is known); a method the parcel cannot go by is shown but cannot be chosen.
 */
export function DeliveryMethods({ id, region, form, options, pricesHint }: { id: string; region: CheckoutRegion; form: CheckoutForm; options: readonly DeliveryOption[]; pricesHint: string | null }) {
  const { t } = useTranslation();
  const priceText = useDeliveryPriceText();
  const byMethod = new Map(options.map((option) => [option.method, option]));
  return (
    <div>
      <RadioGroup
        id={id}
        legend={t('checkout.deliveryMethod')}
        value={form.values.delivery_method}
        onChange={(method) => form.set('delivery_method', method)}
        errors={form.errors.delivery_method}
        firstRef={form.target('delivery_method')}
        choices={regionDeliveryMethods[region].map((method) => {
          const option = byMethod.get(method);
          return { value: method, label: t(`checkoutMethods.delivery.${method}`), detail: priceText(option), disabled: option ? !option.available : false };
        })}
      />
      {pricesHint && <p className="mt-2 text-sm text-muted">{pricesHint}</p>}
    </div>
  );
}
