import { useId, useRef, type ReactNode } from 'react';
import { Modal } from './modal.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. «Remove “Tent” from the cart?»; it names the dialog. */
  title: ReactNode;
  /** What the action does that cannot be undone; describes the dialog. */
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Cancel, Escape and the backdrop; focus goes back to the control that opened the dialog. */
  onCancel: () => void;
  /** See Modal: where focus goes after the dialog closes, when the opener is going away. */
  afterClose?: () => void;
}

/**
 * Asks before an action that cannot be undone. An alert dialog as WAI-ARIA APG describes it:
 * focus starts on the safe choice (Cancel), Escape cancels, and both choices are plain buttons.
 */
export function ConfirmDialog({ open, title, description, confirmLabel, cancelLabel, onConfirm, onCancel, afterClose }: ConfirmDialogProps) {
  const ids = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      role="alertdialog"
      labelledBy={`${ids}-title`}
      describedBy={description ? `${ids}-text` : undefined}
      initialFocus={cancelRef}
      afterClose={afterClose}
      data-confirm-dialog=""
      className="fixed left-1/2 top-1/2 w-[min(28rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-5 text-ink shadow-2xl"
    >
      <h2 id={`${ids}-title`} className="text-lg font-bold leading-snug">
        {title}
      </h2>
      {description && (
        <p id={`${ids}-text`} className="mt-2 text-muted">
          {description}
        </p>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button
          ref={cancelRef}
          type="button"
          onClick={onCancel}
          className="inline-flex min-h-11 flex-1 items-center justify-center rounded border border-olive-700 px-4 font-semibold text-olive-700 hover:bg-olive-100 sm:flex-none"
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          className="inline-flex min-h-11 flex-1 items-center justify-center rounded bg-danger px-4 font-semibold text-white hover:bg-[#8f1e18] sm:flex-none"
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
