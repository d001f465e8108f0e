import { useLocation, useRouteLoaderData } from 'react-router';
import type { Menu } from '../../common/menu.ts';
import type { AnalyticsIds, PageSettings } from '../../common/settings.ts';
import { localeOfPath } from '../../common/paths.ts';
import type { Locale } from '../../common/locales.ts';
import type { SessionUserView } from '../../common/account.ts';
import type { CheckoutRegion, PaymentMethod } from '../../common/checkout.ts';

export interface RootData {
  locale: Locale;
  /** Without the shop's bank details, which only the pages showing payment details load. */
  settings: PageSettings | null;
  menus: { header: Menu | null; footer: Menu | null; headerSecond: Menu | null; textPages: Menu | null };
  origin: string;
  year: number;
  /** Who the cookies say is signed in (pages with them are never cached). */
  user: SessionUserView | null;
  /** The currency the page is rendered in: the `currency` cookie's if offered; UAH when absent. */
  currency?: string;
  /** reCAPTCHA v3 site key; forms load Google's script only when there is one. */
  recaptchaSiteKey: string | null;
  /** What each checkout can be paid with now; a checkout with none is not offered. */
  paymentMethods?: Record<CheckoutRegion, PaymentMethod[]>;
  /** Tag ids (GTM, GA4); null when none is configured, and then no tag code runs at all. */
  analytics?: AnalyticsIds | null;
}

/** Whether the shop can take an order of this checkout now (false while the root data is missing). */
export function useCheckoutOpen(region: CheckoutRegion): boolean {
  return (useRootData()?.paymentMethods?.[region].length ?? 0) > 0;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

/** The page's language, known from the URL even when the root loader failed. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}
