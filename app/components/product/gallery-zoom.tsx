import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductImageView } from '../../../common/catalog.ts';
import { StoredMedia } from '../ui/stored-media.tsx';
import { Modal } from '../ui/modal.tsx';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../ui/icons.tsx';
import { arrowStep } from './gallery-keys.ts';

const control = 'inline-flex size-12 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/25';

/** A picture at full size over the page: close button, Escape, arrow keys and buttons to move. */
export function GalleryZoom({
  open,
  onClose,
  images,
  active,
  onMove,
  name,
}: {
  open: boolean;
  onClose: () => void;
  images: ProductImageView[];
  active: number;
  onMove: (delta: number) => void;
  name: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const image = images[active];
  const several = images.length > 1;
  if (!image) return null;
  const title = t('gallery.title', { name, index: active + 1, count: images.length });
  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      initialFocus={closeRef}
      className="h-dvh w-screen bg-olive-900 text-white open:flex"
    >
      {/* oxlint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys pressed on the dialog's buttons step through the pictures */}
      <div className="flex min-h-0 w-full flex-col" onKeyDown={(event) => several && arrowStep(event, onMove)}>
        <div className="flex items-center justify-between gap-3 py-2 pl-5 pr-2">
          <h2 id={titleId} className="truncate text-sm font-semibold" aria-live="polite">
            {title}
          </h2>
          <button ref={closeRef} type="button" onClick={onClose} aria-label={t('gallery.close')} className={control}>
            <CloseIcon size={26} />
          </button>
        </div>
        <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-4">
          <StoredMedia
            key={image.path}
            path={image.path}
            size={1600}
            controls
            width={image.width}
            height={image.height}
            alt={image.alt || title}
            className="max-h-full w-auto max-w-full rounded bg-white object-contain"
          />
          {several && (
            <>
              <button type="button" onClick={() => onMove(-1)} aria-label={t('gallery.previous')} className={`${control} absolute left-3 top-1/2 -translate-y-1/2`}>
                <ChevronLeftIcon size={28} />
              </button>
              <button type="button" onClick={() => onMove(1)} aria-label={t('gallery.next')} className={`${control} absolute right-3 top-1/2 -translate-y-1/2`}>
                <ChevronRightIcon size={28} />
              </button>
            </>
          )}
        </div>
      </div>
    </Modal>
  );
}
