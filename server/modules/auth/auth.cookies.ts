import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { serialize } from 'hono/utils/cookie';
import type { SessionUserView } from '../../../common/account.ts';
import type { Config } from '../../config.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { accessTokenCookie, userCookie } from '../../http/auth.ts';
import { accessTokenLifetimeSeconds } from './auth.tokens.ts';

/** Both cookies live as long as the token; only the token's is HttpOnly. */
function cookieOptions(config: Config) {
  return { sameSite: 'Lax', secure: config.NODE_ENV === 'production', path: '/', maxAge: accessTokenLifetimeSeconds } as const;
}

export function setSessionCookies<E extends AppEnv>(c: Context<E>, token: string, user: SessionUserView) {
  setCookie(c, accessTokenCookie, token, { ...cookieOptions(c.var.deps.config), httpOnly: true });
  refreshUserCookie(c, user);
}

/** The `user` cookie again after a change of name or address, so the next page render is right. */
export function refreshUserCookie<E extends AppEnv>(c: Context<E>, user: SessionUserView) {
  setCookie(c, userCookie, JSON.stringify(user), cookieOptions(c.var.deps.config));
}

/** The same, as a Set-Cookie header value for a page loader. */
export function userCookieHeader(config: Config, user: SessionUserView): string {
  return serialize(userCookie, JSON.stringify(user), cookieOptions(config));
}

export function clearSessionCookies<E extends AppEnv>(c: Context<E>) {
  deleteCookie(c, accessTokenCookie, { path: '/' });
  deleteCookie(c, userCookie, { path: '/' });
}
