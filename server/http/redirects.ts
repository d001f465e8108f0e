import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { isbot } from 'isbot';
import { isLocale } from '../../common/locales.ts';
import { localeCookie, preferredLocale } from './locale.ts';

// Token and thank-you links carry case-sensitive parts, so they keep their case.
const caseSensitivePaths = /s-login|user-email-confirm|password-reset|thankyou/i;

/** The spec's rule: a page path with capitals answers 301 to its lower-case form. */
export const lowercasePaths: MiddlewareHandler = async (c, next) => {
  const { pathname, search } = new URL(c.req.url);
  if (pathname !== pathname.toLowerCase() && !caseSensitivePaths.test(pathname)) {
    return c.redirect(`${pathname.toLowerCase()}${search}`, 301);
  }
  await next();
};

const yearInSeconds = 365 * 24 * 60 * 60;

/**
 * On the home page only, a shopper whose remembered language (cookie) or browser language is
 * English is sent to /en; crawlers always get the page they asked for.
 */
export const rootLocaleRedirect: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== 'GET' || c.req.path !== '/') return next();
  c.header('vary', 'Accept-Language, Cookie', { append: true });
  if (isbot(c.req.header('user-agent'))) return next();
  const cookie = getCookie(c, localeCookie);
  const preferred = isLocale(cookie) ? cookie : preferredLocale(c.req.header('accept-language'));
  if (preferred !== 'en') return next();
  if (!isLocale(cookie)) setCookie(c, localeCookie, 'en', { path: '/', maxAge: yearInSeconds, sameSite: 'Lax' });
  const { search } = new URL(c.req.url);
  return c.redirect(`/en${search}`, 302);
};
