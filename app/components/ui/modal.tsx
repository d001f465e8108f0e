import { useEffect, useRef, type ReactNode, type RefObject, type MouseEvent } from 'react';
import { useScrollLock } from '../../state/scroll-lock.ts';
import { CloseIcon } from './icons.tsx';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Id of the element that names the dialog (its title). */
  labelledBy: string;
  /** Id of the element that says what the dialog is about (an alert dialog's question). */
  describedBy?: string;
  /** `alertdialog` for a question that interrupts the shopper (a confirmation). */
  role?: 'dialog' | 'alertdialog';
  /** Receives focus on opening; otherwise the first focusable element does. */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Runs once the dialog has closed and the platform has given focus back to the control that
   * opened it: the place to move focus elsewhere when that control is about to go away.
   */
  afterClose?: () => void;
  id?: string;
  className?: string;
  children: ReactNode;
  onClick?: (event: MouseEvent<HTMLDialogElement>) => void;
  [dataAttribute: `data-${string}`]: string | undefined;
}

/**
 * A modal on the platform's <dialog>: showModal() makes the rest of the page inert, traps focus,
 * closes on Escape and gives focus back on close. Clicking the backdrop closes it too; page
 * scroll is locked while it is open.
 */
export function Modal({ open, onClose, labelledBy, describedBy, role, initialFocus, afterClose, id, className = '', children, onClick, ...rest }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const afterCloseRef = useRef(afterClose);
  useScrollLock(open);

  useEffect(() => {
    afterCloseRef.current = afterClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      initialFocus?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      afterCloseRef.current?.();
    }
  }, [open, initialFocus]);

  return (
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop closes; Escape closes the dialog natively
    <dialog
      ref={dialogRef}
      id={id}
      role={role === 'alertdialog' ? role : undefined}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        // A dialog opened from another one (a confirmation from the cart): Escape closes this one only.
        event.stopPropagation();
        onClose();
      }}
      onClick={(event) => {
        // A click on the dialog element itself is a click on its backdrop.
        if (event.target === event.currentTarget) onClose();
        else onClick?.(event);
      }}
      className={`m-0 max-h-none max-w-none border-0 p-0 backdrop:bg-[rgb(29_33_22/0.55)] ${className}`}
      {...rest}
    >
      {children}
    </dialog>
  );
}

/** A dialog's top bar: its title (naming the dialog) and a close button, with optional lead content. */
export function ModalTitleBar({
  titleId,
  title,
  closeLabel,
  onClose,
  closeRef,
  lead,
  titleClassName = 'text-lg font-bold',
  className = 'flex h-16 shrink-0 items-center justify-between gap-3 border-b border-line pl-5 pr-2',
}: {
  titleId: string;
  title: ReactNode;
  closeLabel: string;
  onClose: () => void;
  closeRef: RefObject<HTMLButtonElement | null>;
  lead?: ReactNode;
  titleClassName?: string;
  className?: string;
}) {
  return (
    <div className={className}>
      {lead}
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      <button
        ref={closeRef}
        type="button"
        onClick={onClose}
        aria-label={closeLabel}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded hover:bg-current/10"
      >
        <CloseIcon size={24} />
      </button>
    </div>
  );
}
