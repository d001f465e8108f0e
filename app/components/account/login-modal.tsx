import { useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { loginErrorCodes, loginSchema } from '../../../common/auth.ts';
import { localizePath, neutralPath } from '../../../common/paths.ts';
import { ApiError, api, callApi } from '../../lib/api-client.ts';
import { track } from '../../lib/analytics.ts';
import { useRecaptcha } from '../../lib/recaptcha.ts';
import { useLocale } from '../../lib/root-data.ts';
import { completeSignIn } from '../../state/account.ts';
import { closeAuthModal, openAuthModal } from '../../state/auth-modal.ts';
import { rememberedEmail } from '../../state/remembered-email.ts';
import { AccountDialog } from './account-dialog.tsx';
import { DialogSwitch } from './dialog-switch.tsx';
import { currentPasswordInput, emailInput, FormAlert, FormField, linkButton, SubmitButton } from './form-field.tsx';
import { RecaptchaNotice } from './recaptcha-notice.tsx';
import { ResendConfirmation } from './resend-confirmation.tsx';
import { useSchemaForm } from './use-schema-form.ts';

/** Checkout keeps the shopper where they are; elsewhere sign-in leads to the cabinet. */
const staysOnPage = (pathname: string) => neutralPath(pathname).startsWith('/checkout');

/** The sign-in form: 112 and 114 answers get the spec's messages; 114 offers the confirmation e-mail again. */
function LoginForm({ emailRef, passwordRef }: { emailRef: RefObject<HTMLInputElement | null>; passwordRef: RefObject<HTMLInputElement | null> }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const recaptcha = useRecaptcha('login');
  // Set by each failure: a 114's message also offers the confirmation e-mail again.
  const [unverified, setUnverified] = useState(false);
  const form = useSchemaForm(loginSchema, () => ({ email: rememberedEmail(), password: '' }), { lang });

  const onSubmit = form.submit(
    async (valid) => {
      const answer = await callApi(api.auth.login.$post, { json: { ...valid, recaptcha_token: await recaptcha.token() } });
      await completeSignIn(answer.user, lang);
      track('login', { method: 'email' });
      closeAuthModal();
      if (!staysOnPage(pathname)) void navigate(localizePath('/cabinet', lang));
    },
    (error) => {
      const code = error instanceof ApiError ? error.code : undefined;
      setUnverified(code === loginErrorCodes.notVerified);
      if (code === loginErrorCodes.wrongPair) form.setProblem(t('modals.pair'));
      else if (code === loginErrorCodes.notVerified) form.setProblem(t('modals.verified'));
      else if (code === loginErrorCodes.blocked && error instanceof ApiError) form.setProblem(error.message);
      else if (!form.showServerErrors(error)) form.setProblem((error instanceof ApiError && error.status === 429 && error.message) || t('modals.failed'));
    },
  );

  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- focus bubbling up from the fields prepares reCAPTCHA
    <form noValidate onSubmit={onSubmit} onFocus={recaptcha.prepare} className="space-y-4">
      <FormField {...form.field('email', { ref: emailRef })} {...emailInput} label={t('modals.email')} />
      <FormField {...form.field('password', { ref: passwordRef })} {...currentPasswordInput} label={t('modals.password')} />
      <FormAlert message={form.problem}>{unverified && <ResendConfirmation email={form.values.email} />}</FormAlert>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SubmitButton sending={form.sending} label={t('modals.loginSubmit')} />
        <button type="button" onClick={() => openAuthModal('reset')} className={linkButton}>
          {t('modals.forgot')}
        </button>
      </div>
      <RecaptchaNotice enabled={recaptcha.enabled} />
      <DialogSwitch lead={t('modals.noAccount')} to="register" label={t('modals.toRegister')} />
    </form>
  );
}

/** The sign-in dialog; the address is prefilled from the one last registered or confirmed. */
export function LoginModal({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const emailRef = useRef<HTMLInputElement | null>(null);
  const passwordRef = useRef<HTMLInputElement | null>(null);
  // A prefilled address: the password is what is left to type.
  const initialFocus = useMemo(
    () => ({
      get current() {
        return emailRef.current?.value ? passwordRef.current : emailRef.current;
      },
    }),
    [],
  );
  return (
    <AccountDialog open={open} onClose={closeAuthModal} title={t('modals.loginTitle')} initialFocus={initialFocus} data-login-modal="">
      {open && <LoginForm emailRef={emailRef} passwordRef={passwordRef} />}
    </AccountDialog>
  );
}
