import { useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordChangeSchema } from '../../../common/account.ts';
import { api, callApi } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/root-data.ts';
import { AccountDialog } from '../account/account-dialog.tsx';
import { currentPasswordInput, FormAlert, FormField, newPasswordInput, SubmitButton } from '../account/form-field.tsx';
import { useSchemaForm } from '../account/use-schema-form.ts';

/** The old password and a new one twice; a wrong old one comes back as a message under it. */
function PasswordChangeForm({ onChanged, firstRef }: { onChanged: (message: string) => void; firstRef: RefObject<HTMLInputElement | null> }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const form = useSchemaForm(passwordChangeSchema, { old_password: '', password: '', password_confirmation: '' }, { lang });

  const onSubmit = form.submit(async (valid) => {
    const answer = await callApi(api.profile.password.$post, { json: valid }, { signedIn: true });
    onChanged(answer.message);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormField {...form.field('old_password', { ref: firstRef })} {...currentPasswordInput} label={t('cabinet.oldPassword')} />
      <FormField {...form.field('password')} {...newPasswordInput} label={t('cabinet.newPassword')} />
      <FormField {...form.field('password_confirmation')} {...newPasswordInput} label={t('modals.passwordConfirmation')} />
      <FormAlert message={form.problem} />
      <SubmitButton sending={form.sending} label={t('cabinet.savePassword')} />
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
