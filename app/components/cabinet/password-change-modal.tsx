import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordChangeSchema } from '../../../common/account.ts';
import { postApi } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/root-data.ts';
import { AccountDialog } from '../account/account-dialog.tsx';
import { FormAlert, FormField, primaryButton } from '../account/form-field.tsx';
import { useSchemaForm } from '../account/use-schema-form.ts';

const fields = ['old_password', 'password', 'password_confirmation'] as const;
type Field = (typeof fields)[number];

const labels: Record<Field, string> = { old_password: 'cabinet.oldPassword', password: 'cabinet.newPassword', password_confirmation: 'modals.passwordConfirmation' };

/** The old password and a new one twice; a wrong old one comes back as a message under it. */
function PasswordChangeForm({ onChanged, firstRef }: { onChanged: (message: string) => void; firstRef: RefObject<HTMLInputElement | null> }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ old_password: '', password: '', password_confirmation: '' });
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useSchemaForm(passwordChangeSchema, fields, { lang, ...values });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const valid = form.check();
    if (!valid) return;
    setSending(true);
    setProblem(null);
    try {
      const answer = await postApi<{ message: string }>('/api/profile/password', valid, { signedIn: true });
      onChanged(answer.message);
    } catch (error) {
      if (!form.showServerErrors(error)) setProblem((error instanceof Error && error.message) || t('modals.failed'));
    } finally {
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {fields.map((field) => (
        <FormField
          key={field}
          ref={(element) => {
            if (field === 'old_password') firstRef.current = element;
            form.register(field)(element);
          }}
          id={`${id}-${field}`}
          label={t(labels[field])}
          type="password"
          autoComplete={field === 'old_password' ? 'current-password' : 'new-password'}
          value={values[field]}
          errors={form.errors[field]}
          onChange={(event) => {
            const value = event.target.value;
            setValues((current) => ({ ...current, [field]: value }));
            form.edited(field);
          }}
        />
      ))}
      <FormAlert message={problem} />
      <button type="submit" aria-disabled={sending || undefined} className={primaryButton}>
        {sending ? t('modals.sending') : t('cabinet.savePassword')}
      </button>
    </form>
  );
}

export function PasswordChangeModal({ open, onClose, onChanged }: { open: boolean; onClose: () => void; onChanged: (message: string) => void }) {
  const { t } = useTranslation();
  const firstRef = useRef<HTMLInputElement | null>(null);
  return (
    <AccountDialog open={open} onClose={onClose} title={t('cabinet.passwordTitle')} initialFocus={firstRef} data-password-modal="">
      {open && <PasswordChangeForm onChanged={onChanged} firstRef={firstRef} />}
    </AccountDialog>
  );
}
