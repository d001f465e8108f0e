import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accessTokens, users } from '../../db/schema/users.ts';
import type { ProfileView } from '../../../common/account.ts';
import { issueLinkToken, voidPendingLinks } from '../auth/auth.links.ts';
import { hashPassword, verifyPassword } from '../auth/auth.passwords.ts';
import { hashToken } from '../auth/auth.tokens.ts';
import type { SessionUser } from '../auth/auth.session.ts';

export function toProfileView(user: Pick<SessionUser, 'name' | 'email' | 'pendingEmail'>): ProfileView {
  return { name: user.name, email: user.email, pending_email: user.pendingEmail };
}

/** The links an address change sends: to the new address, unless another account has it, and to the old one. */
export interface EmailChangeLinks {
  changeToken: string | null;
  cancelToken: string;
}

export type ProfileUpdate =
  | { ok: true; profile: ProfileView; change: EmailChangeLinks | null }
  | { ok: false; reason: 'passwordMissing' | 'passwordWrong' };

/** Whether the profile form moves the account to another address (letter case aside). */
export function changesEmail(user: Pick<SessionUser, 'email'>, email: string): boolean {
  return email.toLowerCase() !== user.email.toLowerCase();
}

/**
 * Renames at once; a new address takes effect only through the link mailed to it, and only with
 * the current password, so a stolen session alone cannot move the account. The old address gets
 * a link that cancels the change. An address another account has is answered the same way (its
 * link is never sent), so the form tells nobody which addresses are registered.
 */
export async function updateProfile(
  db: Database,
  { user, name, email, currentPassword, now }: { user: SessionUser; name: string; email: string; currentPassword: string | undefined; now: Date },
): Promise<ProfileUpdate> {
  const newEmail = email.toLowerCase();
  const changing = changesEmail(user, email);
  if (changing) {
    if (!currentPassword) return { ok: false, reason: 'passwordMissing' };
    const [account] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    if (!account || !(await verifyPassword(currentPassword, account.passwordHash))) return { ok: false, reason: 'passwordWrong' };
  }
  const change = await db.transaction(async (tx) => {
    await tx.update(users).set({ name, updatedAt: now }).where(eq(users.id, user.id));
    if (!changing) return null;
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, newEmail), ne(users.id, user.id)));
    // The change link is issued either way (the profile shows it pending); it can never move the
    // account to an address that is taken.
    const changeToken = await issueLinkToken(tx, { userId: user.id, purpose: 'change_email', now, newEmail });
    const cancelToken = await issueLinkToken(tx, { userId: user.id, purpose: 'email_change_cancel', now, newEmail: user.email.toLowerCase() });
    return { changeToken: taken ? null : changeToken, cancelToken };
  });
  return {
    ok: true,
    change,
    profile: { name, email: user.email, pending_email: changing ? newEmail : user.pendingEmail },
  };
}

/**
 * Changes the password when the old one is right. Other sessions end (a stolen session does not
 * outlive the change); the one making the change stays signed in. Every pending link dies: a
 * reset link asked for before, or an address change started by whoever knew the old password.
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
    await voidPendingLinks(tx, { userId, now });
  });
  return { ok: true };
}
