import { useId, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { ApiError } from '../../lib/api-client.ts';

export type FieldErrors<Field extends string> = Partial<Record<Field, string[]>>;

type Values<Field extends string> = Record<Field, string>;

/** What one field needs beyond its value, its messages and its focus on a refused submit. */
export interface FieldOptions {
  /** Also receives the input, e.g. as a dialog's initial focus. */
  ref?: RefObject<HTMLInputElement | null>;
  /** Rewrites what was typed before it is kept (a name's disallowed characters). */
  clean?: (typed: string) => string;
  /** After each change, e.g. to take away a notice about the old value. */
  onEdit?: () => void;
}

/**
 * One form checked by its shared zod schema (the server's own). It keeps the typed values
 * (`initial`, read once; its key order is the order a refused submit looks for the first invalid
 * field), checks them with `fixed` (what is not typed: the locale, a link's token), and gives each
 * `FormField` its props. Messages appear only after the first submit and then follow the typing;
 * the server's field messages show until the field is edited.
 */
export function useSchemaForm<S extends z.ZodMiniType, Field extends keyof z.input<S> & string>(
  schema: S,
  initial: Values<Field> | (() => Values<Field>),
  fixed: Omit<z.input<S>, Field>,
) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const inputs = useRef(new Map<Field, HTMLInputElement | null>());
  const fields = Object.keys(values) as Field[];
  const isField = (name: string): name is Field => (fields as string[]).includes(name);

  const parsed = schema.safeParse({ ...fixed, ...values });
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

  /** Marks the form submitted; the valid data, or null after focusing the first invalid field. */
  function check(): z.output<S> | null {
    setSubmitted(true);
    if (parsed.success) return parsed.data;
    const found: FieldErrors<Field> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      if (isField(field)) found[field] = [issue.message];
    }
    focusFirst(found);
    return null;
  }

  /** Shows a 422's field messages under the fields and focuses the first; true when it had any for this form. */
  function showServerErrors(error: unknown): boolean {
    if (!(error instanceof ApiError) || error.status !== 422) return false;
    const found: FieldErrors<Field> = {};
    for (const [name, messages] of Object.entries(error.params)) {
      if (isField(name)) found[name] = messages;
    }
    if (Object.keys(found).length === 0) return false;
    setServerErrors(found);
    focusFirst(found);
    return true;
  }

  /** The usual answer to a failed send: the server's field messages, else its message (or ours) above the button. */
  function failed(error: unknown) {
    if (!showServerErrors(error)) setProblem((error instanceof Error && error.message) || t('modals.failed'));
  }

  return {
    values,
    sending,
    /** The message for the whole form (`FormAlert`); cleared by each send. */
    problem,
    setProblem,
    showServerErrors,
    failed,
    /** Props for the `FormField` of `name`: id, ref, value, messages and the change handler. */
    field(name: Field, { ref, clean, onEdit }: FieldOptions = {}) {
      return {
        id: `${id}-${name}`,
        ref(element: HTMLInputElement | null) {
          inputs.current.set(name, element);
          if (ref) ref.current = element;
        },
        value: values[name],
        errors: errors[name],
        onChange(event: ChangeEvent<HTMLInputElement>) {
          const value = clean ? clean(event.target.value) : event.target.value;
          setValues((current) => ({ ...current, [name]: value }));
          onEdit?.();
          // The field was typed in: its server message no longer applies.
          if (serverErrors[name]) setServerErrors(({ [name]: _dropped, ...rest }) => rest as FieldErrors<Field>);
        },
      };
    },
    /**
     * The form's submit handler: checks the values (a refused one focuses the first invalid
     * field), then sends the valid data once at a time; what `send` throws goes to `onError`.
     */
    submit(send: (data: z.output<S>) => Promise<void>, onError: (error: unknown) => void = failed) {
      return async (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        if (sending) return;
        const valid = check();
        if (!valid) return;
        setSending(true);
        setProblem(null);
        try {
          await send(valid);
        } catch (error) {
          onError(error);
        } finally {
          setSending(false);
        }
      };
    },
    /** Puts one message under a field (e.g. the reset form's `errors.message`). */
    setFieldError(field: Field, message: string) {
      setServerErrors({ [field]: [message] } as FieldErrors<Field>);
      focusFirst({ [field]: [message] } as FieldErrors<Field>);
    },
  };
}
