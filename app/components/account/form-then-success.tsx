import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { closeAuthModal } from '../../state/auth-modal.ts';
import { primaryButton } from './form-field.tsx';

/**
 * A sign-in dialog's body that ends in news (registration, reset): the form until it succeeds with
 * the address mailed to, then the news and a way back to shopping. Render it only while the
 * dialog is open, so each opening starts with the form.
 */
export function FormThenSuccess({
  form,
  success,
}: {
  form: (succeeded: (email: string) => void) => ReactNode;
  /** The news; the element given `focusRef` takes focus. */
  success: (email: string, focusRef: RefObject<HTMLParagraphElement | null>) => ReactNode;
}) {
  const { t } = useTranslation();
  const focusRef = useRef<HTMLParagraphElement>(null);
  const [email, setEmail] = useState<string | null>(null);

  if (email === null) {
    return form((mailedTo) => {
      setEmail(mailedTo);
      // The form is gone: the news takes focus so it is read out.
      requestAnimationFrame(() => focusRef.current?.focus());
    });
  }
  return (
    <div className="space-y-4">
      {success(email, focusRef)}
      <button type="button" onClick={closeAuthModal} className={primaryButton}>
        {t('modals.continueShopping')}
      </button>
    </div>
  );
}
