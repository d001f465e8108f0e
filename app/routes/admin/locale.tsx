import { redirect } from 'react-router';
import type { Route } from './+types/locale';
import { isLocale } from '../../../common/locales.ts';
import { setStaffLocale } from '../../../server/modules/staff/staff.locale.ts';
import { requireStaffPage, safeAdminNext } from '../../lib/admin.server.ts';
import { getDeps } from '../../lib/deps.server.ts';

/** Nothing to show: the language switch only posts here. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaffPage(args, 'dashboard');
  return redirect('/admin');
}

export async function action(args: Route.ActionArgs) {
  const actor = await requireStaffPage(args, 'dashboard');
  const form = await args.request.formData();
  const locale = form.get('locale');
  if (isLocale(locale)) await setStaffLocale(getDeps(args.context).db, { staffId: actor.id, locale });
  return redirect(safeAdminNext(String(form.get('next') ?? '')));
}
