import { useTranslation } from 'react-i18next';
import { warehouseKindOf, type CheckoutSummary, type DeliveryMethod } from '../../../common/checkout.ts';
import { countryNeedsRegion, countryUsesPostcode } from '../../../common/countries.ts';
import { CityPicker } from './city-picker.tsx';
import { FieldMessages } from './checkout-controls.tsx';
import { CheckoutTextField } from './checkout-text-field.tsx';
import { DeliveryMethods } from './delivery-methods.tsx';
import type { CheckoutForm } from './use-checkout-form.ts';
import { WarehousePicker } from './warehouse-picker.tsx';

/** Step 2 in Ukraine: the city, the method with its price there, then the branch, locker, address or post office. */
export function UkraineDeliveryFields({ id, form, summary }: { id: string; form: CheckoutForm; summary: CheckoutSummary | null }) {
  const { t } = useTranslation();
  const { delivery_method: method, settlement_ref: settlementRef } = form.values;
  const kind = warehouseKindOf[method as DeliveryMethod];
  return (
    <div className="space-y-5">
      <CityPicker id={`${id}-city`} form={form} />
      <DeliveryMethods
        id={`${id}-method`}
        region="ukraine"
        form={form}
        options={settlementRef ? (summary?.delivery_options ?? []) : []}
        pricesHint={settlementRef ? null : t('checkout.pricesAfterCity')}
      />
      {kind &&
        (settlementRef ? (
          <WarehousePicker key={`${settlementRef}-${kind}`} id={`${id}-warehouse`} form={form} kind={kind} weightKg={summary?.weight_kg ?? null} />
        ) : (
          <div>
            <p className="text-sm text-muted">{t(kind === 'locker' ? 'checkout.lockerAfterCity' : 'checkout.branchAfterCity')}</p>
            <FieldMessages id={`${id}-warehouse-error`} errors={form.errors.warehouse_ref} />
          </div>
        ))}
      {method === 'np_courier' && (
        <div className="grid gap-4 md:grid-cols-[1fr_8rem_8rem]">
          <CheckoutTextField form={form} field="street" idPrefix={id} label={t('checkout.street')} autoComplete="address-line1" />
          <CheckoutTextField form={form} field="house" idPrefix={id} label={t('checkout.house')} autoComplete="off" />
          <CheckoutTextField form={form} field="apartment" idPrefix={id} label={t('checkout.apartment')} autoComplete="address-line2" />
        </div>
      )}
      {method === 'ukrposhta' && (
        <CheckoutTextField
          form={form}
          field="postcode"
          idPrefix={id}
          label={t('checkout.postcodeUkraine')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          className="max-w-48"
        />
      )}
    </div>
  );
}

/** Step 2 abroad: the address as the country's post wants it, and the carrier with its price to that country. */
export function InternationalDeliveryFields({ id, form, summary }: { id: string; form: CheckoutForm; summary: CheckoutSummary | null }) {
  const { t } = useTranslation();
  const { country } = form.values;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        <CheckoutTextField form={form} field="city" idPrefix={id} label={t('checkout.cityText')} autoComplete="address-level2" />
        {countryNeedsRegion(country) && <CheckoutTextField form={form} field="region" idPrefix={id} label={t('checkout.region')} autoComplete="address-level1" />}
        {countryUsesPostcode(country) && <CheckoutTextField form={form} field="postcode" idPrefix={id} label={t('checkout.postcode')} autoComplete="postal-code" />}
      </div>
      <CheckoutTextField form={form} field="address" idPrefix={id} label={t('checkout.address')} autoComplete="street-address" />
      <DeliveryMethods
        id={`${id}-method`}
        region="international"
        form={form}
        options={country ? (summary?.delivery_options ?? []) : []}
        pricesHint={country ? null : t('checkout.pricesAfterCountry')}
      />
    </div>
  );
}
