import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Cart } from '../../../common/cart.ts';
import type { CheckoutRegion, PaymentMethod, PlacedOrder } from '../../../common/checkout.ts';
import { countryName } from '../../../common/countries.ts';
import { normalizeInternationalPhone, normalizeUkrainianPhone } from '../../../common/phone.ts';
import { useLocale, useRootData } from '../../lib/root-data.ts';
import { loadCart } from '../../state/cart-actions.ts';
import { useDisplayCurrency } from '../../state/currency.ts';
import { useSessionUser } from '../../state/session.ts';
import { FormAlert, primaryButton } from '../account/form-field.tsx';
import { emptyCheckoutValues, newIdempotencyKey, summaryDelivery, type CheckoutValues } from './checkout-model.ts';
import { InternationalDeliveryFields, UkraineDeliveryFields } from './delivery-fields.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PaymentFields } from './payment-fields.tsx';
import { placeOrder } from './place-order.ts';
import { RecipientFields } from './recipient-fields.tsx';
import { NextButton, StepSection } from './step-section.tsx';
import { useCheckoutForm } from './use-checkout-form.ts';
import { useCheckoutSummary } from './use-checkout-summary.ts';
import { useTrack } from '../../lib/analytics.ts';

/** Changes whenever what the order would hold changes: its lines, counts, coupon or total. */
export function cartVersion(cart: Cart): string {
  const lines = cart.products.map((line) => `${line.id}x${line.count}`).join(',');
  return `${cart.cart_id}|${lines}|${cart.coupon?.code ?? ''}|${cart.total_price_with_coupon}`;
}

function DeliverySummary({ region, values }: { region: CheckoutRegion; values: CheckoutValues }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const method = values.delivery_method ? t(`checkoutMethods.delivery.${values.delivery_method}`) : '';
  const lines =
    region === 'international'
      ? [values.address, [values.city, values.region, values.postcode].filter(Boolean).join(', '), values.country ? countryName(locale, values.country) : '', method]
      : [
          values.city_name,
          method,
          values.delivery_method === 'np_courier'
            ? [values.street, values.house, values.apartment && t('checkoutMethods.apartment', { number: values.apartment })].filter(Boolean).join(', ')
            : values.delivery_method === 'ukrposhta'
              ? t('checkoutMethods.postcode', { postcode: values.postcode })
              : values.warehouse_name,
        ];
  return (
    <>
      {lines.filter(Boolean).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </>
  );
}

function RecipientSummary({ region, values }: { region: CheckoutRegion; values: CheckoutValues }) {
  const locale = useLocale();
  const phone = (region === 'ukraine' ? normalizeUkrainianPhone(values.phone) : normalizeInternationalPhone(values.phone)) ?? values.phone;
  return (
    <>
      <p className="font-semibold text-ink">{values.name}</p>
      <p>{[values.email, phone].join(', ')}</p>
      {region === 'international' && values.country && <p>{countryName(locale, values.country)}</p>}
    </>
  );
}

/**
 * The three steps and the summary of one checkout, and the order call. `onPlaced` takes over
 * once the order exists; `onCartGone` when the server says the cart is empty or unknown.
 */
export function CheckoutSteps({
  region,
  cart,
  paymentMethods,
  onPlaced,
  onCartGone,
}: {
  region: CheckoutRegion;
  cart: Cart;
  paymentMethods: readonly PaymentMethod[];
  onPlaced: (order: PlacedOrder) => void;
  onCartGone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const lang = useLocale();
  const id = useId();
  const user = useSessionUser();
  const currency = useDisplayCurrency(useRootData()?.settings?.checkout.currencies).code;
  const form = useCheckoutForm(region, () => ({
    ...emptyCheckoutValues,
    name: user?.name ?? '',
    email: user?.email ?? '',
    payment_method: paymentMethods.length === 1 ? paymentMethods[0]! : '',
  }));
  const { values } = form;
  const version = cartVersion(cart);
  const summaryState = useCheckoutSummary({ lang, cartId: cart.cart_id, region, ...summaryDelivery(region, values), cartVersion: version });
  const { summary } = summaryState;
  useTrack('begin_checkout', { lines: cart.products, coupon: cart.coupon?.code }, cart.cart_id);
  useTrack('add_shipping_info', form.isDone('delivery') ? { lines: cart.products, shippingTier: values.delivery_method } : null, values.delivery_method);
  useTrack('add_payment_info', form.isDone('delivery') && values.payment_method ? { lines: cart.products, paymentType: values.payment_method } : null, values.payment_method);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [couponProblem, setCouponProblem] = useState<string | null>(null);
  const busy = useRef(false);
  // One key per page view: a double click or a retry sends the same order again.
  const idempotencyKey = useRef<string | null>(null);

  // Another cart is another order.
  useEffect(() => {
    idempotencyKey.current = null;
  }, [version]);

  // Signing in on this page fills what the shopper has not typed yet; only a change of the user
  // does, never the shopper clearing a field.
  useEffect(() => {
    if (!user) return;
    const patch: Partial<CheckoutValues> = {};
    if (!values.name) patch.name = user.name;
    if (!values.email) patch.email = user.email;
    if (Object.keys(patch).length > 0) form.setMany(patch);
  // oxlint-disable-next-line react-hooks/exhaustive-deps -- only a change of the user fills the fields
  }, [user]);

  // A method the parcel can no longer go by (a locker's limits, after the cart grew) is dropped.
  const dropped = summary?.delivery_options.find((option) => option.method === values.delivery_method && !option.available);
  useEffect(() => {
    if (dropped) form.set('delivery_method', '');
  // oxlint-disable-next-line react-hooks/exhaustive-deps -- only a newly dropped method clears the choice
  }, [dropped]);

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const fields = form.validateAll();
    if (!fields) return;
    busy.current = true;
    setSending(true);
    setProblem(null);
    setCouponProblem(null);
    idempotencyKey.current ??= newIdempotencyKey();
    const outcome = await placeOrder(region, {
      ...fields,
      lang,
      cart_id: cart.cart_id,
      currency,
      idempotency_key: idempotencyKey.current,
      ...(summary ? { total: summary.total } : {}),
    });
    if (outcome.kind === 'placed') return onPlaced(outcome.order);
    busy.current = false;
    setSending(false);
    // The server answered about this order: the next try is a new one.
    if (outcome.kind !== 'retry') idempotencyKey.current = null;
    if (outcome.kind === 'invalid') {
      const rest = form.showServerErrors(outcome.params);
      if (rest.coupon) {
        setCouponProblem(rest.coupon[0] ?? null);
        void loadCart(lang);
      }
      const stepless = Object.keys(rest).filter((field) => field !== 'coupon');
      if (stepless.length > 0 || Object.keys(outcome.params).length === 0) setProblem(outcome.message || t('checkout.placeFailed'));
    } else if (outcome.kind === 'conflict') {
      if (outcome.code === 'cart_empty' || outcome.code === 'cart_not_found') onCartGone(outcome.message || t('checkout.cartGone'));
      else setProblem(outcome.message || t('checkout.placeFailed'));
      void loadCart(lang);
    } else if (outcome.kind === 'retry') {
      setProblem(t('checkout.tryAgain'));
    } else {
      setProblem(outcome.message || t('checkout.placeFailed'));
    }
  }

  const stepTitle = { recipient: t('checkout.stepRecipient'), delivery: t('checkout.stepDelivery'), payment: t('checkout.stepPayment') };
  const paymentFormId = `${id}-payment-form`;
  const nextStep = (step: 'recipient' | 'delivery') => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.next(step);
  };

  return (
    <div className="mt-6 grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_26rem]">
      <div className="space-y-4">
        <StepSection id={id} form={form} step="recipient" index={1} title={stepTitle.recipient} summary={<RecipientSummary region={region} values={values} />}>
          <form noValidate onSubmit={nextStep('recipient')} aria-label={stepTitle.recipient}>
            <RecipientFields id={`${id}-recipient`} region={region} form={form} />
            <NextButton />
          </form>
        </StepSection>
        <StepSection id={id} form={form} step="delivery" index={2} title={stepTitle.delivery} summary={<DeliverySummary region={region} values={values} />}>
          <form noValidate onSubmit={nextStep('delivery')} aria-label={stepTitle.delivery}>
            {region === 'ukraine' ? (
              <UkraineDeliveryFields id={`${id}-delivery`} form={form} summary={summary} />
            ) : (
              <InternationalDeliveryFields id={`${id}-delivery`} form={form} summary={summary} />
            )}
            <NextButton />
          </form>
        </StepSection>
        <StepSection id={id} form={form} step="payment" index={3} title={stepTitle.payment} summary={null}>
          <PaymentFields id={`${id}-payment`} formId={paymentFormId} form={form} methods={paymentMethods} cart={cart} couponProblem={couponProblem ?? summary?.coupon_error ?? null} onSubmit={confirm}>
            <FormAlert message={problem} />
            <button type="submit" form={paymentFormId} aria-disabled={sending || undefined} className={`${primaryButton} w-full md:w-auto`}>
              {sending ? t('checkout.placing') : t('checkout.confirm')}
            </button>
          </PaymentFields>
        </StepSection>
      </div>
      <aside aria-labelledby={`${id}-summary`} className="lg:sticky lg:top-4">
        <OrderSummary cart={cart} summaryState={summaryState} headingId={`${id}-summary`} />
      </aside>
    </div>
  );
}
