import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButtonClass } from './admin-format.ts';
import { uploadPictures } from './upload-pictures.ts';

/** The formats `POST /api/admin/media` takes, for the file picker. */
const pictureTypes = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

/**
 * A stored picture's path: typed, or filled by uploading one file through the media call (which
 * checks and stores it and answers its path). `inputProps` carry the field's id, name and labels.
 */
export function PicturePathInput({ fieldLabel, defaultValue, className, inputProps }: {
  /** Names the field in the upload button's accessible name, as several share a page. */
  fieldLabel: string;
  defaultValue: string;
  className: string;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string; name: string };
}) {
  const { t } = useTranslation();
  const [path, setPath] = useState(defaultValue);
  const [status, setStatus] = useState('');
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setStatus(t('adminMedia.upload.uploading'));
    const { stored, problems } = await uploadPictures([file], { filesPerUpload: 1 }, t);
    if (stored[0]) setPath(stored[0].path);
    setStatus(problems.join(' '));
  };
  return (
    <>
      <input type="text" value={path} onChange={(event) => setPath(event.target.value)} autoComplete="off" className={className} {...inputProps} />
      <label className={`${secondaryButtonClass} mt-2 cursor-pointer focus-within:outline-2 focus-within:outline-amber-600`}>
        {t('adminMedia.upload.button')}
        <input type="file" accept={pictureTypes} className="sr-only" aria-label={t('adminMedia.upload.buttonFor', { field: fieldLabel })} onChange={(event) => void upload(event.target.files?.[0])} />
      </label>
      <p role="status" className="text-sm">
        {status}
      </p>
    </>
  );
}
