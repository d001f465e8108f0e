import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { registerSchema, stripNameCharacters } from '../../../common/auth.ts';
import { postApi } from '../../lib/api-client.ts';
import { useRecaptcha } from '../../lib/recaptcha.ts';
import { useLocale } from '../../lib/root-data.ts';
import { closeAuthModal, openAuthModal } from '../../state/auth-modal.ts';
import { rememberEmail } from '../../state/remembered-email.ts';
import { AccountDialog } from './account-dialog.tsx';
import { FormAlert, FormField, linkButton, primaryButton } from './form-field.tsx';
import { RecaptchaNotice } from './recaptcha-notice.tsx';
import { useSchemaForm } from './use-schema-form.ts';

const fields = ['name', 'email', 'password', 'password_confirmation'] as const;
type Field = (typeof fields)[number];

const autoComplete: Record<Field, string> = { name: 'name', email: 'email', password: 'new-password', password_confirmation: 'new-password' };

/** Name, e-mail and a password twice; the name loses disallowed characters as they are typed. */
function RegisterForm({ onRegistered, nameRef }: { onRegistered: (email: string) => void; nameRef: RefObject<HTMLInputElement | null> }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const id = useId();
  const recaptcha = useRecaptcha('register');
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', password: '', password_confirmation: '' });
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useSchemaForm(registerSchema, fields, { lang, ...values });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const valid = form.check();
    if (!valid) return;
    setSending(true);
    setProblem(null);
    try {
      const answer = await postApi<{ email: string }>('/api/auth/register', { ...valid, recaptcha_token: await recaptcha.token() });
      // The sign-in form will offer this address once it is confirmed.
      rememberEmail(answer.email);
      onRegistered(answer.email);
    } catch (error) {
      if (!form.showServerErrors(error)) setProblem((error instanceof Error && error.message) || t('modals.failed'));
    } finally {
      setSending(false);
    }
  }

  const field = (name: Field, type: string) => (
    <FormField
      ref={(element) => {
        if (name === 'name') nameRef.current = element;
        form.register(name)(element);
      }}
      id={`${id}-${name}`}
      label={t(`modals.${name === 'password_confirmation' ? 'passwordConfirmation' : name}`)}
      type={type}
      autoComplete={autoComplete[name]}
      inputMode={name === 'email' ? 'email' : undefined}
      value={values[name]}
      errors={form.errors[name]}
      onChange={(event) => {
        const value = name === 'name' ? stripNameCharacters(event.target.value) : event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        form.edited(name);
      }}
    />
  );

  return (
    <form noValidate onSubmit={onSubmit} onFocus={recaptcha.prepare} className="space-y-4">
      {field('name', 'text')}
      {field('email', 'email')}
      {field('password', 'password')}
      {field('password_confirmation', 'password')}
      <FormAlert message={problem} />
      <button type="submit" aria-disabled={sending || undefined} className={primaryButton}>
        {sending ? t('modals.sending') : t('modals.registerSubmit')}
      </button>
      <RecaptchaNotice enabled={recaptcha.enabled} />
      <p className="border-t border-line pt-4 text-sm">
        {t('modals.haveAccount')}{' '}
        <button type="button" onClick={() => openAuthModal('login')} className={linkButton}>
          {t('modals.toLogin')}
        </button>
      </p>
    </form>
  );
}

/** The spec's register modal: the form, then a success view with the address and continue shopping. */
export function RegisterModal({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const nameRef = useRef<HTMLInputElement | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const [registered, setRegistered] = useState<string | null>(null);
  // Each opening starts with the form.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setRegistered(null);
  }

  return (
    <AccountDialog open={open} onClose={closeAuthModal} title={t('modals.registerTitle')} initialFocus={nameRef} data-register-modal="">
      {open && registered === null && (
        <RegisterForm
          nameRef={nameRef}
          onRegistered={(email) => {
            setRegistered(email);
            // The form is gone: the news takes focus so it is read out.
            requestAnimationFrame(() => doneRef.current?.focus());
          }}
        />
      )}
      {open && registered !== null && (
        <div className="space-y-4">
          <p ref={doneRef} tabIndex={-1} className="text-lg font-semibold outline-none">
            {t('modals.registerSuccessTitle')}
          </p>
          <p>{t('modals.registerSuccess', { email: registered })}</p>
          <button type="button" onClick={closeAuthModal} className={primaryButton}>
            {t('modals.continueShopping')}
          </button>
        </div>
      )}
    </AccountDialog>
  );
}
