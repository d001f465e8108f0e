import type { Context, MiddlewareHandler } from 'hono';
import '../../../app/locales/admin/index.ts';
import { translator } from '../../../common/i18n.ts';
import { can, type StaffCapability } from '../../../common/staff-roles.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { HttpError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import { staffSessionTokenOfContext } from './staff.cookies.ts';
import { staffForSessionToken } from './staff.sessions.ts';
import type { StaffActor } from './staff.types.ts';

export type { StaffActor } from './staff.types.ts';

export interface StaffEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { staff: StaffActor; staffToken: string };
}

/** The member of staff a request's session cookie names, or null. */
export async function staffOfContext<E extends AppEnv>(c: Context<E>): Promise<{ actor: StaffActor; token: string } | null> {
  const token = staffSessionTokenOfContext(c);
  if (!token) return null;
  const { db, now, config } = c.var.deps;
  const actor = await staffForSessionToken(db, { token, now: now(), config });
  return actor ? { actor, token } : null;
}

/**
 * Every `/api/admin` call: 401 without a live staff session, 403 when the member's role lacks the
 * capability. Answers are in the member's language (or the request's, when nobody is signed in).
 */
export function requireStaff(capability: StaffCapability): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    const session = await staffOfContext(c);
    if (!session) throw new HttpError(401, translator(requestLocale(c))('admin.errors.signInRequired'));
    if (!can(session.actor.role, capability)) throw new HttpError(403, translator(session.actor.locale)('admin.errors.forbidden'));
    c.set('staff', session.actor);
    c.set('staffToken', session.token);
    c.header('cache-control', 'private, no-store');
    await next();
  };
}
