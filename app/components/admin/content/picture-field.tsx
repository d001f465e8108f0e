import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldErrorText, fieldId } from '../field-messages.tsx';
import { adminInputClass as inputClass, secondaryButtonClass } from '../admin-format.ts';


/**
 * A stored picture's path: typed, or filled by uploading a file (`POST /api/admin/media`, which
 * checks and stores it and answers its path).
 */
export function PictureField({ name, label, defaultValue, errors }: { name: string; label: string; defaultValue: string; errors: string[] | undefined }) {
  const { t } = useTranslation();
  const id = fieldId(name, 'content');
  const [path, setPath] = useState(defaultValue);
  const [status, setStatus] = useState('');
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setStatus(t('adminContent.uploading'));
    const body = new FormData();
    body.append('file', file);
    const response = await fetch('/api/admin/media', { method: 'POST', body }).catch(() => null);
    const answer = response ? ((await response.json().catch(() => null)) as { data?: { files: { path: string }[] }; errors?: { message?: string } } | null) : null;
    const stored = answer?.data?.files[0]?.path;
    if (response?.ok && stored) {
      setPath(stored);
      setStatus('');
    } else setStatus(answer?.errors?.message ?? t('adminContent.uploadFailed'));
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
      </label>
      <p id={`${id}-hint`} className="mb-1 text-sm text-stone-700">
        {t('adminContent.hints.picture')}
      </p>
      <input id={id} name={name} type="text" value={path} onChange={(event) => setPath(event.target.value)} autoComplete="off" className={inputClass} {...describedBy(id, errors, `${id}-hint`)} />
      <label className={`${secondaryButtonClass} mt-2 cursor-pointer focus-within:outline-2 focus-within:outline-amber-600`}>
        {t('adminContent.upload')}
        <input type="file" accept="image/jpeg,image/png,image/webp,image/avif,image/gif" className="sr-only" onChange={(event) => void upload(event.target.files?.[0])} />
      </label>
      <p role="status" className="text-sm">
        {status}
      </p>
      <FieldErrorText id={id} errors={errors} />
    </div>
  );
}
