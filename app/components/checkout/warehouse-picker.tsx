import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deliveryLimits, type DeliveryWarehouseView, type WarehouseKind } from '../../../common/delivery.ts';
import { ApiError, api, callApi } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/root-data.ts';
import { inputClass } from '../account/form-field.tsx';
import { describedBy, FieldMessages } from './checkout-controls.tsx';
import type { CheckoutForm } from './use-checkout-form.ts';

type Listing = { state: 'loading' } | { state: 'done'; warehouses: DeliveryWarehouseView[] } | { state: 'failed'; message: string };

/** Digits find numbers that start with them ("25", "№25"); words find names and addresses. */
export function matchesWarehouse(warehouse: Pick<DeliveryWarehouseView, 'number' | 'name' | 'address'>, filter: string): boolean {
  const typed = filter.trim().toLocaleLowerCase();
  if (!typed) return true;
  const digits = typed.replace(/^№\s*/, '');
  if (/^\d+$/.test(digits)) return warehouse.number.startsWith(digits);
  const text = `${warehouse.name} ${warehouse.address}`.toLocaleLowerCase();
  return typed.split(/\s+/).every((word) => text.includes(word));
}

/**
 * The branches or parcel lockers of the picked city: a filter box over a list of radio buttons.
 * Those that cannot take a parcel this heavy are shown but cannot be chosen.
 */
export function WarehousePicker({ id, form, kind, weightKg }: { id: string; form: CheckoutForm; kind: WarehouseKind; weightKg: number | null }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const settlementRef = form.values.settlement_ref;
  const [listing, setListing] = useState<Listing>({ state: 'loading' });
  const [filter, setFilter] = useState('');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setListing({ state: 'loading' });
    callApi(
      api.delivery.warehouses.$post,
      { json: { lang, settlement_ref: settlementRef, kind, limit: deliveryLimits.warehouseResults.max } },
      { signal: controller.signal },
    )
      .then((warehouses) => setListing({ state: 'done', warehouses }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setListing({ state: 'failed', message: (error instanceof ApiError && error.message) || t('checkout.warehousesFailed') });
      });
    return () => controller.abort();
  }, [lang, settlementRef, kind, attempt, t]);

  const errors = form.errors.warehouse_ref;
  const invalid = Boolean(errors?.length);
  const errorId = `${id}-error`;
  const legend = t(kind === 'locker' ? 'checkout.locker' : 'checkout.branch');
  const shown = listing.state === 'done' ? listing.warehouses.filter((warehouse) => matchesWarehouse(warehouse, filter)) : [];
  const tooHeavy = (warehouse: DeliveryWarehouseView) => weightKg !== null && warehouse.max_weight_kg !== null && weightKg > warehouse.max_weight_kg;

  return (
    <div className="space-y-2">
      <label htmlFor={`${id}-filter`} className="block text-sm font-semibold">
        {t(kind === 'locker' ? 'checkout.lockerFilter' : 'checkout.branchFilter')}
      </label>
      <input
        ref={form.target('warehouse_ref')}
        id={`${id}-filter`}
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        onKeyDown={(event) => {
          // Enter in the filter never sends the step.
          if (event.key === 'Enter') event.preventDefault();
        }}
        autoComplete="off"
        aria-controls={`${id}-list`}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(invalid && errorId)}
        className={inputClass}
      />
      {listing.state === 'loading' && <p className="text-sm text-muted">{t('checkout.warehousesLoading')}</p>}
      {listing.state === 'failed' && (
        <p role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger">
          {listing.message}
          <button type="button" onClick={() => setAttempt((count) => count + 1)} className="min-h-11 rounded border border-olive-700 px-3 font-semibold text-olive-700">
            {t('checkout.retry')}
          </button>
        </p>
      )}
      {listing.state === 'done' && (
        <fieldset
          id={`${id}-list`}
          role="radiogroup"
          aria-labelledby={`${id}-legend`}
          aria-describedby={describedBy(invalid && errorId)}
          aria-invalid={invalid || undefined}
        >
          <legend id={`${id}-legend`} className="sr-only">
            {legend}
          </legend>
          <p role="status" className="text-sm text-muted">
            {listing.warehouses.length === 0 ? t('checkout.warehousesNone') : t('checkout.warehousesShown', { count: shown.length })}
          </p>
          {shown.length > 0 && (
            <ul className="mt-1 max-h-80 divide-y divide-line overflow-y-auto rounded border border-line">
              {shown.map((warehouse) => {
                const disabled = tooHeavy(warehouse);
                return (
                  <li key={warehouse.ref}>
                    <label
                      className={`flex min-h-11 items-start gap-3 px-3 py-2 has-checked:bg-olive-100 ${disabled ? 'cursor-not-allowed text-muted' : 'cursor-pointer hover:bg-sand'}`}
                    >
                      <input
                        type="radio"
                        name={`${id}-warehouse`}
                        value={warehouse.ref}
                        checked={form.values.warehouse_ref === warehouse.ref}
                        disabled={disabled}
                        onChange={() => form.setMany({ warehouse_ref: warehouse.ref, warehouse_name: `${warehouse.name}, ${warehouse.address}` })}
                        className="mt-0.5 size-5 shrink-0 accent-olive-700"
                      />
                      <span>
                        <span className="block font-medium">{warehouse.name}</span>
                        <span className="block text-sm text-muted">
                          {warehouse.address}
                          {warehouse.max_weight_kg !== null && ` · ${t('checkout.maxWeight', { max: warehouse.max_weight_kg })}`}
                        </span>
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
        </fieldset>
      )}
      <FieldMessages id={errorId} errors={errors} />
    </div>
  );
}
