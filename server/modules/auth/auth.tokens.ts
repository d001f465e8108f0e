import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accessTokens } from '../../db/schema/users.ts';

/** Tokens are stored as their SHA-256 hash only, so a leaked table holds no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The user a live access token belongs to, or null. */
export async function userIdForToken(db: Database, { token, now }: { token: string; now: Date }): Promise<number | null> {
  const [row] = await db
    .select({ userId: accessTokens.userId })
    .from(accessTokens)
    .where(and(eq(accessTokens.tokenHash, hashToken(token)), gt(accessTokens.expiresAt, now)));
  return row?.userId ?? null;
}
