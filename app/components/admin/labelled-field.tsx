import type { ReactNode } from 'react';
import { FieldErrorText, fieldId, type FieldMessages } from './field-messages.tsx';

/** A back-office input with its label, hint and errors; the input itself takes the id `fieldId(name, prefix)`. */
export function LabelledField({ name, prefix, label, hint, errors, children }: { name: string; prefix: string; label: string; hint?: string; errors: FieldMessages; children: ReactNode }) {
  const id = fieldId(name, prefix);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mb-1 text-sm text-stone-700">
          {hint}
        </p>
      )}
      {children}
      <FieldErrorText id={id} errors={errors?.[name]} />
    </div>
  );
}
