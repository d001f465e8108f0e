import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accessTokens, users } from '../../db/schema/users.ts';

/** Tokens are stored as their SHA-256 hash only, so a leaked table holds no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The user a live access token belongs to, or null. Blocking deletes an account's tokens; the
 * check here also refuses one a sign-in wrote while the block was being committed.
 */
export async function userIdForToken(db: Database, { token, now }: { token: string; now: Date }): Promise<number | null> {
  const [row] = await db
    .select({ userId: accessTokens.userId })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(and(eq(accessTokens.tokenHash, hashToken(token)), gt(accessTokens.expiresAt, now), isNull(users.blockedAt)));
  return row?.userId ?? null;
}

/** A new random token (256 bits, URL-safe); only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The spec: the access token lives as long as its cookie, 3600 s (renewed while in use). */
export const accessTokenLifetimeSeconds = 3600;

/** However active, a session ends this long after its sign-in. */
export const sessionAbsoluteLifetimeSeconds = 30 * 24 * 3600;

/**
 * A session is renewed once a quarter of its hour has passed, not on every request: a shopper
 * active within the hour stays signed in, at most one write per quarter of an hour.
 */
export const sessionRenewalAfterSeconds = accessTokenLifetimeSeconds / 4;

export async function createAccessToken(db: Database, { userId, now }: { userId: number; now: Date }): Promise<string> {
  const token = newToken();
  // The account's dead sessions go as a new one starts, so the table holds live ones only.
  await db.delete(accessTokens).where(and(eq(accessTokens.userId, userId), lte(accessTokens.expiresAt, now)));
  await db.insert(accessTokens).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + accessTokenLifetimeSeconds * 1000),
    // The sign-in time, from the same clock as the expiry: the absolute limit counts from it.
    createdAt: now,
  });
  return token;
}

/** Sign-out: the token stops working at once. */
export async function revokeAccessToken(db: Database, { token }: { token: string }): Promise<void> {
  await db.delete(accessTokens).where(eq(accessTokens.tokenHash, hashToken(token)));
}
