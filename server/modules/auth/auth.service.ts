import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { emailTokens, users } from '../../db/schema/users.ts';
import type { Locale } from '../../../common/locales.ts';
import { hashPassword, unusableHash, verifyPassword } from './auth.passwords.ts';
import { createAccessToken, hashToken, newToken } from './auth.tokens.ts';

/** How long an e-mail confirmation link stays valid. */
export const confirmationLifetimeHours = 48;

export type RegisterResult = { ok: true; userId: number; confirmationToken: string } | { ok: false; reason: 'emailTaken' };

/**
 * Creates an account waiting for e-mail confirmation and its single-use confirmation token (the
 * raw token goes into the e-mail link; only its hash is kept). Addresses are unique whatever
 * their letter case.
 */
export async function registerUser(
  db: Database,
  { name, email, password, locale, now }: { name: string; email: string; password: string; locale: Locale; now: Date },
): Promise<RegisterResult> {
  const passwordHash = await hashPassword(password);
  const confirmationToken = newToken();
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ name, email: email.toLowerCase(), passwordHash, locale })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) return { ok: false, reason: 'emailTaken' } as const;
    await tx.insert(emailTokens).values({
      userId: user.id,
      purpose: 'confirm_email',
      tokenHash: hashToken(confirmationToken),
      expiresAt: new Date(now.getTime() + confirmationLifetimeHours * 3_600_000),
    });
    return { ok: true, userId: user.id, confirmationToken } as const;
  });
}

export type LoginResult =
  | { ok: true; accessToken: string; user: { name: string; email: string } }
  | { ok: false; reason: 'wrongPair' | 'notVerified' };

/** Checks the pair; an account not yet confirmed by e-mail cannot sign in. */
export async function logIn(db: Database, { email, password, now }: { email: string; password: string; now: Date }): Promise<LoginResult> {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, passwordHash: users.passwordHash, confirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  // An unknown address costs the same hashing as a known one.
  const matches = await verifyPassword(password, user?.passwordHash ?? unusableHash);
  if (!user || !matches) return { ok: false, reason: 'wrongPair' };
  if (!user.confirmedAt) return { ok: false, reason: 'notVerified' };
  const accessToken = await createAccessToken(db, { userId: user.id, now });
  return { ok: true, accessToken, user: { name: user.name, email: user.email } };
}
