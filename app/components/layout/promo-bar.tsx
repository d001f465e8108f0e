import { useTranslation } from 'react-i18next';
import { promoClosedKey } from '../../lib/client-flags.ts';
import { LocalizedLink } from '../../lib/links.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { CloseIcon } from '../ui/icons.tsx';
import { mediaUrl } from '../../lib/media.ts';

/** Hides the bar for the rest of the visit; the inline flags script repeats it on later pages. */
function closePromo() {
  try {
    sessionStorage.setItem(promoClosedKey, '1');
  } catch {
    // Storage off: the bar stays closed on this page only.
  }
  document.documentElement.classList.add('promo-closed');
}

/**
 * The bar above the header: the first promo that is on, as text or its image (mobile file below 768 px).
 * Rendered for every visitor so pages stay cacheable; CSS hides it once closed.
 */
export function PromoBar() {
  const { t } = useTranslation();
  const promo = useRootData()?.settings?.promo?.find((entry) => entry.active);
  if (!promo) return null;
  const showImage = promo.show_image === 'yes' && Boolean(promo.promo_image);
  const text = promo.promobar_text.trim();
  if (!showImage && !text) return null;

  const content = showImage ? (
    <picture className="block">
      {promo.promo_image_mob && <source media="(max-width: 767.98px)" srcSet={mediaUrl(promo.promo_image_mob, 800)} width={768} height={64} />}
      <img
        src={mediaUrl(promo.promo_image, 1600)}
        alt={promo.text || text}
        width={1920}
        height={64}
        className="mx-auto block h-auto max-h-16 w-full object-cover"
      />
    </picture>
  ) : (
    <span className="block px-2 py-1.5 text-center text-sm font-semibold leading-snug">{text}</span>
  );

  return (
    <section data-promo-bar="" aria-label={t('promo.region')} className="relative flex min-h-8 items-stretch bg-coyote text-ink">
      <div className="flex min-w-0 flex-1 items-center justify-center">
        {promo.button_link ? (
          <LocalizedLink to={promo.button_link} className="block w-full underline-offset-4 hover:underline focus-visible:outline-ink focus-visible:-outline-offset-4">
            {content}
          </LocalizedLink>
        ) : (
          content
        )}
      </div>
      <button
        type="button"
        onClick={closePromo}
        aria-label={t('promo.close')}
        className="inline-flex w-11 shrink-0 items-center justify-center self-stretch hover:bg-black/10 focus-visible:outline-ink focus-visible:-outline-offset-4 md:w-10"
      >
        <CloseIcon size={18} />
      </button>
    </section>
  );
}
