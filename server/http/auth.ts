import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { parse } from 'hono/utils/cookie';
import type { SessionUserView } from '../../common/account.ts';

/** The cookie that carries the access token (HttpOnly; set at sign-in). */
export const accessTokenCookie = 'accessToken';

/** What a token may look like; anything else is not looked up. */
const tokenPattern = /^[A-Za-z0-9._~+/=-]{16,512}$/;

/** The request's access token: `Authorization: Bearer …`, else the `accessToken` cookie. */
export function requestToken(c: Context): string | null {
  const header = c.req.header('authorization');
  const fromHeader = header?.trim().match(/^Bearer\s+(\S+)$/)?.[1];
  if (fromHeader && tokenPattern.test(fromHeader)) return fromHeader;
  const cookie = getCookie(c, accessTokenCookie);
  return cookie && tokenPattern.test(cookie) ? cookie : null;
}

/** The cookie with the signed-in user's name and address, for the page render and the browser. */
export const userCookie = 'user';

const cookieOf = (request: Request, name: string) => parse(request.headers.get('cookie') ?? '', name)[name];

/** The access token of a page request (the HttpOnly cookie). */
export function accessTokenFromRequest(request: Request): string | null {
  const token = cookieOf(request, accessTokenCookie);
  return token && tokenPattern.test(token) ? token : null;
}

/**
 * Who the page should greet, from the `user` cookie set at sign-in. Only for display: it counts
 * only while the access-token cookie is there too, and pages with private data check the token.
 */
export function userFromCookies(request: Request): SessionUserView | null {
  if (!accessTokenFromRequest(request)) return null;
  const raw = cookieOf(request, userCookie);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SessionUserView>;
    if (typeof value.name !== 'string' || typeof value.email !== 'string') return null;
    return { name: value.name.slice(0, 80), email: value.email.slice(0, 254) };
  } catch {
    return null;
  }
}
