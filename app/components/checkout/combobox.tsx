import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useDismiss } from '../ui/use-dismiss.ts';
import { describedBy, FieldMessages } from './checkout-controls.tsx';

export interface ComboboxOption {
  key: string;
  label: string;
}

/**
 * An ARIA 1.2 combobox: a text input and the listbox of what fits the text. Arrow keys move
 * through the options, Enter picks one, Escape closes the list; a click picks too. `status` is
 * read out politely (searching, nothing found, a failure) and `hint` is the input's description.
 */
export function Combobox<O extends ComboboxOption>({
  id,
  label,
  text,
  onTextChange,
  options,
  onPick,
  hint,
  status,
  errors,
  inputRef,
  onLeave,
  autoComplete = 'off',
}: {
  id: string;
  label: string;
  text: string;
  onTextChange: (text: string) => void;
  options: readonly O[];
  onPick: (option: O) => void;
  hint?: string | null;
  status?: string | null;
  errors?: readonly string[];
  inputRef?: Ref<HTMLInputElement>;
  /** The focus left the input and its list (e.g. to take a typed name that fits exactly). */
  onLeave?: () => void;
  autoComplete?: string;
}) {
  const listboxId = `${id}-listbox`;
  const container = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;
  const invalid = Boolean(errors?.length);

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);
  useDismiss(open, container, close);
  useEffect(() => setActive(-1), [options]);

  useEffect(() => {
    if (active < 0) return;
    document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, id]);

  function pick(option: O) {
    onPick(option);
    close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      const last = options.length - 1;
      if (event.key === 'ArrowDown') setActive((index) => (index >= last ? 0 : index + 1));
      else setActive((index) => (index <= 0 ? last : index - 1));
    } else if (event.key === 'Enter') {
      // Enter picks; it never sends the step while the list is open.
      if (expanded) event.preventDefault();
      const chosen = expanded ? options[active >= 0 ? active : 0] : undefined;
      if (chosen) pick(chosen);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  }

  const hintId = hint ? `${id}-hint` : null;
  const errorId = invalid ? `${id}-error` : null;
  return (
    <div ref={container}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(hintId, errorId)}
          autoComplete={autoComplete}
          spellCheck={false}
          value={text}
          onChange={(event) => {
            onTextChange(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={(event) => {
            if (container.current?.contains(event.relatedTarget as Node | null)) return;
            close();
            onLeave?.();
          }}
          onKeyDown={onKeyDown}
          className="mt-1 block h-11 w-full rounded border border-line bg-white px-3 text-base text-ink aria-invalid:border-danger aria-invalid:ring-2 aria-invalid:ring-danger/40"
        />
        <ul
          id={listboxId}
          // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role -- a listbox of options, as the ARIA combobox pattern has it
          role="listbox"
          aria-label={label}
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded border border-line bg-white py-1 shadow-lg"
        >
          {options.map((option, index) => (
            // oxlint-disable-next-line jsx-a11y/click-events-have-key-events -- the input keeps the focus and picks options by keyboard (aria-activedescendant)
            <li
              key={option.key}
              id={`${id}-option-${index}`}
              // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role -- as the listbox above
              role="option"
              aria-selected={index === active}
              // Keeps the focus in the input, so the list does not close before the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
              className={`cursor-pointer px-3 py-2 ${index === active ? 'bg-olive-100 text-ink' : 'hover:bg-sand'}`}
            >
              {option.label}
            </li>
          ))}
        </ul>
      </div>
      {hint && (
        <p id={hintId ?? undefined} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      <p role="status" className="text-sm text-muted">
        {open && status ? status : ''}
      </p>
      <FieldMessages id={`${id}-error`} errors={errors} />
    </div>
  );
}
