import { data, redirect, type RouterContextProvider } from 'react-router';
import '../locales/admin/index.ts';
import { translator } from '../../common/i18n.ts';
import { can, type StaffCapability } from '../../common/staff-roles.ts';
import { staffSessionTokenOf } from '../../server/modules/staff/staff.cookies.ts';
import { staffForSessionToken } from '../../server/modules/staff/staff.sessions.ts';
import type { StaffActor } from '../../server/modules/staff/staff.types.ts';
import { clientAddressContext, getDeps } from './deps.server.ts';

export type { StaffActor } from '../../server/modules/staff/staff.types.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The signed-in member of staff of a page request, or null (no check of the role). */
export async function staffOfRequest({ request, context }: Args): Promise<StaffActor | null> {
  const token = staffSessionTokenOf(request);
  if (!token) return null;
  const { db, now, config } = getDeps(context);
  return staffForSessionToken(db, { token, now: now(), config });
}

/** Where the sign-in page sends a member back to: only an admin path of this site. */
export function safeAdminNext(value: string | null | undefined): string {
  return value && /^\/admin(\/[^\\]*)?$/.test(value) && !value.startsWith('//') ? value : '/admin';
}

/**
 * The gate of every admin loader and action: the member of staff of this request, checked against
 * the database. Signed out (or a shopper), the visitor goes to the staff sign-in and comes back;
 * a member whose role lacks the capability gets a 403.
 */
export async function requireStaffPage(args: Args, capability: StaffCapability): Promise<StaffActor> {
  const actor = await staffOfRequest(args);
  if (!actor) {
    const url = new URL(args.request.url);
    throw redirect(`/admin/sign-in?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (!can(actor.role, capability)) throw data({ message: translator(actor.locale)('admin.errors.forbidden') }, { status: 403, headers: adminHeaders });
  return actor;
}

/** Every admin answer: personal, never stored by a cache, never indexed. */
export const adminHeaders = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' } as const;

/** Where a page request came from, for limits, sessions and the audit log. */
export function pageRequestOrigin({ request, context }: Args): { ip: string; userAgent: string | null } {
  return { ip: context.get(clientAddressContext), userAgent: request.headers.get('user-agent')?.slice(0, 300) ?? null };
}
