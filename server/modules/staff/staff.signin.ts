import '../../../app/locales/admin/index.ts';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { translator } from '../../../common/i18n.ts';
import type { Locale } from '../../../common/locales.ts';
import { staff } from '../../db/schema/staff.ts';
import type { AppDeps } from '../../http/app-env.ts';
import { HttpError } from '../../http/errors.ts';
import { unusableHash, verifyPassword } from '../auth/auth.passwords.ts';
import { recordAudit } from '../audit/audit.record.ts';
import { enforceStaffLimit } from './staff.limits.ts';
import { looksLikeRecoveryCode, useRecoveryCode } from './staff.recovery.ts';
import { createStaffSessionToken } from './staff.sessions.ts';
import { issueStaffToken, staffOfToken, staffTokenLifetimeMinutes, useStaffToken } from './staff.tokens.ts';
import { verifyTotp } from './staff.totp.ts';
import type { StaffActor } from './staff.types.ts';

type Deps = Pick<AppDeps, 'db' | 'now' | 'config'>;

/** Where a request came from, for limits, sessions and the audit log. */
export interface RequestOrigin {
  ip: string;
  userAgent: string | null;
}

/** After the password: a code is asked for, or (no second factor yet) enrolment comes first. */
export type PasswordStep = { next: 'code' | 'enrol'; stepToken: string; stepMinutes: number };

/**
 * The password step. Every failure (unknown address, wrong password, no password yet, disabled)
 * is the same answer after the same hashing, so the form does not tell who is on the staff. A
 * right password alone never opens a session: it gives a short-lived step token for the code.
 */
export async function checkStaffPassword(deps: Deps, { email, password, locale, origin }: { email: string; password: string; locale: Locale; origin: RequestOrigin }): Promise<PasswordStep> {
  await enforceStaffLimit(deps, { action: 'password', account: email, ip: origin.ip, locale });
  const [member] = await deps.db
    .select({ id: staff.id, passwordHash: staff.passwordHash, disabledAt: staff.disabledAt, enrolledAt: staff.totpEnrolledAt })
    .from(staff)
    .where(eq(sql`lower(${staff.email})`, email.trim().toLowerCase()));
  const matches = await verifyPassword(password, member?.passwordHash ?? unusableHash);
  if (!member || !matches || member.disabledAt || !member.passwordHash) throw new HttpError(422, translator(locale)('admin.signIn.wrongPassword'), { code: 'wrong_credentials' });
  const next = member.enrolledAt ? 'code' : 'enrol';
  const purpose = next === 'code' ? 'second_factor' : 'enrol';
  const stepToken = await issueStaffToken(deps.db, { staffId: member.id, purpose, now: deps.now() });
  return { next, stepToken, stepMinutes: staffTokenLifetimeMinutes[purpose] };
}

export interface SignedIn {
  sessionToken: string;
  actor: StaffActor;
}

/**
 * The second step: a TOTP code of the member's authenticator, or one of their recovery codes.
 * A TOTP code is accepted once (its time step is remembered in the same conditional update), a
 * recovery code once. Success uses the step token and opens a session, all in one transaction.
 */
export async function completeStaffSignIn(deps: Deps, { stepToken, code, locale, origin }: { stepToken: string; code: string; locale: Locale; origin: RequestOrigin }): Promise<SignedIn> {
  const t = translator(locale);
  const now = deps.now();
  const holder = await staffOfToken(deps.db, { token: stepToken, purpose: 'second_factor', now });
  if (!holder || !holder.totpSecret || !holder.totpEnrolledAt) throw new HttpError(410, t('admin.signIn.stepExpired'), { code: 'step_expired' });
  await enforceStaffLimit(deps, { action: 'code', account: `staff:${holder.staffId}`, ip: origin.ip, locale });
  const trimmed = code.replace(/\s/g, '');
  const step = /^\d{6}$/.test(trimmed) ? await verifyTotp({ secret: holder.totpSecret, code: trimmed, now, lastStep: holder.totpLastStep }) : null;
  const signedIn = await deps.db.transaction(async (tx) => {
    if (step !== null) {
      // Two requests with the same code: only the first moves the step on.
      const moved = await tx
        .update(staff)
        .set({ totpLastStep: step })
        .where(and(eq(staff.id, holder.staffId), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
        .returning({ id: staff.id });
      if (moved.length === 0) return null;
    } else if (!looksLikeRecoveryCode(trimmed) || !(await useRecoveryCode(tx, { staffId: holder.staffId, code: trimmed, now }))) {
      return null;
    } else {
      const actor = actorOf(holder);
      await recordAudit(tx, { actor, action: 'staff.recovery-code-used', entity: { type: 'staff', id: holder.staffId }, before: null, after: null, ip: origin.ip, at: now });
    }
    if (!(await useStaffToken(tx, { tokenId: holder.tokenId, now }))) return null;
    const sessionToken = await createStaffSessionToken(tx, { staffId: holder.staffId, now, ip: origin.ip, userAgent: origin.userAgent });
    return { sessionToken, actor: actorOf(holder) };
  });
  if (!signedIn) throw new HttpError(422, t('admin.signIn.wrongCode'), { code: 'wrong_code', params: { code: [t('admin.signIn.wrongCode')] } });
  return signedIn;
}

export function actorOf(holder: { staffId: number; email: string; name: string; role: StaffActor['role']; locale: Locale }): StaffActor {
  return { id: holder.staffId, email: holder.email, name: holder.name, role: holder.role, locale: holder.locale };
}
