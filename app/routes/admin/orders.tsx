import { useTranslation } from 'react-i18next';
import { Form, Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/orders';
import '../../locales/admin-orders/index.ts';
// Delivery and payment method names.
import '../../locales/checkout/index.ts';
import { adminOrderFilterSchema, paymentFilters, type OrderSortField } from '../../../common/admin-orders.ts';
import { orderStatuses } from '../../../common/order-status.ts';
import { listAdminOrders, orderDeliveryMethods } from '../../../server/modules/orders/orders.admin-list.ts';
import { requireStaffPage } from '../../lib/admin.server.ts';
import { getDeps } from '../../lib/deps.server.ts';
import { AdminHead } from '../../components/admin/admin-head.tsx';
import { OrdersTable } from '../../components/admin/orders/orders-table.tsx';
import type { MessagesHandle } from '../../lib/page-messages.ts';

/** The message areas its page shows, whose files the document preloads (app/lib/page-messages.ts). */
export const handle: MessagesHandle = { messageAreas: ['checkout'] };

export async function loader(args: Route.LoaderArgs) {
  const actor = await requireStaffPage(args, 'orders');
  const { db } = getDeps(args.context);
  const query = Object.fromEntries(new URL(args.request.url).searchParams);
  // A hand-edited address with a bad value shows the list without that filter rather than an error.
  const parsed = z.safeParse(adminOrderFilterSchema, query);
  const filter = parsed.success ? parsed.data : adminOrderFilterSchema.parse({});
  const [page, deliveryMethods] = await Promise.all([listAdminOrders(db, filter), orderDeliveryMethods(db)]);
  return { page, filter, deliveryMethods, locale: actor.locale };
}

const field = 'flex flex-col gap-1 text-sm font-medium';
const input = 'min-h-11 rounded border border-stone-400 bg-white px-2 md:min-h-9';

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, filter, deliveryMethods, locale } = loaderData;
  const [params] = useSearchParams();
  const pages = Math.max(1, Math.ceil(page.total / page.per_page));
  const withParams = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) next.delete(key);
      else next.set(key, value);
    }
    return `?${next}`;
  };
  const sortHref = (sortField: OrderSortField) => {
    const current = filter.sort ?? 'created_at';
    const currentDir = filter.dir ?? (filter.sort === undefined ? 'desc' : 'asc');
    const dir = current === sortField && currentDir === 'asc' ? 'desc' : 'asc';
    return withParams({ sort: sortField, dir, page: undefined });
  };
  const sorting = [{ id: filter.sort ?? 'created_at', desc: (filter.dir ?? (filter.sort === undefined ? 'desc' : 'asc')) === 'desc' }];
  return (
    <>
      <AdminHead title={t('adminOrders.title')} />
      <h1 className="mb-4 text-2xl font-bold">{t('adminOrders.title')}</h1>
      <Form method="get" className="mb-4 grid grid-cols-1 gap-3 rounded border border-stone-300 bg-white p-3 sm:grid-cols-2 lg:grid-cols-4" aria-label={t('adminOrders.filters.label')}>
        <label className={`${field} sm:col-span-2`}>
          {t('adminOrders.filters.q')}
          <input className={input} type="search" name="q" defaultValue={filter.q ?? ''} placeholder={t('adminOrders.filters.qHint')} />
        </label>
        <label className={field}>
          {t('adminOrders.filters.status')}
          <select className={input} name="status" defaultValue={filter.status ?? ''}>
            <option value="">{t('adminOrders.filters.any')}</option>
            {orderStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`cabinet.status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={field}>
          {t('adminOrders.filters.payment')}
          <select className={input} name="payment" defaultValue={filter.payment ?? ''}>
            <option value="">{t('adminOrders.filters.any')}</option>
            {paymentFilters.map((payment) => (
              <option key={payment} value={payment}>
                {t(`adminOrders.paymentFilter.${payment}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={field}>
          {t('adminOrders.filters.delivery')}
          <select className={input} name="delivery" defaultValue={filter.delivery ?? ''}>
            <option value="">{t('adminOrders.filters.any')}</option>
            {deliveryMethods.map((method) => (
              <option key={method} value={method}>
                {t(`checkoutMethods.delivery.${method}`, { defaultValue: method })}
              </option>
            ))}
          </select>
        </label>
        <label className={field}>
          {t('adminOrders.filters.from')}
          <input className={input} type="date" name="from" defaultValue={filter.from ?? ''} />
        </label>
        <label className={field}>
          {t('adminOrders.filters.to')}
          <input className={input} type="date" name="to" defaultValue={filter.to ?? ''} />
        </label>
        {filter.sort ? <input type="hidden" name="sort" value={filter.sort} /> : null}
        {filter.dir ? <input type="hidden" name="dir" value={filter.dir} /> : null}
        <div className="flex items-end gap-2">
          <button type="submit" className="min-h-11 rounded bg-emerald-900 px-4 font-semibold text-white md:min-h-9">
            {t('adminOrders.filters.apply')}
          </button>
          <Link to="/admin/orders" className="inline-flex min-h-11 items-center rounded border border-stone-400 px-4 font-semibold md:min-h-9">
            {t('adminOrders.filters.reset')}
          </Link>
        </div>
      </Form>
      <p className="mb-2 text-sm" role="status">
        {t('adminOrders.found', { count: page.total })}
      </p>
      {page.orders.length === 0 ? <p>{t('adminOrders.empty')}</p> : <OrdersTable rows={page.orders} sorting={sorting} sortHref={sortHref} locale={locale} />}
      {pages > 1 ? (
        <nav aria-label={t('adminOrders.pagination.label')} className="mt-4 flex items-center gap-3">
          {page.page > 1 ? (
            <Link className="min-h-11 content-center rounded border border-stone-400 px-3 md:min-h-9" to={withParams({ page: String(page.page - 1) })}>
              {t('adminOrders.pagination.previous')}
            </Link>
          ) : null}
          <span>{t('adminOrders.pagination.page', { page: page.page, pages })}</span>
          {page.page < pages ? (
            <Link className="min-h-11 content-center rounded border border-stone-400 px-3 md:min-h-9" to={withParams({ page: String(page.page + 1) })}>
              {t('adminOrders.pagination.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
