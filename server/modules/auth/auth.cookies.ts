import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { serialize } from 'hono/utils/cookie';
import type { SessionUserView } from '../../../common/account.ts';
import type { Config } from '../../config.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { accessTokenCookie, userCookie } from '../../http/auth.ts';
import { accessTokenLifetimeSeconds } from './auth.tokens.ts';

/** Both cookies live as long as the token; only the token's is HttpOnly. */
function cookieOptions(config: Config, maxAge = accessTokenLifetimeSeconds) {
  return { sameSite: 'Lax', secure: config.NODE_ENV === 'production', path: '/', maxAge } as const;
}

/**
 * The token's cookie and, given a user, the `user` cookie, for `maxAge` seconds (the token's life
 * at sign-in; what is left of it when a renewal meets the session's absolute limit).
 */
export function setSessionCookies<E extends AppEnv>(c: Context<E>, token: string, user: SessionUserView | null, maxAge = accessTokenLifetimeSeconds) {
  setCookie(c, accessTokenCookie, token, { ...cookieOptions(c.var.deps.config, maxAge), httpOnly: true });
  if (user) refreshUserCookie(c, user, maxAge);
}

/** The `user` cookie again after a change of name or address, so the next page render is right. */
export function refreshUserCookie<E extends AppEnv>(c: Context<E>, user: SessionUserView, maxAge = accessTokenLifetimeSeconds) {
  setCookie(c, userCookie, JSON.stringify(user), cookieOptions(c.var.deps.config, maxAge));
}

/** The same, as a Set-Cookie header value for a page loader. */
export function userCookieHeader(config: Config, user: SessionUserView): string {
  return serialize(userCookie, JSON.stringify(user), cookieOptions(config));
}

export function clearSessionCookies<E extends AppEnv>(c: Context<E>) {
  deleteCookie(c, accessTokenCookie, { path: '/' });
  deleteCookie(c, userCookie, { path: '/' });
}
