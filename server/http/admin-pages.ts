import type { MiddlewareHandler } from 'hono';
import '../../app/locales/admin/index.ts';
import { translator } from '../../common/i18n.ts';
import { requestLocale } from './locale.ts';
import { isAdminPagePath } from '../../common/admin-paths.ts';


/**
 * Every back-office page: personal and never indexed, whatever its route module says; a form
 * posted to one must come from our own pages (cross-site request forgery), as the API's
 * cookie-authenticated calls must.
 */
export const adminPages: MiddlewareHandler = async (c, next) => {
  if (!isAdminPagePath(c.req.path)) return next();
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    const site = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    const sameOrigin = site ? site === 'same-origin' : origin === new URL(c.req.url).origin;
    if (!sameOrigin) return c.text(translator(requestLocale(c))('errors.crossSite'), 403, { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' });
  }
  await next();
  c.res.headers.set('cache-control', 'private, no-store');
  c.res.headers.set('x-robots-tag', 'noindex');
};
