import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { checkoutLimits, type PaymentMethod } from '../../../common/checkout.ts';
import type { Cart } from '../../../common/cart.ts';
import { LocalizedLink } from '../../lib/links.tsx';
import { CouponForm } from '../cart/coupon-form.tsx';
import { CheckboxField, RadioGroup, TextAreaField } from './checkout-controls.tsx';
import { CheckoutTextField } from './checkout-text-field.tsx';
import type { CheckoutForm } from './use-checkout-form.ts';

const policyLinks: Record<string, string> = { offer: '/public-offer', policy: '/policy' };

/** The agreement's label: the catalogue marks the two documents as <offer>…</offer> and <policy>…</policy>. */
function PolicyLabel() {
  const { t } = useTranslation();
  const parts = t('checkout.policyLabel').split(/<(offer|policy)>(.*?)<\/\1>/);
  return (
    <>
      {parts.map((part, index) => {
        // split() with two groups: text, tag name, link text, text, …
        if (index % 3 === 0) return part;
        if (index % 3 === 2) return null;
        // The tag name: one of the pattern's two, each with its page.
        return (
          <LocalizedLink key={index} to={policyLinks[part]!} target="_blank" className="font-semibold text-olive-700 underline underline-offset-2 hover:text-ink">
            {parts[index + 1]}
          </LocalizedLink>
        );
      })}
    </>
  );
}

/**
 * Step 3: how to pay (an invoice asks for the company), a comment, the promo code and the
 * agreement. The promo code is a form of its own, so the step's form ends before it and the
 * agreement and the order button join it by its id. `children` is the page's alert and button.
 */
export function PaymentFields({
  id,
  formId,
  form,
  methods,
  cart,
  couponProblem,
  onSubmit,
  children,
}: {
  id: string;
  formId: string;
  form: CheckoutForm;
  methods: readonly PaymentMethod[];
  cart: Cart;
  couponProblem: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-5">
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
        {methods.length === 0 ? (
          <p role="alert" className="rounded bg-danger/10 px-3 py-2 text-sm font-semibold text-danger">
            {t('checkout.noPaymentMethods')}
          </p>
        ) : (
          <RadioGroup
            id={`${id}-payment`}
            legend={t('checkout.paymentMethod')}
            value={form.values.payment_method}
            onChange={(method) => form.set('payment_method', method)}
            errors={form.errors.payment_method}
            firstRef={form.target('payment_method')}
            choices={methods.map((method) => ({ value: method, label: t(`checkoutMethods.payment.${method}`), detail: t(`checkout.paymentNote.${method}`) }))}
          />
        )}
        {form.values.payment_method === 'invoice' && (
          <div className="grid gap-4 md:grid-cols-[1fr_12rem]">
            <CheckoutTextField form={form} field="company_name" idPrefix={id} label={t('checkout.companyName')} autoComplete="organization" />
            <CheckoutTextField form={form} field="company_code" idPrefix={id} label={t('checkout.companyCode')} inputMode="numeric" autoComplete="off" maxLength={10} />
          </div>
        )}
        <TextAreaField
          id={`${id}-comment`}
          label={t('checkout.comment')}
          value={form.values.comment}
          onChange={(comment) => form.set('comment', comment)}
          errors={form.errors.comment}
          maxLength={checkoutLimits.comment}
          textareaRef={form.target('comment')}
        />
      </form>
      <section aria-label={t('checkout.couponArea')} className="space-y-2">
        <CouponForm coupon={cart.coupon} problem={couponProblem ?? cart.coupon_error} />
      </section>
      <div className="space-y-4">
        <CheckboxField
          id={`${id}-policy`}
          label={<PolicyLabel />}
          checked={form.values.policy}
          onChange={(checked) => form.set('policy', checked)}
          errors={form.errors.policy}
          inputRef={form.target('policy')}
        />
        {children}
      </div>
    </div>
  );
}
