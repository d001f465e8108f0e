import type { ComponentProps, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';

export const inputClass =
  'mt-1 block h-11 w-full rounded border border-line bg-white px-3 text-base text-ink aria-invalid:border-danger aria-invalid:ring-2 aria-invalid:ring-danger/40';

export const primaryButton =
  'inline-flex min-h-11 items-center justify-center rounded bg-olive-800 px-6 font-semibold text-white hover:bg-olive-700 aria-disabled:cursor-wait aria-disabled:opacity-80';

export const linkButton = 'inline-flex min-h-11 items-center font-semibold text-olive-700 underline underline-offset-4 hover:text-ink';

/** Input attributes by kind of field: the keyboard to show and what the browser may fill in. */
export const emailInput = { type: 'email', inputMode: 'email', autoComplete: 'email' } as const;
export const nameInput = { type: 'text', autoComplete: 'name' } as const;
export const currentPasswordInput = { type: 'password', autoComplete: 'current-password' } as const;
export const newPasswordInput = { type: 'password', autoComplete: 'new-password' } as const;

export interface FormFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'ref'> {
  id: string;
  label: string;
  /** Every message for the field (the server may give several); none: the field is valid. */
  errors?: readonly string[];
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its messages under it, tied by aria-describedby and aria-invalid. */
export function FormField({ id, label, errors = [], ref, className = '', ...input }: FormFieldProps) {
  const errorId = `${id}-error`;
  const invalid = errors.length > 0;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <input ref={ref} id={id} aria-invalid={invalid || undefined} aria-describedby={invalid ? errorId : undefined} className={inputClass} {...input} />
      {invalid && (
        <div id={errorId} className="mt-1 space-y-0.5 text-sm font-medium text-danger">
          {errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
    </div>
  );
}

/** A message for the whole form (a refused sign-in, a failed request), read out when it appears. */
export function FormAlert({ message, tone = 'danger', children }: { message: string | null; tone?: 'danger' | 'success'; children?: ReactNode }) {
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className="empty:hidden">
      {message && (
        <div className={`rounded px-3 py-2 text-sm font-semibold ${tone === 'danger' ? 'bg-danger/10 text-danger' : 'bg-olive-100 text-success'}`}>
          <p>{message}</p>
          {children}
        </div>
      )}
    </div>
  );
}

/** A form's submit button; while its request runs it says so, and stays focusable (aria-disabled). */
export function SubmitButton({ sending, label }: { sending: boolean; label: string }) {
  const { t } = useTranslation();
  return (
    <button type="submit" aria-disabled={sending || undefined} className={primaryButton}>
      {sending ? t('modals.sending') : label}
    </button>
  );
}
