import coreUk from '../locales/uk.json?url&no-inline';
import coreEn from '../locales/en.json?url&no-inline';
import checkoutUk from '../locales/checkout/uk.json?url&no-inline';
import checkoutEn from '../locales/checkout/en.json?url&no-inline';
import parcelUk from '../locales/parcel/uk.json?url&no-inline';
import parcelEn from '../locales/parcel/en.json?url&no-inline';
import { addMessages, type Messages } from '../../common/i18n.ts';
import { isAdminPagePath } from '../../common/admin-paths.ts';
import type { Locale } from '../../common/locales.ts';
import { localeOfPath } from '../../common/paths.ts';

/**
 * Each language's messages as static files (hashed, cached for good): the core catalogue, which
 * every page needs, and the areas' (app/locales/<area>/), which only their pages do. The browser
 * build carries no messages (scripts/vite/browser-swaps.ts): a page fetches its language's files,
 * which the document preloads, before it hydrates.
 */
const coreMessagesUrls: Record<Locale, string> = { uk: coreUk, en: coreEn };

const areaMessagesUrls = {
  checkout: { uk: checkoutUk, en: checkoutEn },
  parcel: { uk: parcelUk, en: parcelEn },
} satisfies Record<string, Record<Locale, string>>;

export type MessageArea = keyof typeof areaMessagesUrls;

/** A route's `handle`: the areas whose messages its page shows, for the document to preload. */
export interface MessagesHandle {
  messageAreas?: MessageArea[];
}

/**
 * The languages a page's browser needs: the path's; a back-office page speaks its member's
 * language, which only its layout's loader knows, so it takes both.
 */
export function messageLocalesOf(pathname: string): Locale[] {
  return isAdminPagePath(pathname) ? ['uk', 'en'] : [localeOfPath(pathname)];
}

/** The files a page in these languages fetches before it hydrates: the core's and its areas'. */
function pageMessagesFiles(languages: Locale[], areas: readonly MessageArea[]): { locale: Locale; url: string }[] {
  const catalogues = [coreMessagesUrls, ...areas.map((area) => areaMessagesUrls[area])];
  return languages.flatMap((locale) => catalogues.map((urls) => ({ locale, url: urls[locale] })));
}

/** What the document preloads for a page in these languages showing these areas. */
export function pageMessagesUrls(languages: Locale[], areas: readonly MessageArea[]): string[] {
  return pageMessagesFiles(languages, areas).map(({ url }) => url);
}

const loading = new Map<string, Promise<void>>();

/** Fetches and adds one language's file (once; a failure may be retried). */
function loadMessages(url: string, locale: Locale): Promise<void> {
  let pending = loading.get(url);
  if (!pending) {
    pending = fetch(url)
      .then((answer) => {
        if (!answer.ok) throw new Error(`messages ${url}: ${answer.status}`);
        return answer.json() as Promise<Messages>;
      })
      .then((messages) => addMessages(locale, messages))
      .catch((error: unknown) => {
        loading.delete(url);
        throw error;
      });
    loading.set(url, pending);
  }
  return pending;
}

/** The areas whose modules this browser has loaded: a change of language fetches theirs too. */
const areasInUse = new Set<MessageArea>();
/** The languages asked for so far: an area first loaded later takes them too. */
const languagesInUse = new Set<Locale>();

/** Fetches and adds the messages of these languages: the core's and those of every area in use. */
export function loadPageMessages(languages: Locale[]): Promise<void> {
  for (const locale of languages) languagesInUse.add(locale);
  return Promise.all(pageMessagesFiles(languages, [...areasInUse]).map(({ locale, url }) => loadMessages(url, locale))).then(() => undefined);
}

/**
 * An area's messages in the browser: in the language of the page it loads on and in any other
 * already asked for (a change of language may be under way). Each area's index.browser.ts awaits
 * this, so its components never render without them.
 */
export function loadAreaMessages(area: MessageArea): Promise<void> {
  areasInUse.add(area);
  return loadPageMessages([...new Set([...messageLocalesOf(window.location.pathname), ...languagesInUse])]);
}
