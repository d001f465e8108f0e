import { useTranslation } from 'react-i18next';
import type { Route } from './+types/cabinet-orders';
import { orderGetSchema } from '../../common/account.ts';
import { localeOfRequest } from '../../common/paths.ts';
import { getUserOrderToPay, listUserOrders } from '../../server/modules/profile/profile.orders.ts';
import { requireCabinetUser } from '../lib/cabinet.server.ts';
import { getDeps } from '../lib/deps.server.ts';
import { privatePageHeaders } from '../lib/http-cache.ts';
import { notFound } from '../lib/not-found.ts';
import { pageParam } from '../lib/page-param.ts';
import { placeholderMeta } from '../components/content/placeholder-page.tsx';
import { CabinetShell } from '../components/cabinet/cabinet-shell.tsx';
import { OrdersList } from '../components/cabinet/orders-list.tsx';
import { OrderDetails } from '../components/cabinet/order-details.tsx';
import type { MessagesHandle } from '../lib/page-messages.ts';

/** The message areas its page shows, whose files the document preloads (app/lib/page-messages.ts). */
export const handle: MessagesHandle = { messageAreas: ['checkout', 'parcel'] };

/** `?order=NUMBER` shows that order's lines; `?page=N` pages through the list. */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireCabinetUser(args);
  const { db } = getDeps(args.context);
  const url = new URL(args.request.url);
  const number = url.searchParams.get('order');
  if (number !== null) {
    const locale = localeOfRequest(args.request);
    const valid = orderGetSchema.safeParse({ lang: locale, number });
    const found = valid.success ? await getUserOrderToPay(db, { userId: user.id, number: valid.data.number, locale }) : null;
    if (!found) notFound();
    return { kind: 'order' as const, ...found };
  }
  const page = pageParam(url);
  if (page === null) notFound();
  return { kind: 'list' as const, ordersPage: await listUserOrders(db, { userId: user.id, page }) };
}

export const headers = privatePageHeaders;

export const meta = placeholderMeta('pages.cabinetOrders');

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <CabinetShell title={loaderData.kind === 'order' ? t('cabinet.orderTitle', { number: loaderData.order.number }) : t('pages.cabinetOrders')}>
      {loaderData.kind === 'order' ? <OrderDetails order={loaderData.order} payment={loaderData.payment} /> : <OrdersList ordersPage={loaderData.ordersPage} />}
    </CabinetShell>
  );
}
