import { useId, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { loginErrorCodes, loginSchema, type LoginAnswer } from '../../../common/auth.ts';
import { localizePath, neutralPath } from '../../../common/paths.ts';
import { ApiError, postApi } from '../../lib/api-client.ts';
import { useRecaptcha } from '../../lib/recaptcha.ts';
import { useLocale } from '../../lib/root-data.ts';
import { completeSignIn } from '../../state/account.ts';
import { closeAuthModal, openAuthModal } from '../../state/auth-modal.ts';
import { rememberedEmail } from '../../state/remembered-email.ts';
import { AccountDialog } from './account-dialog.tsx';
import { FormAlert, FormField, linkButton, primaryButton } from './form-field.tsx';
import { RecaptchaNotice } from './recaptcha-notice.tsx';
import { ResendConfirmation } from './resend-confirmation.tsx';
import { useSchemaForm } from './use-schema-form.ts';

const fields = ['email', 'password'] as const;

/** Checkout keeps the shopper where they are; elsewhere sign-in leads to the cabinet. */
const staysOnPage = (pathname: string) => neutralPath(pathname).startsWith('/checkout');

/** The sign-in form: 112 and 114 answers get the spec's messages; 114 offers the confirmation e-mail again. */
function LoginForm({ emailRef, passwordRef }: { emailRef: RefObject<HTMLInputElement | null>; passwordRef: RefObject<HTMLInputElement | null> }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const id = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const recaptcha = useRecaptcha('login');
  const [email, setEmail] = useState(rememberedEmail);
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<{ message: string; unverified?: boolean } | null>(null);
  const form = useSchemaForm(loginSchema, fields, { lang, email, password });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const valid = form.check();
    if (!valid) return;
    setSending(true);
    setProblem(null);
    try {
      const answer = await postApi<LoginAnswer>('/api/auth/login', { ...valid, recaptcha_token: await recaptcha.token() });
      await completeSignIn(answer.user, lang);
      closeAuthModal();
      if (!staysOnPage(pathname)) void navigate(localizePath('/cabinet', lang));
    } catch (error) {
      if (error instanceof ApiError && error.code === loginErrorCodes.wrongPair) setProblem({ message: t('modals.pair') });
      else if (error instanceof ApiError && error.code === loginErrorCodes.notVerified) setProblem({ message: t('modals.verified'), unverified: true });
      else if (!form.showServerErrors(error)) setProblem({ message: (error instanceof ApiError && error.status === 429 && error.message) || t('modals.failed') });
    } finally {
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} onFocus={recaptcha.prepare} className="space-y-4">
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
      <FormField
        ref={(element) => {
          passwordRef.current = element;
          form.register('password')(element);
        }}
        id={`${id}-password`}
        label={t('modals.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        errors={form.errors.password}
        onChange={(event) => {
          setPassword(event.target.value);
          form.edited('password');
        }}
      />
      <FormAlert message={problem?.message ?? null}>{problem?.unverified && <ResendConfirmation email={email} />}</FormAlert>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button type="submit" aria-disabled={sending || undefined} className={primaryButton}>
          {sending ? t('modals.sending') : t('modals.loginSubmit')}
        </button>
        <button type="button" onClick={() => openAuthModal('reset')} className={linkButton}>
          {t('modals.forgot')}
        </button>
      </div>
      <RecaptchaNotice enabled={recaptcha.enabled} />
      <p className="border-t border-line pt-4 text-sm">
        {t('modals.noAccount')}{' '}
        <button type="button" onClick={() => openAuthModal('register')} className={linkButton}>
          {t('modals.toRegister')}
        </button>
      </p>
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
