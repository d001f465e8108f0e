import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordResetSchema } from '../../../common/account.ts';
import { postApi } from '../../lib/api-client.ts';
import { useRecaptcha } from '../../lib/recaptcha.ts';
import { useLocale } from '../../lib/root-data.ts';
import { closeAuthModal, openAuthModal } from '../../state/auth-modal.ts';
import { rememberedEmail } from '../../state/remembered-email.ts';
import { AccountDialog } from './account-dialog.tsx';
import { FormField, linkButton, primaryButton } from './form-field.tsx';
import { RecaptchaNotice } from './recaptcha-notice.tsx';
import { useSchemaForm } from './use-schema-form.ts';

const fields = ['email'] as const;

/** Asks for a reset link; the spec: a failure's `errors.message` shows under the e-mail field. */
function ResetForm({ onSent, emailRef }: { onSent: (email: string) => void; emailRef: RefObject<HTMLInputElement | null> }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const id = useId();
  const recaptcha = useRecaptcha('password_reset');
  const [email, setEmail] = useState(rememberedEmail);
  const [sending, setSending] = useState(false);
  const form = useSchemaForm(passwordResetSchema, fields, { lang, email });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const valid = form.check();
    if (!valid) return;
    setSending(true);
    try {
      await postApi('/api/auth/password-reset', { ...valid, recaptcha_token: await recaptcha.token() });
      onSent(valid.email);
    } catch (error) {
      form.setFieldError('email', (error instanceof Error && error.message) || t('modals.failed'));
    } finally {
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} onFocus={recaptcha.prepare} className="space-y-4">
      <p className="text-sm text-muted">{t('modals.resetText')}</p>
      <FormField
        ref={(element) => {
          emailRef.current = element;
          form.register('email')(element);
        }}
        id={`${id}-email`}
        label={t('modals.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        errors={form.errors.email}
        onChange={(event) => {
          setEmail(event.target.value);
          form.edited('email');
        }}
      />
      <button type="submit" aria-disabled={sending || undefined} className={primaryButton}>
        {sending ? t('modals.sending') : t('modals.resetSubmit')}
      </button>
      <RecaptchaNotice enabled={recaptcha.enabled} />
      <p className="border-t border-line pt-4 text-sm">
        <button type="button" onClick={() => openAuthModal('login')} className={linkButton}>
          {t('modals.backToLogin')}
        </button>
      </p>
    </form>
  );
}

/** The spec's reset modal: the form, then a view saying the instructions went to the address. */
export function ResetModal({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const emailRef = useRef<HTMLInputElement | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setSentTo(null);
  }

  return (
    <AccountDialog open={open} onClose={closeAuthModal} title={t('modals.resetTitle')} initialFocus={emailRef} data-reset-modal="">
      {open && sentTo === null && (
        <ResetForm
          emailRef={emailRef}
          onSent={(email) => {
            setSentTo(email);
            requestAnimationFrame(() => doneRef.current?.focus());
          }}
        />
      )}
      {open && sentTo !== null && (
        <div className="space-y-4">
          <p ref={doneRef} tabIndex={-1} className="outline-none">
            {t('modals.resetSuccess', { email: sentTo })}
          </p>
          <button type="button" onClick={closeAuthModal} className={primaryButton}>
            {t('modals.continueShopping')}
          </button>
        </div>
      )}
    </AccountDialog>
  );
}
