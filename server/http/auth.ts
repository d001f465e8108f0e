import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

/** The cookie that carries the access token (HttpOnly; set at sign-in). */
export const accessTokenCookie = 'accessToken';

const bearerPattern = /^Bearer\s+([A-Za-z0-9._~+/=-]{16,512})$/;

/** The request's access token: `Authorization: Bearer …`, else the `accessToken` cookie. */
export function requestToken(c: Context): string | null {
  const header = c.req.header('authorization');
  const fromHeader = header ? bearerPattern.exec(header.trim())?.[1] : undefined;
  if (fromHeader) return fromHeader;
  const cookie = getCookie(c, accessTokenCookie);
  return cookie && /^[A-Za-z0-9._~+/=-]{16,512}$/.test(cookie) ? cookie : null;
}
