import { and, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { singleRow } from '../../db/rows.ts';
import { accessTokens, emailTokens, users } from '../../db/schema/users.ts';
import type { LinkProblem } from '../../../common/account.ts';
import { translator } from '../../../common/i18n.ts';
import type { Locale } from '../../../common/locales.ts';
import { fieldError, type HttpError } from '../../http/errors.ts';
import { hashToken, newToken } from './auth.tokens.ts';

type Purpose = (typeof emailTokens.$inferSelect)['purpose'];

/**
 * How long each kind of e-mail link works. The old address's cancel link outlives the change
 * link by days: its owner may read the notice late, after the change has gone through.
 */
export const linkLifetimeHours: Record<Purpose, number> = { confirm_email: 48, reset_password: 1, change_email: 24, email_change_cancel: 7 * 24 };

/**
 * A new single-use link token for a user; earlier unused links of the same purpose stop working,
 * so only the newest mail counts. Cancel links are the exception: each one sent to an address the
 * account had keeps working, so moving the account on again cannot take the old owner's way back.
 * Returns the raw token (for the link); only its hash is kept.
 */
export async function issueLinkToken(
  db: Database,
  { userId, purpose, now, newEmail }: { userId: number; purpose: Purpose; now: Date; newEmail?: string },
): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    // Links of this purpose older than their lifetime are kept no longer than that again, so an
    // expired link still says "expired" for a while before it becomes unknown.
    await tx
      .delete(emailTokens)
      .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), lte(emailTokens.expiresAt, new Date(now.getTime() - linkLifetimeHours[purpose] * 3_600_000))));
    if (purpose !== 'email_change_cancel') {
      await tx
        .update(emailTokens)
        .set({ usedAt: now })
        .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
    }
    await tx.insert(emailTokens).values({
      userId,
      purpose,
      tokenHash: hashToken(token),
      newEmail,
      expiresAt: new Date(now.getTime() + linkLifetimeHours[purpose] * 3_600_000),
    });
  });
  return token;
}

type LinkRow = { id: number; userId: number; newEmail: string | null };

/**
 * Every unused link of an account stops working, whatever it was for: after a password reset or
 * change, a link asked for by whoever held the account before (a new address, an older reset)
 * must not undo it. The old address's cancel links stay: they can only give the account back.
 */
export async function voidPendingLinks(tx: Database, { userId, now }: { userId: number; now: Date }): Promise<void> {
  await tx
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), isNull(emailTokens.usedAt), ne(emailTokens.purpose, 'email_change_cancel')));
}

/** A link as issued, whatever its state now. */
async function findLink(db: Database, { token, purpose }: { token: string; purpose: Purpose }) {
  const [row] = await db
    .select({ userId: emailTokens.userId, newEmail: emailTokens.newEmail, expiresAt: emailTokens.expiresAt, usedAt: emailTokens.usedAt })
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, purpose)));
  return row;
}

/** Why a token cannot be used: out of date, or never issued / already used / superseded. */
async function linkProblem(db: Database, { token, purpose, now }: { token: string; purpose: Purpose; now: Date }): Promise<LinkProblem> {
  const row = await findLink(db, { token, purpose });
  return row && !row.usedAt && row.expiresAt <= now ? 'expired' : 'invalid';
}

/**
 * Uses a link token once: the update claims it atomically, so two clicks at the same moment
 * cannot both succeed. `work` runs in the same transaction.
 */
async function consumeLinkToken<T>(
  db: Database,
  { token, purpose, now }: { token: string; purpose: Purpose; now: Date },
  work: (tx: Database, link: LinkRow) => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; problem: LinkProblem }> {
  const result = await db.transaction(async (tx) => {
    const [link] = await tx
      .update(emailTokens)
      .set({ usedAt: now })
      .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
      .returning({ id: emailTokens.id, userId: emailTokens.userId, newEmail: emailTokens.newEmail });
    if (!link) return null;
    return { value: await work(tx, link) };
  });
  if (result) return { ok: true, value: result.value };
  return { ok: false, problem: await linkProblem(db, { token, purpose, now }) };
}

export type LinkResult = { ok: true; email: string; userId: number } | { ok: false; problem: LinkProblem };

/**
 * A confirmation link opened again (a language switch, a mail scanner that visited first, a
 * second click) still answers "confirmed" once its account is: that is the truth, and it tells
 * nothing to someone who does not hold the link.
 */
async function alreadyDone(
  db: Database,
  { token, purpose, done }: { token: string; purpose: Purpose; done: (user: { email: string; confirmed: boolean }, link: { newEmail: string | null }) => boolean },
): Promise<LinkResult | null> {
  const link = await findLink(db, { token, purpose });
  if (!link) return null;
  const [user] = await db.select({ email: users.email, confirmedAt: users.emailConfirmedAt }).from(users).where(eq(users.id, link.userId));
  return user && done({ email: user.email, confirmed: user.confirmedAt !== null }, link) ? { ok: true, email: user.email, userId: link.userId } : null;
}

/** The registration link: the account's address is confirmed and it may sign in. */
export async function confirmEmail(db: Database, { token, now }: { token: string; now: Date }): Promise<LinkResult> {
  const result = await consumeLinkToken(db, { token, purpose: 'confirm_email', now }, async (tx, link) => {
    // The link's row, locked by the update that used it, goes with its account: the account is there.
    const user = singleRow(
      await tx
        .update(users)
        .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
        .where(eq(users.id, link.userId))
        .returning({ email: users.email }),
    );
    return { email: user.email, userId: link.userId };
  });
  if (result.ok) return { ok: true, ...result.value };
  return (await alreadyDone(db, { token, purpose: 'confirm_email', done: (user) => user.confirmed })) ?? result;
}

/**
 * The link sent to a new address from the profile: the account moves to it. If someone else has
 * registered that address meanwhile, the link no longer applies.
 */
export async function confirmEmailChange(db: Database, { token, now }: { token: string; now: Date }): Promise<LinkResult> {
  const result = await consumeLinkToken(db, { token, purpose: 'change_email', now }, async (tx, link) => {
    const email = link.newEmail?.toLowerCase();
    if (!email) return null;
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, email), ne(users.id, link.userId)));
    if (taken) return null;
    await tx.update(users).set({ email, emailConfirmedAt: now, updatedAt: now }).where(eq(users.id, link.userId));
    return { email, userId: link.userId };
  });
  if (!result.ok) {
    return (await alreadyDone(db, { token, purpose: 'change_email', done: (user, link) => link.newEmail?.toLowerCase() === user.email.toLowerCase() })) ?? result;
  }
  return result.value ? { ok: true, ...result.value } : { ok: false, problem: 'invalid' };
}

/** Whether a password-reset link still works, without using it (the page shows the form first). */
export async function resetLinkState(db: Database, { token, now }: { token: string; now: Date }): Promise<'valid' | LinkProblem> {
  const [row] = await db
    .select({ id: emailTokens.id })
    .from(emailTokens)
    .where(
      and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, 'reset_password'), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)),
    );
  return row ? 'valid' : linkProblem(db, { token, purpose: 'reset_password', now });
}

/**
 * Sets a new password through a reset link. Every session of the account ends (whoever knew the
 * old password is out), every other pending link dies (an address change started from a stolen
 * session included), and the address counts as confirmed: the link reached its mailbox.
 */
export async function resetPassword(
  db: Database,
  { token, passwordHash, now }: { token: string; passwordHash: string; now: Date },
): Promise<{ ok: true } | { ok: false; problem: LinkProblem }> {
  const result = await consumeLinkToken(db, { token, purpose: 'reset_password', now }, async (tx, link) => {
    await tx
      .update(users)
      .set({ passwordHash, emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
      .where(eq(users.id, link.userId));
    await tx.delete(accessTokens).where(eq(accessTokens.userId, link.userId));
    await voidPendingLinks(tx, { userId: link.userId, now });
  });
  return result.ok ? { ok: true } : result;
}

/**
 * The link mailed to the old address when a change was asked for: the owner says it was not them.
 * Pending change links die; if the change went through already, the account moves back to the
 * old address (unless another account has taken it since). Cancel links sent later, to addresses
 * the account moved to afterwards, die too, so the older address always has the last word. Every
 * session ends: whoever asked knew the password, which the owner is told to change.
 */
export async function cancelEmailChange(db: Database, { token, now }: { token: string; now: Date }): Promise<LinkResult> {
  const result = await consumeLinkToken(db, { token, purpose: 'email_change_cancel', now }, async (tx, link) => {
    await tx
      .update(emailTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailTokens.userId, link.userId),
          isNull(emailTokens.usedAt),
          or(eq(emailTokens.purpose, 'change_email'), and(eq(emailTokens.purpose, 'email_change_cancel'), gt(emailTokens.id, link.id))),
        ),
      );
    const keep = link.newEmail?.toLowerCase();
    const [taken] = keep
      ? await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(sql`lower(${users.email})`, keep), ne(users.id, link.userId)))
      : [];
    if (keep && !taken) {
      await tx
        .update(users)
        .set({ email: keep, updatedAt: now })
        .where(and(eq(users.id, link.userId), ne(sql`lower(${users.email})`, keep)));
    }
    await tx.delete(accessTokens).where(eq(accessTokens.userId, link.userId));
    const user = singleRow(await tx.select({ email: users.email }).from(users).where(eq(users.id, link.userId)));
    return { email: user.email, userId: link.userId };
  });
  if (result.ok) return { ok: true, ...result.value };
  // Opened again (or first by a mail scanner): it was used, and the account is at the old address.
  const link = await findLink(db, { token, purpose: 'email_change_cancel' });
  if (!link?.usedAt) return result;
  return (await alreadyDone(db, { token, purpose: 'email_change_cancel', done: (user, issued) => issued.newEmail?.toLowerCase() === user.email.toLowerCase() })) ?? result;
}

/** How the API answers a link that does not work: a field error on `token`. */
export function linkError(locale: Locale, problem: LinkProblem): HttpError {
  return fieldError('token', translator(locale)(problem === 'expired' ? 'auth.tokenExpired' : 'auth.tokenInvalid'));
}
