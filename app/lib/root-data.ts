import { useLocation, useRouteLoaderData } from 'react-router';
import type { Menu } from '../../common/menu.ts';
import type { Settings } from '../../common/settings.ts';
import { localeOfPath } from '../../common/paths.ts';
import type { Locale } from '../../common/locales.ts';
import type { SessionUserView } from '../../common/account.ts';

export interface RootData {
  locale: Locale;
  settings: Settings | null;
  menus: { header: Menu | null; footer: Menu | null; headerSecond: Menu | null; textPages: Menu | null };
  origin: string;
  year: number;
  /** Who the cookies say is signed in (pages with them are never cached). */
  user: SessionUserView | null;
  /** The currency the page is rendered in: the `currency` cookie's if offered; UAH when absent. */
  currency?: string;
  /** reCAPTCHA v3 site key; forms load Google's script only when there is one. */
  recaptchaSiteKey: string | null;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

/** The page's language, known from the URL even when the root loader failed. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}
