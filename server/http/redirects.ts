import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { isbot } from 'isbot';
import { isLocale, localeCookie } from '../../common/locales.ts';
import { preferredLocale } from './locale.ts';

// Token and thank-you links carry case-sensitive parts, so they keep their case.
const caseSensitivePaths = /s-login|user-email-confirm|email-change\/cancel|password-reset|thankyou|^\/admin\/set-password\//i;

function decodePath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/**
 * The one address of a page path: lower case (the spec's rule, Cyrillic included, except token
 * and thank-you links), no trailing slash, a single leading slash. Null when it already is.
 */
export function canonicalPagePath(pathname: string): string | null {
  const decoded = decodePath(pathname);
  if (decoded === null) return null;
  let target = decoded;
  if (!caseSensitivePaths.test(target)) target = target.toLowerCase();
  // "//evil.example" or "/\evil.example" would leave the site when used as a Location.
  target = `/${target.replace(/^[/\\]+/, '')}`;
  if (target.length > 1) target = target.replace(/\/+$/, '');
  if (target === decoded) return null;
  return target
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

/** Page paths answer 301 to their canonical form, keeping the query. */
export const canonicalPaths: MiddlewareHandler = async (c, next) => {
  const { pathname, search } = new URL(c.req.url);
  const target = canonicalPagePath(pathname);
  if (target !== null) return c.redirect(`${target}${search}`, 301);
  await next();
};

const yearInSeconds = 365 * 24 * 60 * 60;

/**
 * Whether `/` sends this shopper to /en: their remembered language (the cookie's value), else their
 * browser's, is English; crawlers always get the page they asked for. (The page cache's fast path
 * asks this too before it answers `/` from memory.)
 */
export function homeSendsToEnglish(localeCookieValue: string | undefined, acceptLanguage: string | undefined, userAgent: string | undefined): boolean {
  const preferred = isLocale(localeCookieValue) ? localeCookieValue : preferredLocale(acceptLanguage);
  return preferred === 'en' && !isbot(userAgent);
}

/**
 * On the home page only, a shopper whose remembered language (cookie) or browser language is
 * English is sent to /en; crawlers always get the page they asked for.
 */
export const rootLocaleRedirect: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== 'GET' || c.req.path !== '/') return next();
  const cookie = getCookie(c, localeCookie);
  if (!homeSendsToEnglish(cookie, c.req.header('accept-language'), c.req.header('user-agent'))) {
    await next();
    // The page itself too: a shared cache must not hand this copy to a shopper who is sent to /en.
    // (A header set before next() is lost when the page handler answers with a Response of its own.)
    varyOnLanguage(c.res.headers);
    return;
  }
  if (!isLocale(cookie)) setCookie(c, localeCookie, 'en', { path: '/', maxAge: yearInSeconds, sameSite: 'Lax' });
  const { search } = new URL(c.req.url);
  const response = c.redirect(`/en${search}`, 302);
  varyOnLanguage(response.headers);
  return response;
};

/** `Vary: Accept-Language, Cookie` added to what the answer already varies on. */
function varyOnLanguage(headers: Headers) {
  const listed = headers.get('vary')?.split(',').map((name) => name.trim()).filter(Boolean) ?? [];
  const lower = listed.map((name) => name.toLowerCase());
  if (lower.includes('*')) return;
  for (const name of ['Accept-Language', 'Cookie']) if (!lower.includes(name.toLowerCase())) listed.push(name);
  headers.set('vary', listed.join(', '));
}
