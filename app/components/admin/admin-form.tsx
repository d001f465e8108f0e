import type { FieldMetadata } from '@conform-to/react';
import { getInputProps } from '@conform-to/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Schema messages are catalogue keys; anything else (a server's translated message) is shown as it is. */
function useMessage() {
  const { t } = useTranslation();
  return (message: string) => (/^[\w-]+\.[\w.-]+$/.test(message) ? t(message, { field: '', min: '', max: '' }) : message);
}

export function FieldErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  const message = useMessage();
  if (!errors?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-800">
      {errors.map(message).join(' ')}
    </p>
  );
}

/** A labelled text input of a Conform form, its errors announced with it. */
export function TextField({
  field,
  label,
  type = 'text',
  autoComplete,
  inputMode,
  hint,
}: {
  field: FieldMetadata<string | undefined, any, any>;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  inputMode?: 'numeric' | 'text' | 'email';
  hint?: ReactNode;
}) {
  return (
    <div className="mb-4">
      <label htmlFor={field.id} className="mb-1 block font-medium">
        {label}
      </label>
      {hint}
      <input
        {...getInputProps(field, { type })}
        key={field.key}
        autoComplete={autoComplete}
        inputMode={inputMode}
        className="block min-h-11 w-full rounded border border-stone-400 px-3 py-2 aria-[invalid=true]:border-red-700"
      />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** The form-wide error (a refused sign-in, an expired link). */
export function FormErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  const message = useMessage();
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert" className="mb-4 rounded border border-red-700 bg-red-50 p-3 text-red-900">
      {errors.map(message).join(' ')}
    </div>
  );
}

export function SubmitButton({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <button type="submit" disabled={busy} className="min-h-11 rounded bg-stone-900 px-5 py-2 font-semibold text-white hover:bg-stone-700 disabled:opacity-60">
      {children}
    </button>
  );
}
