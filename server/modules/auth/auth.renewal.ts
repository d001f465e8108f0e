import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { SessionUserView } from '../../../common/account.ts';
import type { Database } from '../../db/client.ts';
import { accessTokens, users } from '../../db/schema/users.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { accessTokenCookie, requestToken, userCookie } from '../../http/auth.ts';
import { setSessionCookies } from './auth.cookies.ts';
import { accessTokenLifetimeSeconds, hashToken, sessionAbsoluteLifetimeSeconds, sessionRenewalAfterSeconds } from './auth.tokens.ts';

/** The expiry a live session moves to now, or null while it is not due (or cannot move). */
function renewedExpiry({ expiresAt, createdAt }: { expiresAt: Date; createdAt: Date }, now: Date): Date | null {
  if (expiresAt <= now) return null;
  const sliding = now.getTime() + accessTokenLifetimeSeconds * 1000;
  if (sliding - expiresAt.getTime() < sessionRenewalAfterSeconds * 1000) return null;
  const next = Math.min(sliding, createdAt.getTime() + sessionAbsoluteLifetimeSeconds * 1000);
  return next > expiresAt.getTime() ? new Date(next) : null;
}

/**
 * Slides a live session's expiry to an hour from `now` once a quarter of its hour has passed,
 * never past its absolute limit. Answers the new expiry and the account's name and address, or
 * null when the token is unknown, revoked or expired, or not due yet: then nothing is written.
 */
export async function renewAccessToken(db: Database, { token, now }: { token: string; now: Date }): Promise<{ expiresAt: Date; user: SessionUserView } | null> {
  const tokenHash = hashToken(token);
  const [session] = await db
    .select({ expiresAt: accessTokens.expiresAt, createdAt: accessTokens.createdAt })
    .from(accessTokens)
    .where(eq(accessTokens.tokenHash, tokenHash));
  const expiresAt = session ? renewedExpiry(session, now) : null;
  if (!expiresAt) return null;
  // Checked again in the write: a sign-out or a password reset in between leaves nothing to renew.
  const [user] = await db
    .update(accessTokens)
    .set({ expiresAt })
    .from(users)
    .where(and(eq(accessTokens.tokenHash, tokenHash), eq(users.id, accessTokens.userId), gt(accessTokens.expiresAt, now), lt(accessTokens.expiresAt, expiresAt), isNull(users.blockedAt)))
    .returning({ name: users.name, email: users.email });
  return user ? { expiresAt, user } : null;
}

/**
 * Sliding sessions for the API and the pages alike: after a signed-in request is answered, a
 * session past a quarter of its hour gets another hour, and a cookie-borne one its cookies again
 * with a fresh Max-Age. It runs after the handler, so a sign-out, a password change or reset in
 * this very request is never undone, and an answer that sets the session cookies itself (sign-in,
 * sign-out) keeps them. Refused answers (401, 403) and failures (5xx) renew nothing.
 */
export const renewSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const token = requestToken(c);
  const status = c.res.status;
  if (!token || status === 401 || status === 403 || status >= 500) return;
  const answerCookies = c.res.headers.getSetCookie().map((cookie) => cookie.slice(0, cookie.indexOf('=')));
  if (answerCookies.includes(accessTokenCookie)) return;

  const { db, now } = c.var.deps;
  const at = now();
  let renewed: Awaited<ReturnType<typeof renewAccessToken>>;
  try {
    renewed = await renewAccessToken(db, { token, now: at });
  } catch (error) {
    // The answer is ready; a renewal that fails costs the shopper nothing until the hour is up.
    c.var.logger.warn({ err: error }, 'session renewal failed');
    return;
  }
  // A bearer token's owner keeps the token; only its expiry moved.
  if (!renewed || getCookie(c, accessTokenCookie) !== token) return;
  const withUser = getCookie(c, userCookie) !== undefined && !answerCookies.includes(userCookie);
  setSessionCookies(c, token, withUser ? renewed.user : null, Math.floor((renewed.expiresAt.getTime() - at.getTime()) / 1000));
  // The new cookies are this shopper's alone: no shared cache may keep the answer.
  c.header('cache-control', 'private, no-store');
};
