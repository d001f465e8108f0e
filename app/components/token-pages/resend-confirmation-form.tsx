import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { resendConfirmationSchema } from '../../../common/account.ts';
import { useRecaptcha } from '../../lib/recaptcha.ts';
import { useLocale, useRootData } from '../../lib/root-data.ts';
import { rememberedEmail } from '../../state/remembered-email.ts';
import { FormAlert, FormField, primaryButton } from '../account/form-field.tsx';
import { RecaptchaNotice } from '../account/recaptcha-notice.tsx';
import { requestConfirmationEmail } from '../account/resend-confirmation.tsx';
import { useSchemaForm } from '../account/use-schema-form.ts';

const fields = ['email'] as const;

/** A dead confirmation link's way out: the address, and a new link is sent to it. */
export function ResendConfirmationForm() {
  const { t } = useTranslation();
  const lang = useLocale();
  const id = useId();
  const siteKey = useRootData()?.recaptchaSiteKey;
  const recaptcha = useRecaptcha('resend');
  const [email, setEmail] = useState(rememberedEmail);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useSchemaForm(resendConfirmationSchema, fields, { lang, email });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const valid = form.check();
    if (!valid) return;
    setSending(true);
    setProblem(null);
    try {
      setSent(await requestConfirmationEmail(lang, valid.email, siteKey));
    } catch (error) {
      if (!form.showServerErrors(error)) setProblem((error instanceof Error && error.message) || t('modals.failed'));
    } finally {
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} onFocus={recaptcha.prepare} className="space-y-4">
      <FormField
        ref={form.register('email')}
        id={`${id}-email`}
        label={t('modals.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        errors={form.errors.email}
        onChange={(event) => {
          setEmail(event.target.value);
          setSent(null);
          form.edited('email');
        }}
      />
      <FormAlert message={problem} />
      <FormAlert tone="success" message={sent} />
      <button type="submit" aria-disabled={sending || undefined} className={primaryButton}>
        {sending ? t('modals.sending') : t('tokenPages.resendSubmit')}
      </button>
      <RecaptchaNotice enabled={recaptcha.enabled} />
    </form>
  );
}
