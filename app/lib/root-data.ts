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

/** The menus and the settings: the same on every page until one of them changes. */
type Layout = Pick<RootData, 'settings' | 'menus'>;

/**
 * What the root loader sends: the root data with the menus and the settings as one JSON text.
 * As objects, their several hundred values were encoded one by one into every page the server
 * rendered, and decoded one by one in the browser; the text is made once for each version of them
 * (`layoutText`) and parsed once in the browser.
 */
export interface RootLoaderData extends Omit<RootData, 'settings' | 'menus'> {
  layout: string;
}

/** Layouts by their text, most recent last: a language's and the one it replaced, a few at most. */
const layouts = new Map<string, Layout>();
const keptLayouts = 8;

function keepLayout(text: string, layout: Layout): Layout {
  layouts.delete(text);
  layouts.set(text, layout);
  const oldest = layouts.keys().next();
  if (layouts.size > keptLayouts && !oldest.done) layouts.delete(oldest.value);
  return layout;
}

/**
 * The text a layout is sent as. The server keeps the layout under it, so the page it renders
 * reads the very objects the loader had: blocks are kept by them (app/lib/shared-markup.tsx).
 */
export function layoutText(layout: Layout): string {
  const text = JSON.stringify(layout);
  keepLayout(text, layout);
  return text;
}

/** What the root loader sends for this root data (as the server loader makes it). */
export function rootLoaderDataOf({ settings, menus, ...rest }: RootData): RootLoaderData {
  return { ...rest, layout: layoutText({ settings, menus }) };
}

const readRootData = new WeakMap<RootLoaderData, RootData>();

/** The root data a page reads from what the root loader sent: one object for each answer. */
export function rootDataOf(loaderData: RootLoaderData | undefined): RootData | undefined {
  if (!loaderData) return undefined;
  let data = readRootData.get(loaderData);
  if (!data) {
    const { layout: text, ...rest } = loaderData;
    const layout = layouts.get(text) ?? keepLayout(text, JSON.parse(text) as Layout);
    data = { ...rest, ...layout };
    readRootData.set(loaderData, data);
  }
  return data;
}

export function useRootData(): RootData | undefined {
  return rootDataOf(useRouteLoaderData('root') as RootLoaderData | undefined);
}

/** The page's language, known from the URL even when the root loader failed. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}
