import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, ModalTitleBar } from '../ui/modal.tsx';

/** The frame of every account dialog (sign-in, registration, reset, profile): a title bar and a scrolling body. */
export function AccountDialog({
  open,
  onClose,
  title,
  initialFocus,
  children,
  ...rest
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Receives focus on opening (usually the first field); the close button otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
  [dataAttribute: `data-${string}`]: string | undefined;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      initialFocus={initialFocus ?? closeRef}
      className="fixed left-1/2 top-1/2 w-[min(480px,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white text-ink shadow-2xl"
      {...rest}
    >
      <div className="flex max-h-[calc(100dvh-1.5rem)] flex-col">
        <ModalTitleBar titleId={titleId} title={title} closeLabel={t('modals.close')} onClose={onClose} closeRef={closeRef} />
        <div className="min-h-0 overflow-y-auto p-5">{children}</div>
      </div>
    </Modal>
  );
}
