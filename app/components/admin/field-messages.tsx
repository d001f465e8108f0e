/** Field errors of a back-office form posted without a form library: `{ input name: [messages] }`. */
export type FieldMessages = Record<string, string[]> | undefined;

/** An input's id from its name ("options.2.sku" → "field-options-2-sku"). */
export const fieldId = (name: string, prefix = 'field') => `${prefix}-${name.replace(/\./g, '-')}`;

/** The ARIA of an input with a hint and maybe errors: what describes it, and whether it is in error. */
export function describedBy(id: string, errors: string[] | undefined, hintId?: string) {
  const errorId = errors?.length ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { 'aria-describedby': describedBy, 'aria-invalid': errorId ? true : undefined } as const;
}

/** The errors of one input, under it; `id` is the input's. */
export function FieldErrorText({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
      {errors.join(' ')}
    </p>
  );
}
