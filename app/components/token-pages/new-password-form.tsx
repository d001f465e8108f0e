import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { newPasswordSchema, type LinkProblem } from '../../../common/account.ts';
import { ApiError, postApi } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/root-data.ts';
import { clearSessionUser } from '../../state/session.ts';
import { FormAlert, FormField, primaryButton } from '../account/form-field.tsx';
import { useSchemaForm } from '../account/use-schema-form.ts';

const fields = ['password', 'password_confirmation'] as const;

/**
 * The reset link's form: a new password twice. The server signs every session out, this
 * browser's too. A link that died meanwhile (422 on `token`) hands over to the invalid view.
 */
export function NewPasswordForm({ token, onSaved, onLinkProblem }: { token: string; onSaved: (message: string) => void; onLinkProblem: (problem: LinkProblem, message: string) => void }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useSchemaForm(newPasswordSchema, fields, { lang, token, password, password_confirmation: confirmation });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const valid = form.check();
    if (!valid) return;
    setSending(true);
    setProblem(null);
    try {
      const answer = await postApi<{ message: string }>('/api/auth/password-reset/confirm', valid);
      clearSessionUser();
      onSaved(answer.message);
    } catch (error) {
      const tokenMessage = error instanceof ApiError && error.status === 422 ? error.params.token?.[0] : undefined;
      if (tokenMessage) onLinkProblem('invalid', tokenMessage);
      else if (!form.showServerErrors(error)) setProblem((error instanceof Error && error.message) || t('modals.failed'));
    } finally {
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
      <FormField
        ref={form.register('password')}
        id={`${id}-password`}
        label={t('tokenPages.newPassword')}
        type="password"
        autoComplete="new-password"
        value={password}
        errors={form.errors.password}
        onChange={(event) => {
          setPassword(event.target.value);
          form.edited('password');
        }}
      />
      <FormField
        ref={form.register('password_confirmation')}
        id={`${id}-confirmation`}
        label={t('modals.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        value={confirmation}
        errors={form.errors.password_confirmation}
        onChange={(event) => {
          setConfirmation(event.target.value);
          form.edited('password_confirmation');
        }}
      />
      <FormAlert message={problem} />
      <button type="submit" aria-disabled={sending || undefined} className={primaryButton}>
        {sending ? t('modals.sending') : t('tokenPages.savePassword')}
      </button>
    </form>
  );
}
