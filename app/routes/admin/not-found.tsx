import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { requireStaffPage } from '../../lib/admin.server.ts';

/** An unknown admin address: a 404 in the admin's look, for signed-in staff only. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaffPage(args, 'dashboard');
  throw data(null, { status: 404 });
}

export default function AdminNotFound() {
  return null;
}
