import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resendConfirmationSchema } from '../../../common/account.ts';
import { useRecaptcha } from '../../lib/recaptcha.ts';
import { useLocale, useRootData } from '../../lib/root-data.ts';
import { rememberedEmail } from '../../state/remembered-email.ts';
import { emailInput, FormAlert, FormField, SubmitButton } from '../account/form-field.tsx';
import { RecaptchaNotice } from '../account/recaptcha-notice.tsx';
import { requestConfirmationEmail } from '../account/resend-confirmation.tsx';
import { useSchemaForm } from '../account/use-schema-form.ts';

/** A dead confirmation link's way out: the address, and a new link is sent to it. */
export function ResendConfirmationForm() {
  const { t } = useTranslation();
  const lang = useLocale();
  const siteKey = useRootData()?.recaptchaSiteKey;
  const recaptcha = useRecaptcha('resend');
  const [sent, setSent] = useState<string | null>(null);
  const form = useSchemaForm(resendConfirmationSchema, () => ({ email: rememberedEmail() }), { lang });

  const onSubmit = form.submit(async (valid) => {
    setSent(await requestConfirmationEmail(lang, valid.email, siteKey));
  });

  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- focus bubbling up from the fields prepares reCAPTCHA
    <form noValidate onSubmit={onSubmit} onFocus={recaptcha.prepare} className="space-y-4">
      {/* The news was about the address as it was. */}
      <FormField {...form.field('email', { onEdit: () => setSent(null) })} {...emailInput} label={t('modals.email')} />
      <FormAlert message={form.problem} />
      <FormAlert tone="success" message={sent} />
      <SubmitButton sending={form.sending} label={t('tokenPages.resendSubmit')} />
      <RecaptchaNotice enabled={recaptcha.enabled} />
    </form>
  );
}
