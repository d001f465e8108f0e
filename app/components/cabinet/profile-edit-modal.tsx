import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { profileUpdateSchema, type ProfileView } from '../../../common/account.ts';
import { stripNameCharacters } from '../../../common/auth.ts';
import { postApi } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/root-data.ts';
import { AccountDialog } from '../account/account-dialog.tsx';
import { FormAlert, FormField, primaryButton } from '../account/form-field.tsx';
import { useSchemaForm } from '../account/use-schema-form.ts';

const fields = ['name', 'email'] as const;

type Saved = ProfileView & { message: string };

/** Name and address; a new address waits for the link sent to it (the answer's `pending_email`). */
function ProfileEditForm({ profile, onSaved, nameRef }: { profile: ProfileView; onSaved: (saved: Saved) => void; nameRef: RefObject<HTMLInputElement | null> }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const id = useId();
  const [name, setName] = useState(profile.name);
  const [email, setEmail] = useState(profile.email);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useSchemaForm(profileUpdateSchema, fields, { lang, name, email });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const valid = form.check();
    if (!valid) return;
    setSending(true);
    setProblem(null);
    try {
      onSaved(await postApi<Saved>('/api/profile/update', valid, { signedIn: true }));
    } catch (error) {
      if (!form.showServerErrors(error)) setProblem((error instanceof Error && error.message) || t('modals.failed'));
    } finally {
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormField
        ref={(element) => {
          nameRef.current = element;
          form.register('name')(element);
        }}
        id={`${id}-name`}
        label={t('modals.name')}
        autoComplete="name"
        value={name}
        errors={form.errors.name}
        onChange={(event) => {
          setName(stripNameCharacters(event.target.value));
          form.edited('name');
        }}
      />
      <FormField
        ref={form.register('email')}
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
      <p className="text-sm text-muted">{t('cabinet.emailChangeHint')}</p>
      <FormAlert message={problem} />
      <button type="submit" aria-disabled={sending || undefined} className={primaryButton}>
        {sending ? t('modals.sending') : t('cabinet.save')}
      </button>
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
