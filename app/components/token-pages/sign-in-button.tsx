import { useTranslation } from 'react-i18next';
import { openAuthModal } from '../../state/auth-modal.ts';
import { rememberEmail } from '../../state/remembered-email.ts';
import { primaryButton } from '../account/form-field.tsx';

/** Opens the sign-in dialog (the confirm layout mounts it), with the address already typed in. */
export function SignInButton({ email }: { email?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => {
        if (email) rememberEmail(email);
        openAuthModal('login');
      }}
      className={primaryButton}
    >
      {t('tokenPages.signIn')}
    </button>
  );
}
