import { lazy, Suspense, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductImageView } from '../../../common/catalog.ts';
import { isVideo } from '../../lib/media.ts';
import { StoredMedia } from '../ui/stored-media.tsx';
import { useDialogState } from '../ui/use-dialog-state.ts';
import { arrowStep } from './gallery-keys.ts';

const GalleryZoom = lazy(() => import('./gallery-zoom.tsx').then((module) => ({ default: module.GalleryZoom })));

/** How far a finger must travel sideways to count as a swipe, in CSS pixels. */
const swipeDistance = 40;

const mainWidths = [400, 600, 800, 1200] as const;

/** Horizontal touch swipes call `move`; the click that ends a swipe does not open the zoom. */
function useSwipe(move: (delta: number) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  return {
    swiped,
    handlers: {
      onPointerDown(event: PointerEvent) {
        swiped.current = false;
        start.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
      },
      onPointerUp(event: PointerEvent) {
        if (!start.current) return;
        const dx = event.clientX - start.current.x;
        const dy = event.clientY - start.current.y;
        start.current = null;
        if (Math.abs(dx) < swipeDistance || Math.abs(dx) < Math.abs(dy)) return;
        swiped.current = true;
        move(dx < 0 ? 1 : -1);
      },
      onPointerCancel() {
        start.current = null;
      },
    },
  };
}

/**
 * The product's pictures: a main image (a click opens it large), thumbnails, arrow keys and
 * swipes to move between them.
 */
export function ProductGallery({ images, name }: { images: ProductImageView[]; name: string }) {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const zoom = useDialogState();
  const count = images.length;
  const move = (delta: number) => setActive((index) => (index + delta + count) % count);
  const swipe = useSwipe(move);
  const image = images[active];
  if (!image) return <div className="aspect-square rounded-lg bg-sand" />;
  const position = { index: active + 1, count };

  return (
    <>
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys pressed on the gallery's buttons step through the pictures */}
      <section aria-label={t('gallery.label')} onKeyDown={(event) => count > 1 && arrowStep(event, move)}>
        {isVideo(image.path) ? (
          // A video plays in place with its own controls; only pictures open large.
          <StoredMedia
            key={image.path}
            path={image.path}
            size={800}
            controls
            width={image.width}
            height={image.height}
            alt={image.alt || t('gallery.title', { name, ...position })}
            className="aspect-square w-full rounded-lg bg-sand object-contain"
          />
        ) : (
          <button
            type="button"
            aria-label={t('gallery.zoom', position)}
            aria-haspopup="dialog"
            onClick={() => {
              if (!swipe.swiped.current) zoom.show();
            }}
            {...swipe.handlers}
            className="block w-full cursor-zoom-in touch-pan-y select-none overflow-hidden rounded-lg bg-sand"
          >
            <StoredMedia
              path={image.path}
              size={800}
              widths={mainWidths}
              sizes="(min-width: 1320px) 640px, (min-width: 991px) 50vw, 100vw"
              width={image.width}
              height={image.height}
              alt={image.alt || t('gallery.title', { name, ...position })}
              loading="eager"
              fetchPriority={active === 0 ? 'high' : undefined}
              draggable={false}
              className="aspect-square w-full object-contain"
            />
          </button>
        )}
        {count > 1 && (
          <ul aria-label={t('gallery.thumbnails')} className="mt-3 grid grid-cols-5 gap-2 sm:grid-cols-6">
            {images.map((thumbnail, index) => (
              <li key={thumbnail.path}>
                <button
                  type="button"
                  aria-label={t('gallery.image', { index: index + 1, count })}
                  aria-current={index === active ? 'true' : undefined}
                  onClick={() => setActive(index)}
                  className="block w-full overflow-hidden rounded border-2 border-transparent bg-sand hover:border-line aria-[current]:border-olive-800"
                >
                  <StoredMedia
                    path={thumbnail.path}
                    size={120}
                    widths={[120, 240]}
                    density
                    width={120}
                    height={120}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="aspect-square w-full object-contain"
                  />
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {zoom.mounted && (
        <Suspense fallback={null}>
          <GalleryZoom open={zoom.open} onClose={zoom.hide} images={images} active={active} onMove={move} name={name} />
        </Suspense>
      )}
    </>
  );
}
