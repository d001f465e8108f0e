import { useTranslation } from 'react-i18next';
import type { CheckoutRegion } from '../../../common/checkout.ts';
import { emailInput, nameInput } from '../account/form-field.tsx';
import { useSessionUser } from '../../state/session.ts';
import { openAuthModal } from '../../state/auth-modal.ts';
import { CheckoutTextField } from './checkout-text-field.tsx';
import { CountryPicker } from './country-picker.tsx';
import type { CheckoutForm } from './use-checkout-form.ts';

/** Tells a guest that signing in earns bonuses, with the sign-in dialog a click away (the page stays). */
function GuestNotice() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded bg-sand px-4 py-3">
      <p className="text-sm">{t('checkout.guestBonus')}</p>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => openAuthModal('login')}
        className="inline-flex min-h-11 items-center rounded border border-olive-700 px-4 text-sm font-semibold text-olive-700 hover:bg-olive-100"
      >
        {t('checkout.signIn')}
      </button>
    </div>
  );
}

/** Step 1: who receives the parcel (and, abroad, in which country). */
export function RecipientFields({ id, region, form }: { id: string; region: CheckoutRegion; form: CheckoutForm }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  return (
    <div className="space-y-4">
      {!user && <GuestNotice />}
      <CheckoutTextField form={form} field="name" idPrefix={id} label={t('checkout.name')} {...nameInput} />
      <div className="grid gap-4 md:grid-cols-2">
        <CheckoutTextField form={form} field="email" idPrefix={id} label={t('checkout.email')} {...emailInput} />
        <CheckoutTextField
          form={form}
          field="phone"
          idPrefix={id}
          label={t('checkout.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t(region === 'ukraine' ? 'checkout.phonePlaceholder' : 'checkout.phonePlaceholderIntl')}
        />
      </div>
      {region === 'international' && <CountryPicker id={`${id}-country`} form={form} />}
    </div>
  );
}
