import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { staffCodeSchema, staffInviteSchema, staffLocaleSchema, staffRoleSchema, staffSignInSchema } from '../../../common/staff.ts';
import { translator } from '../../../common/i18n.ts';
import { HttpError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import { publicOrigin } from '../../http/origin.ts';
import { readBody } from '../../http/validation.ts';
import { clearStaffSessionCookieHeader, clearStaffStepCookieHeader, staffSessionCookieHeader, staffSessionTokenOfContext, staffStepCookie, staffStepCookieHeader } from './staff.cookies.ts';
import { requireStaff, type StaffEnv } from './staff.guard.ts';
import { getStaffMember, listStaff } from './staff.list.ts';
import { setStaffLocale } from './staff.locale.ts';
import { changeStaffRole, inviteStaff, resetStaffEnrolment, revokeMemberSessions, setStaffDisabled } from './staff.manage.ts';
import { requestOriginOf } from './staff.request.ts';
import { revokeStaffSession } from './staff.sessions.ts';
import { checkStaffPassword, completeStaffSignIn } from './staff.signin.ts';

/**
 * /api/admin/session: the two sign-in steps (password, then a TOTP or recovery code), who is
 * signed in, their language, and sign-out. The step between the two is an HttpOnly cookie.
 */
export const sessionAdminApi = new Hono<StaffEnv>()
  .get('/', requireStaff('dashboard'), (c) => c.json({ data: { staff: c.var.staff } }))
  .post('/password', async (c) => {
    const locale = requestLocale(c);
    const input = await readBody(c, staffSignInSchema);
    const step = await checkStaffPassword(c.var.deps, { ...input, locale, origin: requestOriginOf(c) });
    c.header('set-cookie', staffStepCookieHeader(c.var.deps.config, step.stepToken, step.stepMinutes * 60));
    return c.json({ data: { next: step.next } });
  })
  .post('/code', async (c) => {
    const locale = requestLocale(c);
    const input = await readBody(c, staffCodeSchema);
    const stepToken = getCookie(c, staffStepCookie);
    if (!stepToken || !/^[A-Za-z0-9_-]{16,128}$/.test(stepToken)) throw new HttpError(410, translator(locale)('admin.signIn.stepExpired'), { code: 'step_expired' });
    const signedIn = await completeStaffSignIn(c.var.deps, { stepToken, code: input.code, locale, origin: requestOriginOf(c) });
    c.header('set-cookie', staffSessionCookieHeader(c.var.deps.config, signedIn.sessionToken));
    c.header('set-cookie', clearStaffStepCookieHeader(c.var.deps.config), { append: true });
    return c.json({ data: { staff: signedIn.actor } });
  })
  .post('/locale', requireStaff('dashboard'), async (c) => {
    const input = await readBody(c, staffLocaleSchema);
    await setStaffLocale(c.var.deps.db, { staffId: c.var.staff.id, locale: input.locale });
    return c.json({ data: { locale: input.locale } });
  })
  .post('/sign-out', async (c) => {
    const token = staffSessionTokenOfContext(c);
    const { db, now, config } = c.var.deps;
    if (token) await revokeStaffSession(db, { token, now: now() });
    c.header('set-cookie', clearStaffSessionCookieHeader(config));
    return c.json({ data: { signedOut: true } });
  });

const memberId = z.coerce.number().int().positive().max(2_147_483_647);

/** The staff member named in the path, or 404. */
function memberIdOf(param: string, locale: 'uk' | 'en'): number {
  const parsed = memberId.safeParse(param);
  if (!parsed.success) throw new HttpError(404, translator(locale)('admin.staff.notFound'));
  return parsed.data;
}

/** /api/admin/staff: the owner's staff management; every change writes the audit log. */
export const staffAdminApi = new Hono<StaffEnv>()
  .get('/', requireStaff('staff'), async (c) => c.json({ data: { staff: await listStaff(c.var.deps.db) } }))
  .post('/', requireStaff('staff'), async (c) => {
    const input = await readBody(c, staffInviteSchema);
    const { id } = await inviteStaff(c.var.deps, { actor: c.var.staff, ip: requestOriginOf(c).ip, ...input, origin: publicOrigin(c.var.deps.config, c.req.raw) });
    return c.json({ data: { member: await getStaffMember(c.var.deps.db, id) } }, 201);
  })
  .post('/:id/role', requireStaff('staff'), async (c) => {
    const staffId = memberIdOf(c.req.param('id'), c.var.staff.locale);
    const input = await readBody(c, staffRoleSchema);
    await changeStaffRole(c.var.deps, { actor: c.var.staff, ip: requestOriginOf(c).ip, staffId, role: input.role });
    return c.json({ data: { member: await getStaffMember(c.var.deps.db, staffId) } });
  })
  .post('/:id/disable', requireStaff('staff'), async (c) => {
    const staffId = memberIdOf(c.req.param('id'), c.var.staff.locale);
    await setStaffDisabled(c.var.deps, { actor: c.var.staff, ip: requestOriginOf(c).ip, staffId, disabled: true });
    return c.json({ data: { member: await getStaffMember(c.var.deps.db, staffId) } });
  })
  .post('/:id/enable', requireStaff('staff'), async (c) => {
    const staffId = memberIdOf(c.req.param('id'), c.var.staff.locale);
    await setStaffDisabled(c.var.deps, { actor: c.var.staff, ip: requestOriginOf(c).ip, staffId, disabled: false });
    return c.json({ data: { member: await getStaffMember(c.var.deps.db, staffId) } });
  })
  .post('/:id/revoke-sessions', requireStaff('staff'), async (c) => {
    const staffId = memberIdOf(c.req.param('id'), c.var.staff.locale);
    const { revoked } = await revokeMemberSessions(c.var.deps, { actor: c.var.staff, ip: requestOriginOf(c).ip, staffId });
    return c.json({ data: { revoked } });
  })
  .post('/:id/reset-enrolment', requireStaff('staff'), async (c) => {
    const staffId = memberIdOf(c.req.param('id'), c.var.staff.locale);
    await resetStaffEnrolment(c.var.deps, { actor: c.var.staff, ip: requestOriginOf(c).ip, staffId });
    return c.json({ data: { member: await getStaffMember(c.var.deps.db, staffId) } });
  });
