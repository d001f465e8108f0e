import '../../locales/admin-shipping/index.ts';
import { data, redirect } from 'react-router';
import type { Route } from './+types/order-waybill';
import { translator } from '../../../common/i18n.ts';
import { createWaybill, setWaybillByHand, type WaybillResult } from '../../../server/modules/shipping/shipping.waybills.ts';
import { adminHeaders, requireStaffPage } from '../../lib/admin.server.ts';
import { getDeps } from '../../lib/deps.server.ts';

/** What the shipping panel's forms get back (their fetcher's data). */
export type WaybillActionData = { ok: true; message: string } | { ok: false; message: string; field?: 'number' };

const orderIdOf = (param: string | undefined) => (param && /^[1-9]\d{0,8}$/.test(param) ? Number(param) : null);

/** Nothing to show: the order page's shipping panel posts here. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaffPage(args, 'orders');
  return redirect(orderIdOf(args.params.id) ? `/admin/orders/${args.params.id}` : '/admin');
}

/** `intent=create`: the waybill through Nova Poshta; `intent=byHand` with `number`: one made elsewhere. */
export async function action(args: Route.ActionArgs) {
  const actor = await requireStaffPage(args, 'orders');
  const t = translator(actor.locale);
  const orderId = orderIdOf(args.params.id);
  if (orderId === null) return data<WaybillActionData>({ ok: false, message: t('adminShipping.problem.notFound') }, { status: 404, headers: adminHeaders });
  const form = await args.request.formData();
  const deps = getDeps(args.context);
  let result: WaybillResult;
  if (form.get('intent') === 'create') result = await createWaybill(deps, { orderId, actor });
  else if (form.get('intent') === 'byHand') result = await setWaybillByHand(deps, { orderId, number: String(form.get('number') ?? '').slice(0, 40), actor });
  else return data<WaybillActionData>({ ok: false, message: t('adminShipping.problem.status') }, { status: 400, headers: adminHeaders });
  if (result.ok) {
    const key = form.get('intent') === 'create' ? 'adminShipping.created' : 'adminShipping.saved';
    return data<WaybillActionData>({ ok: true, message: t(key, { number: result.parcel.waybillNumber }) }, { headers: adminHeaders });
  }
  const message = t(`adminShipping.problem.${result.problem}`, { messages: result.messages?.join('; ') ?? '' });
  const status = result.problem === 'notFound' ? 404 : result.problem === 'invalidNumber' ? 422 : result.problem === 'carrier' ? 502 : 409;
  return data<WaybillActionData>({ ok: false, message, ...(result.problem === 'invalidNumber' ? { field: 'number' as const } : {}) }, { status, headers: adminHeaders });
}
