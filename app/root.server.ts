import type { RouterContextProvider } from 'react-router';
import { isAdminPagePath } from '../common/admin-paths.ts';
import { offeredCurrencyCode } from '../common/currency.ts';
import { menuIds } from '../common/menu.ts';
import { localeOfRequest } from '../common/paths.ts';
import { pageSettingsOf, type PageSettings, type Settings } from '../common/settings.ts';
import { userFromCookies } from '../server/http/auth.ts';
import { currencyCookieOf } from '../server/http/currency.ts';
import { publicOrigin } from '../server/http/origin.ts';
import { checkoutPaymentMethods } from '../server/modules/checkout/checkout.methods.ts';
import { getMenusByIds } from '../server/modules/menu/menu.service.ts';
import { getAnalyticsIds } from '../server/modules/settings/analytics.service.ts';
import { getSettings } from '../server/modules/settings/settings.service.ts';
import { getDeps } from './lib/deps.server.ts';
import { layoutText, type RootData, type RootLoaderData } from './lib/root-data.ts';

/**
 * One page view of each settings document read (server/db/read-cache.ts keeps the document a
 * while): the same object on every page, so blocks rendered from it are kept with it
 * (app/lib/shared-markup.tsx).
 */
const pageSettings = new WeakMap<Settings, PageSettings>();

function pageSettingsOnce(settings: Settings): PageSettings {
  let page = pageSettings.get(settings);
  if (!page) {
    page = pageSettingsOf(settings);
    pageSettings.set(settings, page);
  }
  return page;
}

/** The layout's text for the settings and menus read: made again when one of them was read anew. */
const layoutTexts = new WeakMap<object, { menus: RootData['menus']; text: string }>();
/** Stands in for the settings when they failed to load. */
const noSettings = {};

function layoutTextOnce(settings: PageSettings | null, menus: RootData['menus']): string {
  const owner = settings ?? noSettings;
  const kept = layoutTexts.get(owner);
  if (kept && (Object.keys(menuIds) as (keyof typeof menuIds)[]).every((name) => kept.menus[name] === menus[name])) return kept.text;
  const text = layoutText({ settings, menus });
  layoutTexts.set(owner, { menus, text });
  return text;
}

/**
 * The root's data: the shop's settings (without its bank details: only the pages that show an
 * order's payment details load those), menus and tag ids, the visitor's session and currency.
 */
export async function loadRootData({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }): Promise<RootLoaderData> {
  const { db, config, logger, now } = getDeps(context);
  const locale = localeOfRequest(request);
  // The spec: a settings or menu failure is logged and the site goes on without them.
  const [settings, menus, analytics] = await Promise.all([
    getSettings(db, { locale }).catch((error: unknown) => {
      logger.error({ err: error }, 'settings failed to load');
      return null;
    }),
    getMenusByIds(db, { locale, ids: Object.values(menuIds) }).catch((error: unknown) => {
      logger.error({ err: error }, 'menus failed to load');
      return [];
    }),
    getAnalyticsIds(db, config).catch((error: unknown) => {
      logger.error({ err: error }, 'tag ids failed to load');
      return null;
    }),
  ]);
  const menu = (id: number) => menus.find((entry) => entry.id === id) ?? null;
  const layout = layoutTextOnce(settings && pageSettingsOnce(settings), {
    header: menu(menuIds.header),
    footer: menu(menuIds.footer),
    headerSecond: menu(menuIds.headerSecond),
    textPages: menu(menuIds.textPages),
  });
  return {
    locale,
    layout,
    origin: publicOrigin(config, request),
    year: now().getFullYear(),
    user: userFromCookies(request),
    currency: offeredCurrencyCode(currencyCookieOf(request), settings?.checkout.currencies),
    recaptchaSiteKey: config.RECAPTCHA_SITE_KEY ?? null,
    paymentMethods: checkoutPaymentMethods(settings, config),
    // No tag manager in the back office: staff pages hold buyers' personal data.
    analytics: isAdminPagePath(new URL(request.url).pathname) ? null : analytics,
  };
}
