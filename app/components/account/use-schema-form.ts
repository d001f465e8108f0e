import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { ApiError } from '../../lib/api-client.ts';

export type FieldErrors<Field extends string> = Partial<Record<Field, string[]>>;

/**
 * One form checked by its shared zod schema (the server's own): messages appear only after the
 * first submit and then follow the typing; the server's field messages show until the field is
 * edited; a refused submit focuses the first invalid field in `fields` order.
 */
export function useSchemaForm<S extends z.ZodMiniType, Field extends string>(schema: S, fields: readonly Field[], values: z.input<S>) {
  const { t } = useTranslation();
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});
  const inputs = useRef(new Map<Field, HTMLInputElement | null>());
  const isField = (name: string): name is Field => (fields as readonly string[]).includes(name);

  const parsed = schema.safeParse(values);
  const clientErrors: FieldErrors<Field> = {};
  if (submitted) {
    for (const issue of parsed.error?.issues ?? []) {
      const field = String(issue.path[0]);
      const fieldKey: string = `fields.${field}`;
      if (!isField(field) || clientErrors[field]) continue;
      const vars = { field: t(fieldKey), min: 'minimum' in issue ? Number(issue.minimum) : undefined, max: 'maximum' in issue ? Number(issue.maximum) : undefined };
      clientErrors[field] = [t(issue.message, vars)];
    }
  }
  const errors: FieldErrors<Field> = { ...serverErrors, ...clientErrors };

  function focusFirst(found: FieldErrors<Field>) {
    const first = fields.find((field) => found[field]?.length);
    if (first) inputs.current.get(first)?.focus();
  }

  return {
    errors,
    /** Ref for a field's input, so a refused submit can focus it. */
    register: (field: Field) => (element: HTMLInputElement | null) => {
      inputs.current.set(field, element);
    },
    /** The field was typed in: its server message no longer applies. */
    edited(field: Field) {
      if (serverErrors[field]) setServerErrors(({ [field]: _dropped, ...rest }) => rest as FieldErrors<Field>);
    },
    /** Marks the form submitted; the valid data, or null after focusing the first invalid field. */
    check(): z.output<S> | null {
      setSubmitted(true);
      if (parsed.success) return parsed.data;
      const found: FieldErrors<Field> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        if (isField(field)) found[field] = [issue.message];
      }
      focusFirst(found);
      return null;
    },
    /**
     * Shows a 422's field messages under the fields and focuses the first; true when the error
     * had messages for this form's fields.
     */
    showServerErrors(error: unknown): boolean {
      if (!(error instanceof ApiError) || error.status !== 422) return false;
      const found: FieldErrors<Field> = {};
      for (const [name, messages] of Object.entries(error.params)) {
        if (isField(name)) found[name] = messages;
      }
      if (Object.keys(found).length === 0) return false;
      setServerErrors(found);
      focusFirst(found);
      return true;
    },
    /** Puts one message under a field (e.g. the reset form's `errors.message`). */
    setFieldError(field: Field, message: string) {
      setServerErrors({ [field]: [message] } as FieldErrors<Field>);
      focusFirst({ [field]: [message] } as FieldErrors<Field>);
    },
    /** Back to a fresh form: no messages until the next submit. */
    reset() {
      setSubmitted(false);
      setServerErrors({});
    },
  };
}
