import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { translator } from '../../common/i18n.ts';
import { accessTokenCookie } from './auth.ts';
import { staffSessionCookie } from '../modules/staff/staff.sessions.ts';
import { errorBody } from './errors.ts';
import { requestLocale } from './locale.ts';

/**
 * A state-changing request that relies on the access-token cookie must come from our own pages
 * (cross-site request forgery); so must one relying on a staff session's cookie. Requests with an Authorization header carry their proof
 * themselves, and requests without the cookie have nothing to forge.
 */
export const sameOriginForCookieAuth: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
  if (c.req.header('authorization') || (!getCookie(c, accessTokenCookie) && !getCookie(c, staffSessionCookie))) return next();
  const site = c.req.header('sec-fetch-site');
  const origin = c.req.header('origin');
  const sameOrigin = site ? site === 'same-origin' : origin === new URL(c.req.url).origin;
  if (!sameOrigin) return c.json(errorBody(translator(requestLocale(c))('errors.crossSite')), 403);
  await next();
};
