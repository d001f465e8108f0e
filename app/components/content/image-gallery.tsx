import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StoredMedia } from '../ui/stored-media.tsx';
import { Modal } from '../ui/modal.tsx';

export interface GalleryImage {
  path: string;
  width: number;
  height: number;
}

/** A grid of images; one opens large in a dialog, with previous/next buttons and arrow keys. */
export function ImageGallery({ images }: { images: GalleryImage[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  if (images.length === 0) return null;
  const step = (delta: number) => setOpen((index) => (index === null ? null : (index + delta + images.length) % images.length));
  const current = open === null ? null : images[open];
  const control = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded bg-white/90 px-3 font-semibold text-ink hover:bg-white';
  return (
    <>
      <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3">
        {images.map((image, index) => (
          <li key={image.path}>
            <button type="button" onClick={() => setOpen(index)} className="block w-full overflow-hidden rounded-lg bg-sand" aria-label={t('articleGallery.open', { index: index + 1, count: images.length })}>
              <StoredMedia path={image.path} size={400} widths={[400, 600]} sizes="(min-width: 768px) 33vw, 50vw" width={400} height={Math.round((400 * image.height) / image.width)} alt="" loading="lazy" className="w-full transition-transform hover:scale-105" />
            </button>
          </li>
        ))}
      </ul>
      <Modal open={open !== null} onClose={() => setOpen(null)} labelledBy={titleId} initialFocus={closeRef} className="fixed inset-0 h-full w-full items-center justify-center bg-transparent open:flex">
        {/* oxlint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys pressed on the dialog's buttons step through the pictures */}
        <div
          className="relative flex max-h-full max-w-5xl flex-col items-center gap-3 p-4"
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') step(1);
            if (event.key === 'ArrowLeft') step(-1);
          }}
        >
          <h2 id={titleId} className="sr-only">
            {open !== null && t('articleGallery.position', { index: open + 1, count: images.length })}
          </h2>
          {current && (
            <StoredMedia path={current.path} size={1600} controls width={current.width} height={current.height} alt="" className="max-h-[80vh] w-auto rounded-lg bg-sand object-contain" />
          )}
          <div className="flex gap-2">
            <button type="button" onClick={() => step(-1)} className={control}>
              {t('articleGallery.previous')}
            </button>
            <button type="button" onClick={() => step(1)} className={control}>
              {t('articleGallery.next')}
            </button>
            <button ref={closeRef} type="button" onClick={() => setOpen(null)} className={control}>
              {t('articleGallery.close')}
            </button>
          </div>
        </div>
      </Modal>
    </>
  );
}
