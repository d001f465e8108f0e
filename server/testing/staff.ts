import { randomBytes } from 'node:crypto';
import type { StaffRole } from '../../common/staff-roles.ts';
import { singleRow } from '../db/rows.ts';
import { staff } from '../db/schema/staff.ts';
import type { AppDeps } from '../http/app-env.ts';
import { hashPassword } from '../modules/auth/auth.passwords.ts';
import { staffSessionCookie, createStaffSessionToken } from '../modules/staff/staff.sessions.ts';
import { newTotpSecret } from '../modules/staff/staff.totp.ts';
import type { StaffActor } from '../modules/staff/staff.types.ts';

export const staffTestPassword = 'night-shift-ledger-7';

/**
 * A member of staff with a password and TOTP enrolled, signed in: `cookie` goes in a request's
 * Cookie header (API calls and page loaders of the back office).
 */
export async function createStaffSession(
  deps: Pick<AppDeps, 'db' | 'now'>,
  { role, email = `${role}-${randomBytes(4).toString('hex')}@staff.test`, name = `Test ${role}`, locale = 'uk' }: { role: StaffRole; email?: string; name?: string; locale?: 'uk' | 'en' },
): Promise<{ cookie: string; token: string; actor: StaffActor; totpSecret: string; password: string }> {
  const now = deps.now();
  const totpSecret = newTotpSecret();
  const row = singleRow(
    await deps.db
      .insert(staff)
      .values({ email, name, role, locale, passwordHash: await hashPassword(staffTestPassword), totpSecret, totpEnrolledAt: now })
      .returning({ id: staff.id }),
  );
  const token = await createStaffSessionToken(deps.db, { staffId: row.id, now });
  return { cookie: `${staffSessionCookie}=${token}`, token, actor: { id: row.id, email, name, role, locale }, totpSecret, password: staffTestPassword };
}

/**
 * Calls the app's admin API as a signed-in member: a same-origin JSON request (or none for a
 * body-less call), answered with its status and parsed JSON body.
 */
export function staffCaller(app: { request(path: string, init: RequestInit): Response | Promise<Response> }, cookie: string) {
  return async (method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> => {
    const response = await app.request(path, {
      method,
      headers: { cookie, origin: 'http://localhost', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: await response.json() };
  };
}
