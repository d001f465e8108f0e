import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { secondaryButtonClass } from '../admin-format.ts';
import { FieldErrorText } from '../field-messages.tsx';

/**
 * An editor's delete button in a form of its own (intent "delete"), asking first; the server says
 * why when it refuses (a category that still holds products, an attribute products carry).
 */
export function DeleteForm({ label, hint, errors, busy }: { label: string; hint: string; errors: string[] | undefined; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Form
      method="post"
      className="max-w-6xl space-y-2 rounded border border-stone-300 p-4"
      onSubmit={(event) => {
        if (!window.confirm(t('adminCatalog.confirmDelete', { what: label }))) event.preventDefault();
      }}
    >
      <p id="delete-hint" className="text-sm text-stone-700">
        {hint}
      </p>
      <input type="hidden" name="intent" value="delete" />
      <button type="submit" disabled={busy} className={secondaryButtonClass} aria-describedby={errors ? 'delete-hint delete-error' : 'delete-hint'}>
        {label}
      </button>
      <FieldErrorText id="delete" errors={errors} />
    </Form>
  );
}
