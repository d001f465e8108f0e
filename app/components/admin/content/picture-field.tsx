import { useTranslation } from 'react-i18next';
import { describedBy, FieldErrorText, fieldId } from '../field-messages.tsx';
import { adminInputClass as inputClass } from '../admin-format.ts';
import { PicturePathInput } from '../picture-path-input.tsx';

/** A content picture's field: its label and hint, the path (typed or uploaded) and its errors. */
export function PictureField({ name, label, defaultValue, errors }: { name: string; label: string; defaultValue: string; errors: string[] | undefined }) {
  const { t } = useTranslation();
  const id = fieldId(name, 'content');
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
      </label>
      <p id={`${id}-hint`} className="mb-1 text-sm text-stone-700">
        {t('adminContent.hints.picture')}
      </p>
      <PicturePathInput fieldLabel={label} defaultValue={defaultValue} className={inputClass} inputProps={{ id, name, ...describedBy(id, errors, `${id}-hint`) }} />
      <FieldErrorText id={id} errors={errors} />
    </div>
  );
}
