import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { parse, serialize } from 'hono/utils/cookie';
import type { Config } from '../../config.ts';
import { staffSessionCookie } from './staff.sessions.ts';

/** The cookie between the password and the second factor (a short-lived single-use token). */
export const staffStepCookie = 'staffStep';

const tokenPattern = /^[A-Za-z0-9_-]{16,128}$/;

function valid(value: string | undefined): string | null {
  return value && tokenPattern.test(value) ? value : null;
}

const cookieOf = (request: Request, name: string) => parse(request.headers.get('cookie') ?? '', name)[name];

export function staffSessionTokenOf(request: Request): string | null {
  return valid(cookieOf(request, staffSessionCookie));
}

export function staffStepTokenOf(request: Request): string | null {
  return valid(cookieOf(request, staffStepCookie));
}

export function staffSessionTokenOfContext(c: Context): string | null {
  return valid(getCookie(c, staffSessionCookie));
}

/**
 * HttpOnly, SameSite=Lax, Secure in production. The session cookie has no Max-Age: the server
 * ends the session (idle, absolute, revoked), and the browser forgets it when it closes.
 */
function options(config: Config, maxAge?: number) {
  return { httpOnly: true, sameSite: 'Lax', secure: config.NODE_ENV === 'production', path: '/', ...(maxAge === undefined ? {} : { maxAge }) } as const;
}

export function staffSessionCookieHeader(config: Config, token: string): string {
  return serialize(staffSessionCookie, token, options(config));
}

export function clearStaffSessionCookieHeader(config: Config): string {
  return serialize(staffSessionCookie, '', options(config, 0));
}

export function staffStepCookieHeader(config: Config, token: string, maxAgeSeconds: number): string {
  return serialize(staffStepCookie, token, options(config, maxAgeSeconds));
}

export function clearStaffStepCookieHeader(config: Config): string {
  return serialize(staffStepCookie, '', options(config, 0));
}
