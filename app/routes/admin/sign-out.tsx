import { redirect } from 'react-router';
import type { Route } from './+types/sign-out';
import { revokeStaffSession } from '../../../server/modules/staff/staff.sessions.ts';
import { clearStaffSessionCookieHeader, staffSessionTokenOf } from '../../../server/modules/staff/staff.cookies.ts';
import { getDeps } from '../../lib/deps.server.ts';

export function loader() {
  return redirect('/admin');
}

/** Ends this session at once and forgets its cookie; open to anyone (there is nothing to guard). */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, now, config } = getDeps(context);
  const token = staffSessionTokenOf(request);
  if (token) await revokeStaffSession(db, { token, now: now() });
  return redirect('/admin/sign-in', { headers: { 'set-cookie': clearStaffSessionCookieHeader(config) } });
}
