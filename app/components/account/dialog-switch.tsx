import { openAuthModal, type AuthModal } from '../../state/auth-modal.ts';
import { linkButton } from './form-field.tsx';

/** A sign-in dialog's last line: the way to another of them (register, sign in), after an optional lead-in. */
export function DialogSwitch({ lead, to, label }: { lead?: string; to: AuthModal; label: string }) {
  return (
    <p className="border-t border-line pt-4 text-sm">
      {lead && <>{lead}{' '}</>}
      <button type="button" onClick={() => openAuthModal(to)} className={linkButton}>
        {label}
      </button>
    </p>
  );
}
