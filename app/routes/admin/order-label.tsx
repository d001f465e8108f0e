import '../../locales/admin-shipping/index.ts';
import { data } from 'react-router';
import type { Route } from './+types/order-label';
import { translator } from '../../../common/i18n.ts';
import { waybillLabel } from '../../../server/modules/shipping/shipping.waybills.ts';
import { adminHeaders, requireStaffPage } from '../../lib/admin.server.ts';
import { getDeps } from '../../lib/deps.server.ts';

/**
 * The order's waybill label as PDF, fetched from Nova Poshta by the server: the print address
 * holds the API key, so the browser only ever sees this page.
 */
export async function loader(args: Route.LoaderArgs) {
  const actor = await requireStaffPage(args, 'orders');
  const t = translator(actor.locale);
  const id = args.params.id;
  if (!id || !/^[1-9]\d{0,8}$/.test(id)) throw data({ message: t('adminShipping.problem.notFound') }, { status: 404, headers: adminHeaders });
  const label = await waybillLabel(getDeps(args.context), { orderId: Number(id) });
  if (!label.ok) {
    const status = label.problem === 'carrier' ? 502 : label.problem === 'notConfigured' ? 409 : 404;
    throw data({ message: t(`adminShipping.problem.${label.problem === 'carrier' ? 'unavailable' : label.problem}`) }, { status, headers: adminHeaders });
  }
  return new Response(label.pdf as Uint8Array<ArrayBuffer>, {
    headers: { ...adminHeaders, 'content-type': 'application/pdf', 'content-disposition': `inline; filename="waybill-${label.number}.pdf"` },
  });
}
