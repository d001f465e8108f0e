import { useTranslation } from 'react-i18next';
import { acceptedCookie } from '../../lib/client-flags.ts';
import { onCookiesAccepted } from '../../lib/analytics.ts';
import { useRootData } from '../../lib/root-data.ts';
import { setYearCookie } from './shop-data.ts';

function accept() {
  setYearCookie(acceptedCookie, '1');
  document.documentElement.classList.add('cookies-accepted');
  onCookiesAccepted();
}

/** Not from useId: the notice is rendered apart and kept (app/lib/shared-markup.tsx), and a page has one. */
const titleId = 'cookie-notice-title';

/** Shown on every page until accepted; CSS hides it when the accepted cookie exists. */
export function CookieNotice() {
  const { t } = useTranslation();
  const settings = useRootData()?.settings;
  if (!settings?.cookie_text) return null;
  return (
    <section
      data-cookie-notice=""
      aria-labelledby={settings.cookie_title ? titleId : undefined}
      aria-label={settings.cookie_title ? undefined : t('cookie.region')}
      className="fixed inset-x-2 bottom-2 z-40 max-h-[45vh] overflow-y-auto rounded-lg border border-line bg-white p-4 text-ink shadow-[0_10px_40px_-8px_rgb(29_33_22/0.45)] sm:inset-x-auto sm:bottom-4 sm:left-4 sm:max-w-md sm:p-5"
    >
      {settings.cookie_title && (
        <h2 id={titleId} className="text-base font-bold">
          {settings.cookie_title}
        </h2>
      )}
      <div
        className="rich-text mt-1 text-sm text-muted [&_p]:my-1"
        // Trusted HTML written by the shop in its settings.
        dangerouslySetInnerHTML={{ __html: settings.cookie_text }}
      />
      <button
        type="button"
        onClick={accept}
        className="mt-3 inline-flex min-h-11 w-full items-center justify-center rounded bg-olive-800 px-6 font-semibold text-white hover:bg-olive-700 sm:w-auto"
      >
        {settings.cookie_button}
      </button>
    </section>
  );
}
