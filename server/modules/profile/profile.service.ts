import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accessTokens, users } from '../../db/schema/users.ts';
import type { ProfileView } from '../../../common/account.ts';
import { issueLinkToken } from '../auth/auth.links.ts';
import { hashPassword, verifyPassword } from '../auth/auth.passwords.ts';
import { hashToken } from '../auth/auth.tokens.ts';
import type { SessionUser } from '../auth/auth.session.ts';

export function toProfileView(user: Pick<SessionUser, 'name' | 'email' | 'pendingEmail'>): ProfileView {
  return { name: user.name, email: user.email, pending_email: user.pendingEmail };
}

export type ProfileUpdate =
  | { ok: true; profile: ProfileView; changeToken: string | null }
  | { ok: false; reason: 'emailTaken' };

/**
 * Renames at once; a new address takes effect only through the link mailed to it, so a typo or
 * someone at an unlocked screen cannot move the account to an address they do not own.
 */
export async function updateProfile(
  db: Database,
  { user, name, email, now }: { user: SessionUser; name: string; email: string; now: Date },
): Promise<ProfileUpdate> {
  const newEmail = email.toLowerCase();
  const changing = newEmail !== user.email.toLowerCase();
  if (changing) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, newEmail), ne(users.id, user.id)));
    if (taken) return { ok: false, reason: 'emailTaken' };
  }
  await db.update(users).set({ name, updatedAt: now }).where(eq(users.id, user.id));
  const changeToken = changing ? await issueLinkToken(db, { userId: user.id, purpose: 'change_email', now, newEmail }) : null;
  return {
    ok: true,
    changeToken,
    profile: { name, email: user.email, pending_email: changing ? newEmail : user.pendingEmail },
  };
}

/**
 * Changes the password when the old one is right. Other sessions end (a stolen session does not
 * outlive the change); the one making the change stays signed in.
 */
export async function changePassword(
  db: Database,
  { userId, currentToken, oldPassword, newPassword, now }: { userId: number; currentToken: string; oldPassword: string; newPassword: string; now: Date },
): Promise<{ ok: boolean }> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(oldPassword, user.passwordHash))) return { ok: false };
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    await tx.delete(accessTokens).where(and(eq(accessTokens.userId, userId), ne(accessTokens.tokenHash, hashToken(currentToken))));
  });
  return { ok: true };
}
