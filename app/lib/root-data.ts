import { useLocation, useRouteLoaderData } from 'react-router';
import type { Menu } from '../../common/menu.ts';
import type { Settings } from '../../common/settings.ts';
import { localeOfPath } from '../../common/paths.ts';
import type { Locale } from '../../common/locales.ts';

export interface RootData {
  locale: Locale;
  settings: Settings | null;
  menus: { header: Menu | null; footer: Menu | null; headerSecond: Menu | null; textPages: Menu | null };
  origin: string;
  year: number;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

/** The page's language, known from the URL even when the root loader failed. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}
