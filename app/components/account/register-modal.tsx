import { useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { registerSchema, stripNameCharacters } from '../../../common/auth.ts';
import { api, callApi } from '../../lib/api-client.ts';
import { track } from '../../lib/analytics.ts';
import { useRecaptcha } from '../../lib/recaptcha.ts';
import { useLocale } from '../../lib/root-data.ts';
import { closeAuthModal } from '../../state/auth-modal.ts';
import { rememberEmail } from '../../state/remembered-email.ts';
import { AccountDialog } from './account-dialog.tsx';
import { DialogSwitch } from './dialog-switch.tsx';
import { emailInput, FormAlert, FormField, nameInput, newPasswordInput, SubmitButton } from './form-field.tsx';
import { FormThenSuccess } from './form-then-success.tsx';
import { RecaptchaNotice } from './recaptcha-notice.tsx';
import { useSchemaForm } from './use-schema-form.ts';

/** Name, e-mail and a password twice; the name loses disallowed characters as they are typed. */
function RegisterForm({ onRegistered, nameRef }: { onRegistered: (email: string) => void; nameRef: RefObject<HTMLInputElement | null> }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const recaptcha = useRecaptcha('register');
  const form = useSchemaForm(registerSchema, { name: '', email: '', password: '', password_confirmation: '' }, { lang });

  const onSubmit = form.submit(async (valid) => {
    const answer = await callApi(api.auth.register.$post, { json: { ...valid, recaptcha_token: await recaptcha.token() } });
    // The sign-in form will offer this address once it is confirmed.
    rememberEmail(answer.email);
    track('sign_up', { method: 'email' });
    onRegistered(answer.email);
  });

  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- focus bubbling up from the fields prepares reCAPTCHA
    <form noValidate onSubmit={onSubmit} onFocus={recaptcha.prepare} className="space-y-4">
      <FormField {...form.field('name', { ref: nameRef, clean: stripNameCharacters })} {...nameInput} label={t('modals.name')} />
      <FormField {...form.field('email')} {...emailInput} label={t('modals.email')} />
      <FormField {...form.field('password')} {...newPasswordInput} label={t('modals.password')} />
      <FormField {...form.field('password_confirmation')} {...newPasswordInput} label={t('modals.passwordConfirmation')} />
      <FormAlert message={form.problem} />
      <SubmitButton sending={form.sending} label={t('modals.registerSubmit')} />
      <RecaptchaNotice enabled={recaptcha.enabled} />
      <DialogSwitch lead={t('modals.haveAccount')} to="login" label={t('modals.toLogin')} />
    </form>
  );
}

/** The spec's register modal: the form, then a success view with the address and continue shopping. */
export function RegisterModal({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const nameRef = useRef<HTMLInputElement | null>(null);
  return (
    <AccountDialog open={open} onClose={closeAuthModal} title={t('modals.registerTitle')} initialFocus={nameRef} data-register-modal="">
      {open && (
        <FormThenSuccess
          form={(succeeded) => <RegisterForm nameRef={nameRef} onRegistered={succeeded} />}
          success={(email, focusRef) => (
            <>
              <p ref={focusRef} tabIndex={-1} className="text-lg font-semibold outline-none">
                {t('modals.registerSuccessTitle')}
              </p>
              <p>{t('modals.registerSuccess', { email })}</p>
            </>
          )}
        />
      )}
    </AccountDialog>
  );
}
