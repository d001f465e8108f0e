import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { ProfileView } from '../../../common/account.ts';
import { setSessionUser } from '../../state/session.ts';
import { primaryButton } from '../account/form-field.tsx';
import { useDialogState } from '../ui/use-dialog-state.ts';

const ProfileEditModal = lazy(() => import('./profile-edit-modal.tsx').then((module) => ({ default: module.ProfileEditModal })));
const PasswordChangeModal = lazy(() => import('./password-change-modal.tsx').then((module) => ({ default: module.PasswordChangeModal })));

const secondaryButton = 'inline-flex min-h-11 items-center justify-center rounded border border-olive-700 px-5 font-semibold text-olive-700 hover:bg-olive-100';

/** The profile: name and address (and one waiting for confirmation), with editing and a password change in dialogs. */
export function ProfilePanel({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const edit = useDialogState();
  const password = useDialogState();
  const [notice, setNotice] = useState('');

  return (
    <section aria-labelledby="profile-title" className="max-w-2xl rounded-lg border border-line p-5 md:p-6">
      <h2 id="profile-title" className="text-lg font-bold">
        {t('cabinet.profileTitle')}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold text-muted">{t('cabinet.name')}</dt>
        <dd data-profile-name="">{profile.name}</dd>
        <dt className="font-semibold text-muted">{t('cabinet.email')}</dt>
        <dd className="break-all">{profile.email}</dd>
      </dl>
      {profile.pending_email && (
        <p className="mt-4 rounded bg-sand px-3 py-2 text-sm">{t('cabinet.pendingEmail', { email: profile.pending_email })}</p>
      )}
      <p role="status" className="mt-4 rounded bg-olive-100 px-3 py-2 text-sm font-semibold text-success empty:hidden">
        {notice}
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <button type="button" aria-haspopup="dialog" onClick={edit.show} className={primaryButton}>
          {t('cabinet.edit')}
        </button>
        <button type="button" aria-haspopup="dialog" onClick={password.show} className={secondaryButton}>
          {t('cabinet.changePassword')}
        </button>
      </div>
      <Suspense fallback={null}>
        {edit.mounted && (
          <ProfileEditModal
            open={edit.open}
            onClose={edit.hide}
            profile={profile}
            onSaved={(saved) => {
              setSessionUser({ name: saved.name, email: saved.email });
              setNotice(saved.message);
              edit.hide();
              void revalidator.revalidate();
            }}
          />
        )}
        {password.mounted && (
          <PasswordChangeModal
            open={password.open}
            onClose={password.hide}
            onChanged={(message) => {
              setNotice(message);
              password.hide();
            }}
          />
        )}
      </Suspense>
    </section>
  );
}
