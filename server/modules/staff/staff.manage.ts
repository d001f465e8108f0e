import '../../../app/locales/admin/index.ts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { translator } from '../../../common/i18n.ts';
import type { Locale } from '../../../common/locales.ts';
import type { StaffRole } from '../../../common/staff-roles.ts';
import type { Database } from '../../db/client.ts';
import { singleRow } from '../../db/rows.ts';
import { staff, staffRecoveryCodes } from '../../db/schema/staff.ts';
import type { AppDeps } from '../../http/app-env.ts';
import { HttpError, fieldError } from '../../http/errors.ts';
import { recordAudit, type AuditActor } from '../audit/audit.record.ts';
import { enqueueInviteMail, setPasswordLink } from './staff.mails.ts';
import { revokeAllStaffSessions } from './staff.sessions.ts';
import { issueStaffToken, staffTokenLifetimeMinutes } from './staff.tokens.ts';
import type { StaffActor } from './staff.types.ts';

type Deps = Pick<AppDeps, 'db' | 'now' | 'config'>;

interface MemberRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  locale: Locale;
  disabledAt: Date | null;
  enrolled: boolean;
}

/** A member, locked for the change in hand (a concurrent change of the same member waits). */
async function lockedMember(tx: Database, id: number, locale: Locale): Promise<MemberRow> {
  const [row] = await tx
    .select({ id: staff.id, email: staff.email, name: staff.name, role: staff.role, locale: staff.locale, disabledAt: staff.disabledAt, enrolledAt: staff.totpEnrolledAt })
    .from(staff)
    .where(eq(staff.id, id))
    .for('update');
  if (!row) throw new HttpError(404, translator(locale)('admin.staff.notFound'));
  const { enrolledAt, ...rest } = row;
  return { ...rest, enrolled: enrolledAt !== null };
}

/**
 * The shop must keep an owner who can get in: demoting or disabling the last active owner is
 * refused. The active owners are locked first, so two owners demoting each other at once cannot
 * both succeed.
 */
async function keepAnOwner(tx: Database, member: MemberRow, locale: Locale): Promise<void> {
  if (member.role !== 'owner' || member.disabledAt) return;
  const owners = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, 'owner'), isNull(staff.disabledAt)))
    .for('update');
  if (owners.length <= 1) throw new HttpError(422, translator(locale)('admin.staff.lastOwner'), { code: 'last_owner' });
}

const stateOf = (member: MemberRow) => ({ role: member.role, disabled: member.disabledAt !== null });

interface ChangeContext {
  actor: StaffActor;
  ip: string | null;
}

/**
 * Invites a member: the account (no password yet), a set-password link, the invitation in the
 * invitee's language and the audit entry commit together.
 */
export async function inviteStaff(
  deps: Deps,
  { actor, ip, email, name, role, locale, origin }: ChangeContext & { email: string; name: string; role: StaffRole; locale: Locale; origin: string },
): Promise<{ id: number }> {
  const now = deps.now();
  const t = translator(actor.locale);
  return deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(staff)
      .values({ email, name, role, locale, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: staff.id });
    if (!inserted) throw fieldError('email', t('admin.staff.emailTaken'));
    const { id } = inserted;
    const token = await issueStaffToken(tx, { staffId: id, purpose: 'set_password', now });
    await enqueueInviteMail(tx, deps.config, { to: email, name, role, locale, inviter: actor.name, link: setPasswordLink(origin, token), hours: staffTokenLifetimeMinutes.set_password / 60 });
    await recordAudit(tx, { actor, action: 'staff.invite', entity: { type: 'staff', id }, before: null, after: { email, name, role, locale }, ip, at: now });
    return { id };
  });
}

export async function changeStaffRole(deps: Deps, { actor, ip, staffId, role }: ChangeContext & { staffId: number; role: StaffRole }): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const member = await lockedMember(tx, staffId, actor.locale);
    if (member.role === role) return;
    if (role !== 'owner') await keepAnOwner(tx, member, actor.locale);
    await tx.update(staff).set({ role }).where(eq(staff.id, staffId));
    await recordAudit(tx, { actor, action: 'staff.role', entity: { type: 'staff', id: staffId }, before: { role: member.role }, after: { role }, ip, at: now });
  });
}

/** Disabling ends every session at once; enabling lets the member sign in again. */
export async function setStaffDisabled(deps: Deps, { actor, ip, staffId, disabled }: ChangeContext & { staffId: number; disabled: boolean }): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const member = await lockedMember(tx, staffId, actor.locale);
    if ((member.disabledAt !== null) === disabled) return;
    if (disabled) await keepAnOwner(tx, member, actor.locale);
    await tx.update(staff).set({ disabledAt: disabled ? now : null }).where(eq(staff.id, staffId));
    if (disabled) await revokeAllStaffSessions(tx, { staffId, now });
    await recordAudit(tx, { actor, action: disabled ? 'staff.disable' : 'staff.enable', entity: { type: 'staff', id: staffId }, before: stateOf(member), after: { ...stateOf(member), disabled }, ip, at: now });
  });
}

/** Signs a member out everywhere. */
export async function revokeMemberSessions(deps: Deps, { actor, ip, staffId }: ChangeContext & { staffId: number }): Promise<{ revoked: number }> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await lockedMember(tx, staffId, actor.locale);
    const revoked = await revokeAllStaffSessions(tx, { staffId, now });
    await recordAudit(tx, { actor, action: 'staff.revoke-sessions', entity: { type: 'staff', id: staffId }, before: { openSessions: revoked }, after: { openSessions: 0 }, ip, at: now });
    return { revoked };
  });
}

/**
 * A lost authenticator: the second factor and the recovery codes go, every session ends; the
 * member's next sign-in with their password leads to enrolment again.
 */
export async function resetStaffEnrolment(deps: Deps, { actor, ip, staffId }: ChangeContext & { staffId: number }): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const member = await lockedMember(tx, staffId, actor.locale);
    await tx.update(staff).set({ totpSecret: null, totpEnrolledAt: null, totpLastStep: null }).where(eq(staff.id, staffId));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
    await revokeAllStaffSessions(tx, { staffId, now });
    await recordAudit(tx, { actor, action: 'staff.reset-enrolment', entity: { type: 'staff', id: staffId }, before: { enrolled: member.enrolled }, after: { enrolled: false }, ip, at: now });
  });
}

export class OwnerExistsError extends Error {}

/**
 * `npm run admin:create`: a new owner with a one-time set-password link (24 h). Refuses an
 * address already on the staff.
 */
export async function createOwner(deps: Deps, { email, name, origin }: { email: string; name: string; origin: string }): Promise<{ id: number; link: string }> {
  const now = deps.now();
  const actor: AuditActor = { system: 'admin-create' };
  return deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(staff)
      .values({ email, name, role: 'owner', createdAt: now })
      .onConflictDoNothing()
      .returning({ id: staff.id });
    if (!inserted) throw new OwnerExistsError(`${email} is already on the staff`);
    const { id } = inserted;
    const token = await issueStaffToken(tx, { staffId: id, purpose: 'set_password', now, lifetimeMinutes: 24 * 60 });
    await recordAudit(tx, { actor, action: 'staff.create-owner', entity: { type: 'staff', id }, before: null, after: { email, name, role: 'owner' }, at: now });
    return { id, link: setPasswordLink(origin, token) };
  });
}

/** How many active owners there are (the staff page explains why a button is missing). */
export async function activeOwnerCount(db: Database): Promise<number> {
  const row = singleRow(await db.select({ count: sql<number>`count(*)::int` }).from(staff).where(and(eq(staff.role, 'owner'), isNull(staff.disabledAt))));
  return Number(row.count);
}
