import { useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordResetSchema } from '../../../common/account.ts';
import { api, callApi } from '../../lib/api-client.ts';
import { useRecaptcha } from '../../lib/recaptcha.ts';
import { useLocale } from '../../lib/root-data.ts';
import { closeAuthModal } from '../../state/auth-modal.ts';
import { rememberedEmail } from '../../state/remembered-email.ts';
import { AccountDialog } from './account-dialog.tsx';
import { DialogSwitch } from './dialog-switch.tsx';
import { emailInput, FormField, SubmitButton } from './form-field.tsx';
import { FormThenSuccess } from './form-then-success.tsx';
import { RecaptchaNotice } from './recaptcha-notice.tsx';
import { useSchemaForm } from './use-schema-form.ts';

/** Asks for a reset link; the spec: a failure's `errors.message` shows under the e-mail field. */
function ResetForm({ onSent, emailRef }: { onSent: (email: string) => void; emailRef: RefObject<HTMLInputElement | null> }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const recaptcha = useRecaptcha('password_reset');
  const form = useSchemaForm(passwordResetSchema, () => ({ email: rememberedEmail() }), { lang });

  const onSubmit = form.submit(
    async (valid) => {
      await callApi(api.auth['password-reset'].$post, { json: { ...valid, recaptcha_token: await recaptcha.token() } });
      onSent(valid.email);
    },
    (error) => form.setFieldError('email', (error instanceof Error && error.message) || t('modals.failed')),
  );

  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- focus bubbling up from the fields prepares reCAPTCHA
    <form noValidate onSubmit={onSubmit} onFocus={recaptcha.prepare} className="space-y-4">
      <p className="text-sm text-muted">{t('modals.resetText')}</p>
      <FormField {...form.field('email', { ref: emailRef })} {...emailInput} label={t('modals.email')} />
      <SubmitButton sending={form.sending} label={t('modals.resetSubmit')} />
      <RecaptchaNotice enabled={recaptcha.enabled} />
      <DialogSwitch to="login" label={t('modals.backToLogin')} />
    </form>
  );
}

/** The spec's reset modal: the form, then a view saying the instructions went to the address. */
export function ResetModal({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const emailRef = useRef<HTMLInputElement | null>(null);
  return (
    <AccountDialog open={open} onClose={closeAuthModal} title={t('modals.resetTitle')} initialFocus={emailRef} data-reset-modal="">
      {open && (
        <FormThenSuccess
          form={(succeeded) => <ResetForm emailRef={emailRef} onSent={succeeded} />}
          success={(email, focusRef) => (
            <p ref={focusRef} tabIndex={-1} className="outline-none">
              {t('modals.resetSuccess', { email })}
            </p>
          )}
        />
      )}
    </AccountDialog>
  );
}
