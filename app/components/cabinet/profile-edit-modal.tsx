import { useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { profileUpdateSchema, type ProfileView } from '../../../common/account.ts';
import { stripNameCharacters } from '../../../common/auth.ts';
import { api, callApi } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/root-data.ts';
import { AccountDialog } from '../account/account-dialog.tsx';
import { currentPasswordInput, emailInput, FormAlert, FormField, nameInput, SubmitButton } from '../account/form-field.tsx';
import { useSchemaForm } from '../account/use-schema-form.ts';

type Saved = ProfileView & { message: string };

/**
 * Name and address; a new address waits for the link sent to it (the answer's `pending_email`)
 * and needs the current password, asked for as soon as the address differs.
 */
function ProfileEditForm({ profile, onSaved, nameRef }: { profile: ProfileView; onSaved: (saved: Saved) => void; nameRef: RefObject<HTMLInputElement | null> }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const form = useSchemaForm(profileUpdateSchema, { name: profile.name, email: profile.email, current_password: '' }, { lang });
  const changingEmail = form.values.email.trim().toLowerCase() !== profile.email.toLowerCase();

  const onSubmit = form.submit(async ({ current_password, ...valid }) => {
    onSaved(await callApi(api.profile.update.$post, { json: changingEmail ? { ...valid, current_password } : valid }, { signedIn: true }));
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormField {...form.field('name', { ref: nameRef, clean: stripNameCharacters })} {...nameInput} label={t('modals.name')} />
      <FormField {...form.field('email')} {...emailInput} label={t('modals.email')} />
      <p className="text-sm text-muted">{t('cabinet.emailChangeHint')}</p>
      {changingEmail && (
        <>
          <FormField {...form.field('current_password')} {...currentPasswordInput} label={t('cabinet.currentPassword')} />
          <p className="text-sm text-muted">{t('cabinet.currentPasswordHint')}</p>
        </>
      )}
      <FormAlert message={form.problem} />
      <SubmitButton sending={form.sending} label={t('cabinet.save')} />
    </form>
  );
}

export function ProfileEditModal({ open, onClose, profile, onSaved }: { open: boolean; onClose: () => void; profile: ProfileView; onSaved: (saved: Saved) => void }) {
  const { t } = useTranslation();
  const nameRef = useRef<HTMLInputElement | null>(null);
  return (
    <AccountDialog open={open} onClose={onClose} title={t('cabinet.editTitle')} initialFocus={nameRef} data-profile-modal="">
      {open && <ProfileEditForm profile={profile} onSaved={onSaved} nameRef={nameRef} />}
    </AccountDialog>
  );
}
