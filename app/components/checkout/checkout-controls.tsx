import type { ReactNode, Ref } from 'react';

/** A field's warnings, referenced by the control's aria-describedby. */
export function FieldMessages({ id, errors }: { id: string; errors?: readonly string[] }) {
  if (!errors?.length) return null;
  return (
    <div id={id} className="mt-1 space-y-0.5 text-sm font-medium text-danger">
      {errors.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

/** aria-describedby for a control with an optional hint and its warnings. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

export interface RadioChoice {
  value: string;
  label: string;
  /** A second part of the label: a price, a note, why it cannot be chosen. */
  detail?: ReactNode;
  disabled?: boolean;
}

/**
 * Radio buttons for one choice, named by their legend, with the warnings under them. The first
 * radio (or the chosen one) takes `firstRef`, the focus of a warning.
 */
export function RadioGroup({
  id,
  legend,
  choices,
  value,
  onChange,
  errors,
  firstRef,
  className = '',
}: {
  id: string;
  legend: string;
  choices: readonly RadioChoice[];
  value: string;
  onChange: (value: string) => void;
  errors?: readonly string[];
  firstRef?: Ref<HTMLInputElement>;
  className?: string;
}) {
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  const refHolder = choices.find((choice) => choice.value === value && !choice.disabled) ?? choices.find((choice) => !choice.disabled);
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-describedby={invalid ? errorId : undefined}
      aria-invalid={invalid || undefined}
      className={className}
    >
      <legend id={`${id}-legend`} className="text-sm font-semibold">
        {legend}
      </legend>
      <div className="mt-2 space-y-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={`flex min-h-11 items-center gap-3 rounded border px-3 py-2 has-checked:border-olive-700 has-checked:bg-olive-100 has-focus-visible:outline-3 has-focus-visible:outline-coyote ${
              choice.disabled ? 'cursor-not-allowed border-line text-muted' : 'cursor-pointer border-line hover:border-olive-600'
            } ${invalid ? 'border-danger' : ''}`}
          >
            <input
              ref={choice === refHolder ? firstRef : undefined}
              type="radio"
              name={id}
              value={choice.value}
              checked={value === choice.value}
              disabled={choice.disabled}
              onChange={() => onChange(choice.value)}
              className="size-5 shrink-0 accent-olive-700"
            />
            <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-medium">{choice.label}</span>
              {choice.detail && <span className="text-sm text-muted">{choice.detail}</span>}
            </span>
          </label>
        ))}
      </div>
      <FieldMessages id={errorId} errors={errors} />
    </fieldset>
  );
}

export function TextAreaField({
  id,
  label,
  value,
  onChange,
  errors,
  maxLength,
  textareaRef,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors?: readonly string[];
  maxLength?: number;
  textareaRef?: Ref<HTMLTextAreaElement>;
}) {
  const invalid = Boolean(errors?.length);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <textarea
        ref={textareaRef}
        id={id}
        value={value}
        rows={3}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className="mt-1 block w-full rounded border border-line bg-white px-3 py-2 text-base text-ink aria-invalid:border-danger aria-invalid:ring-2 aria-invalid:ring-danger/40"
      />
      <FieldMessages id={`${id}-error`} errors={errors} />
    </div>
  );
}

export function CheckboxField({
  id,
  label,
  checked,
  onChange,
  errors,
  inputRef,
}: {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  errors?: readonly string[];
  inputRef?: Ref<HTMLInputElement>;
}) {
  const invalid = Boolean(errors?.length);
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          ref={inputRef}
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 accent-olive-700"
        />
        <label htmlFor={id} className="text-sm">
          {label}
        </label>
      </div>
      <FieldMessages id={`${id}-error`} errors={errors} />
    </div>
  );
}
