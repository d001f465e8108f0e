import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { translator } from '../../../common/i18n.ts';
import type { Database } from '../../db/client.ts';
import { accessTokens, emailTokens, users } from '../../db/schema/users.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { accessTokenFromRequest, requestToken } from '../../http/auth.ts';
import { HttpError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import { hashToken } from './auth.tokens.ts';

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  /** A new address waiting for confirmation. */
  pendingEmail: string | null;
}

/** The account a live access token belongs to, or null (also for a blocked account). */
export async function userForToken(db: Database, { token, now }: { token: string; now: Date }): Promise<SessionUser | null> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(and(eq(accessTokens.tokenHash, hashToken(token)), gt(accessTokens.expiresAt, now), isNull(users.blockedAt)));
  if (!row) return null;
  return { ...row, pendingEmail: await pendingEmailOf(db, { userId: row.id, now }) };
}

/** The new address an account is waiting to confirm (the newest live change link), if any. */
export async function pendingEmailOf(db: Database, { userId, now }: { userId: number; now: Date }): Promise<string | null> {
  const [pending] = await db
    .select({ newEmail: emailTokens.newEmail })
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, 'change_email'), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .orderBy(desc(emailTokens.createdAt))
    .limit(1);
  return pending?.newEmail ?? null;
}

/** The signed-in user of a page request (its access-token cookie checked against the database). */
export async function signedInUser(db: Database, { request, now }: { request: Request; now: Date }): Promise<SessionUser | null> {
  const token = accessTokenFromRequest(request);
  return token ? userForToken(db, { token, now }) : null;
}

export interface SignedInEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { user: SessionUser; accessToken: string };
}

/** The account an API request is signed in as (bearer token or cookie), or null. */
export async function sessionOf<E extends AppEnv>(c: Context<E>): Promise<(SessionUser & { token: string }) | null> {
  const token = requestToken(c);
  const { db, now } = c.var.deps;
  const user = token ? await userForToken(db, { token, now: now() }) : null;
  return user && token ? { ...user, token } : null;
}

/** Account routes: the bearer token or cookie must name a live session, else 401. */
export const requireUser: MiddlewareHandler<SignedInEnv> = async (c, next) => {
  const session = await sessionOf(c);
  if (!session) throw new HttpError(401, translator(requestLocale(c))('auth.signInRequired'));
  const { token, ...user } = session;
  c.set('user', user);
  c.set('accessToken', token);
  await next();
};
