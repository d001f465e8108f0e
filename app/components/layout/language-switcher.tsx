import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { localeCookie, locales } from '../../../common/locales.ts';
import { localeOfPath, localizePath, neutralPath } from '../../../common/paths.ts';
import { withoutTrackingParameters } from '../../../common/tracking-parameters.ts';
import { setYearCookie } from './shop-data.ts';

/**
 * Links to the same page in each language. Colours follow the surrounding text, so it fits the
 * dark top bar, the footer and the light confirm layout alike.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const current = localeOfPath(pathname);
  const neutral = neutralPath(pathname);
  // Re-encoded as the server encodes it, so the server and browser render the same href. An ad's
  // click id stays on the page it landed on.
  const query = new URLSearchParams(withoutTrackingParameters(search)).toString();
  return (
    <ul className={`flex items-center gap-1 ${className}`}>
      {locales.map((locale) => {
        const active = locale === current;
        return (
          <li key={locale}>
            <Link
              to={`${localizePath(neutral, locale)}${query ? `?${query}` : ''}${hash}`}
              lang={locale}
              hrefLang={locale}
              aria-current={active ? 'true' : undefined}
              onClick={() => setYearCookie(localeCookie, locale)}
              className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded px-2 text-sm font-semibold tracking-wide lg:min-h-8 ${
                active ? 'underline decoration-coyote decoration-2 underline-offset-4' : 'opacity-80 hover:opacity-100 hover:underline'
              }`}
            >
              {t(`language.${locale}.short`)}
              {/* The visible short form stays part of the name (WCAG 2.5.3), the full name follows. */}
              <span className="sr-only">{` (${t(`language.${locale}.name`)})`}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
