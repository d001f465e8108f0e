import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';
import { parse } from 'hono/utils/cookie';
import { currencyCookie } from '../../../common/currency.ts';
import { isAdminPagePath } from '../../../common/admin-paths.ts';
import { withoutTrackingParameters } from '../../../common/tracking-parameters.ts';
import type { Config } from '../../config.ts';
import { staffSessionCookie } from '../../modules/staff/staff.sessions.ts';
import { accessTokenCookie } from '../auth.ts';
import { publicOrigin } from '../origin.ts';
import type { RequestHead } from '../request-head.ts';

/**
 * Pages of one shopper, one order or one link, whatever their answer's headers say: the cart and
 * its thank-you page, the checkouts, the cabinet, the wishlist, token links, the back office.
 */
const privatePage = /^(?:\/en)?\/(?:cart|checkout|checkoutglobal|cabinet|wishlist|profile|password-reset|user-email-confirm)(?:[/.]|$)/i;

/** Only a plain currency code is a key part; anything else is rendered, not stored. */
const currencyCode = /^[A-Za-z]{3}$/;

/**
 * isbot's patterns take tens of microseconds on a browser's User-Agent, more than the rest of a
 * hit: each agent is matched once. Long ones (rare, and costly to keep) are matched every time.
 */
const crawlerByAgent = new LRUCache<string, boolean>({ max: 2_000 });
const longestKeptAgent = 512;

function isCrawler(userAgent: string): boolean {
  if (userAgent.length > longestKeptAgent) return isbot(userAgent);
  let crawler = crawlerByAgent.get(userAgent);
  if (crawler === undefined) {
    crawler = isbot(userAgent);
    crawlerByAgent.set(userAgent, crawler);
  }
  return crawler;
}

/**
 * The key of a page request whose answer may come from the page cache, or null when it must be
 * rendered: not a GET or HEAD (a HEAD is answered from a stored page but never stores one), a
 * session (shopper or staff), a private page. The key holds everything
 * the HTML depends on besides the data: the origin links are built from, the path (language
 * included) and query, the currency, and whether a crawler asks (crawlers get the page whole,
 * browsers a streamed one). Campaign tags and click ids are left out of the query: pages do not
 * read them, and a click id is new on every click, so each visitor from an ad would miss.
 */
export function pageCacheKey(config: Config, request: RequestHead): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (request.headers.has('authorization')) return null;
  const cookies = parse(request.headers.get('cookie') ?? '');
  if (cookies[accessTokenCookie] || cookies[staffSessionCookie]) return null;
  const currency = cookies[currencyCookie] ?? '';
  if (currency && !currencyCode.test(currency)) return null;
  const url = new URL(request.url);
  if (privatePage.test(url.pathname) || isAdminPagePath(url.pathname)) return null;
  const crawler = isCrawler(request.headers.get('user-agent') ?? '') ? 'bot' : 'browser';
  return [publicOrigin(config, request), url.pathname, withoutTrackingParameters(url.search), currency, crawler].join('\u0000');
}
