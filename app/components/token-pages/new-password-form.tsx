import { useTranslation } from 'react-i18next';
import { newPasswordSchema, type LinkProblem } from '../../../common/account.ts';
import { ApiError, api, callApi } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/root-data.ts';
import { endSessionAfterReset } from '../../state/account.ts';
import { FormAlert, FormField, newPasswordInput, SubmitButton } from '../account/form-field.tsx';
import { useSchemaForm } from '../account/use-schema-form.ts';

/**
 * The reset link's form: a new password twice. The server signs every session out, this
 * browser's too. A link that died meanwhile (422 on `token`) hands over to the invalid view.
 */
export function NewPasswordForm({ token, onSaved, onLinkProblem }: { token: string; onSaved: (message: string) => void; onLinkProblem: (problem: LinkProblem, message: string) => void }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const form = useSchemaForm(newPasswordSchema, { password: '', password_confirmation: '' }, { lang, token });

  const onSubmit = form.submit(
    async (valid) => {
      const answer = await callApi(api.auth['password-reset'].confirm.$post, { json: valid });
      endSessionAfterReset();
      onSaved(answer.message);
    },
    (error) => {
      const tokenMessage = error instanceof ApiError && error.status === 422 ? error.params.token?.[0] : undefined;
      if (tokenMessage) onLinkProblem('invalid', tokenMessage);
      else form.failed(error);
    },
  );

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
      <FormField {...form.field('password')} {...newPasswordInput} label={t('tokenPages.newPassword')} />
      <FormField {...form.field('password_confirmation')} {...newPasswordInput} label={t('modals.passwordConfirmation')} />
      <FormAlert message={form.problem} />
      <SubmitButton sending={form.sending} label={t('tokenPages.savePassword')} />
    </form>
  );
}
