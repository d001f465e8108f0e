import '../../../app/locales/admin/index.ts';
import { eq } from 'drizzle-orm';
import { translator } from '../../../common/i18n.ts';
import type { Locale } from '../../../common/locales.ts';
import { staff } from '../../db/schema/staff.ts';
import type { AppDeps } from '../../http/app-env.ts';
import { HttpError } from '../../http/errors.ts';
import { hashPassword } from '../auth/auth.passwords.ts';
import { recordAudit } from '../audit/audit.record.ts';
import { enforceStaffLimit } from './staff.limits.ts';
import { replaceRecoveryCodes } from './staff.recovery.ts';
import { createStaffSessionToken, revokeAllStaffSessions } from './staff.sessions.ts';
import { actorOf, type RequestOrigin, type SignedIn } from './staff.signin.ts';
import { issueStaffToken, staffOfToken, staffTokenLifetimeMinutes, useStaffToken } from './staff.tokens.ts';
import { newTotpSecret, totpUri, verifyTotp } from './staff.totp.ts';

type Deps = Pick<AppDeps, 'db' | 'now' | 'config'>;

/** Who a set-password link is for (the page greets them), or null when it is used, expired or unknown. */
export async function setPasswordLinkHolder(deps: Deps, { token }: { token: string }) {
  const holder = await staffOfToken(deps.db, { token, purpose: 'set_password', now: deps.now() });
  return holder ? { name: holder.name, email: holder.email, locale: holder.locale } : null;
}

/**
 * The invitation (or admin:create) link: sets the password, ends any session, and leads on to
 * the second factor — enrolment when there is none yet, else the sign-in's code step.
 */
export async function setStaffPassword(deps: Deps, { token, password, locale, origin }: { token: string; password: string; locale: Locale; origin: RequestOrigin }): Promise<{ next: 'enrol' | 'sign-in'; stepToken: string | null; stepMinutes: number; locale: Locale }> {
  await enforceStaffLimit(deps, { action: 'link', ip: origin.ip, locale });
  const now = deps.now();
  const holder = await staffOfToken(deps.db, { token, purpose: 'set_password', now });
  if (!holder) throw new HttpError(410, translator(locale)('admin.setPassword.linkExpired'), { code: 'link_expired' });
  const passwordHash = await hashPassword(password);
  return deps.db.transaction(async (tx) => {
    if (!(await useStaffToken(tx, { tokenId: holder.tokenId, now }))) throw new HttpError(410, translator(locale)('admin.setPassword.linkExpired'), { code: 'link_expired' });
    await tx.update(staff).set({ passwordHash }).where(eq(staff.id, holder.staffId));
    await revokeAllStaffSessions(tx, { staffId: holder.staffId, now });
    await recordAudit(tx, { actor: actorOf(holder), action: 'staff.password-set', entity: { type: 'staff', id: holder.staffId }, before: { hasPassword: holder.hasPassword }, after: { hasPassword: true }, ip: origin.ip, at: now });
    if (holder.totpEnrolledAt) return { next: 'sign-in' as const, stepToken: null, stepMinutes: 0, locale: holder.locale };
    const stepToken = await issueStaffToken(tx, { staffId: holder.staffId, purpose: 'enrol', now });
    return { next: 'enrol' as const, stepToken, stepMinutes: staffTokenLifetimeMinutes.enrol, locale: holder.locale };
  });
}

export interface EnrolmentView {
  email: string;
  /** The secret as text, for typing into an app by hand. */
  secret: string;
  /** The same as a QR code (SVG markup made on the server; it holds no script). */
  qrSvg: string;
}

/** The secret to enrol, made once per enrolment and kept until it is confirmed. */
export async function enrolmentView(deps: Deps, { stepToken }: { stepToken: string }): Promise<EnrolmentView | null> {
  const holder = await staffOfToken(deps.db, { token: stepToken, purpose: 'enrol', now: deps.now() });
  if (!holder || holder.totpEnrolledAt) return null;
  let secret = holder.totpSecret;
  if (!secret) {
    secret = newTotpSecret();
    await deps.db.update(staff).set({ totpSecret: secret }).where(eq(staff.id, holder.staffId));
  }
  const uri = totpUri({ secret, email: holder.email, issuer: 'Tabir' });
  // Loaded when a staff member enrols, not at start.
  const { default: QRCode } = await import('qrcode');
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { email: holder.email, secret, qrSvg };
}

/**
 * Confirms the authenticator with a code: the second factor is on, ten recovery codes are made
 * (answered once), and the member is signed in — one transaction.
 */
export async function confirmEnrolment(deps: Deps, { stepToken, code, locale, origin }: { stepToken: string; code: string; locale: Locale; origin: RequestOrigin }): Promise<SignedIn & { recoveryCodes: string[] }> {
  const t = translator(locale);
  const now = deps.now();
  const holder = await staffOfToken(deps.db, { token: stepToken, purpose: 'enrol', now });
  if (!holder || holder.totpEnrolledAt || !holder.totpSecret) throw new HttpError(410, t('admin.signIn.stepExpired'), { code: 'step_expired' });
  await enforceStaffLimit(deps, { action: 'code', account: `staff:${holder.staffId}`, ip: origin.ip, locale });
  const step = await verifyTotp({ secret: holder.totpSecret, code: code.replace(/\s/g, ''), now, lastStep: holder.totpLastStep });
  if (step === null) throw new HttpError(422, t('admin.signIn.wrongCode'), { code: 'wrong_code', params: { code: [t('admin.signIn.wrongCode')] } });
  return deps.db.transaction(async (tx) => {
    if (!(await useStaffToken(tx, { tokenId: holder.tokenId, now }))) throw new HttpError(410, t('admin.signIn.stepExpired'), { code: 'step_expired' });
    await tx.update(staff).set({ totpEnrolledAt: now, totpLastStep: step }).where(eq(staff.id, holder.staffId));
    const recoveryCodes = await replaceRecoveryCodes(tx, { staffId: holder.staffId, now });
    const actor = actorOf(holder);
    await recordAudit(tx, { actor, action: 'staff.enrol', entity: { type: 'staff', id: holder.staffId }, before: { enrolled: false }, after: { enrolled: true }, ip: origin.ip, at: now });
    const sessionToken = await createStaffSessionToken(tx, { staffId: holder.staffId, now, ip: origin.ip, userAgent: origin.userAgent });
    return { sessionToken, actor, recoveryCodes };
  });
}
