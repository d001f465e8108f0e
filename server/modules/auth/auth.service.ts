import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import type { Locale } from '../../../common/locales.ts';
import { hashPassword, unusableHash, verifyPassword } from './auth.passwords.ts';
import { createAccessToken } from './auth.tokens.ts';
import { issueLinkToken } from './auth.links.ts';

export type RegisterResult = { ok: true; userId: number; confirmationToken: string } | { ok: false; reason: 'emailTaken' };

/**
 * Creates an account waiting for e-mail confirmation together with its confirmation link token,
 * in one transaction; `mail` writes the link's mail in it. Addresses are unique whatever their letter case.
 */
export async function registerUser(
  db: Database,
  {
    name,
    email,
    password,
    locale,
    now,
    mail,
  }: { name: string; email: string; password: string; locale: Locale; now: Date; mail?: (tx: Database, confirmationToken: string) => Promise<void> },
): Promise<RegisterResult> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ name, email: email.toLowerCase(), passwordHash, locale })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) return { ok: false, reason: 'emailTaken' } as const;
    const confirmationToken = await issueLinkToken(tx, { userId: user.id, purpose: 'confirm_email', now });
    await mail?.(tx, confirmationToken);
    return { ok: true, userId: user.id, confirmationToken } as const;
  });
}

export interface MailRecipient {
  name: string;
  email: string;
}

async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, confirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return user;
}

/** A reset link for a registered address; null for an unknown one (the caller answers the same). */
export async function requestPasswordReset(db: Database, { email, now }: { email: string; now: Date }): Promise<{ user: MailRecipient; token: string } | null> {
  const user = await findUserByEmail(db, email);
  if (!user) return null;
  const token = await issueLinkToken(db, { userId: user.id, purpose: 'reset_password', now });
  return { user, token };
}

/** A fresh confirmation link for an account still waiting for one; null otherwise. */
export async function resendConfirmation(db: Database, { email, now }: { email: string; now: Date }): Promise<{ user: MailRecipient; token: string } | null> {
  const user = await findUserByEmail(db, email);
  if (!user || user.confirmedAt) return null;
  const token = await issueLinkToken(db, { userId: user.id, purpose: 'confirm_email', now });
  return { user, token };
}

export type LoginResult =
  | { ok: true; accessToken: string; user: { name: string; email: string } }
  | { ok: false; reason: 'wrongPair' | 'notVerified' | 'blocked' };

/** Checks the pair; an account blocked by the shop, or not yet confirmed by e-mail, cannot sign in. */
export async function logIn(db: Database, { email, password, now }: { email: string; password: string; now: Date }): Promise<LoginResult> {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, passwordHash: users.passwordHash, confirmedAt: users.emailConfirmedAt, blockedAt: users.blockedAt })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  // An unknown address costs the same hashing as a known one.
  const matches = await verifyPassword(password, user?.passwordHash ?? unusableHash);
  if (!user || !matches) return { ok: false, reason: 'wrongPair' };
  if (user.blockedAt) return { ok: false, reason: 'blocked' };
  if (!user.confirmedAt) return { ok: false, reason: 'notVerified' };
  const accessToken = await createAccessToken(db, { userId: user.id, now });
  return { ok: true, accessToken, user: { name: user.name, email: user.email } };
}
