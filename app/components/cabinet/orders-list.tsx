import { useTranslation } from 'react-i18next';
import type { OrdersPage } from '../../../common/account.ts';
import { LocalizedLink, useLocalizePath } from '../../lib/links.tsx';
import { useLocale } from '../../lib/root-data.ts';
import { Pagination } from '../ui/pagination.tsx';
import { CabinetEmpty } from './cabinet-empty.tsx';
import { formatOrderDate, useOrderMoney } from './use-order-money.ts';

/** Table cells from 768 px; below, each order is a card of labelled cells in two columns. */
const cell = 'block min-w-0 md:table-cell md:px-3 md:py-3 md:text-left md:align-top';
/** A cell's column name, shown in the card on phones; screen readers have the table's own headers. */
const cellLabel = 'block text-xs uppercase tracking-wide text-muted md:hidden';

/** The account's orders, newest first: number, date, statuses, units and total; each opens its lines. */
export function OrdersList({ ordersPage }: { ordersPage: OrdersPage }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useOrderMoney();
  const localize = useLocalizePath();
  const { orders, pagination } = ordersPage;

  if (orders.length === 0) {
    return <CabinetEmpty message={t('cabinet.ordersEmpty')} />;
  }
  const columns = {
    date: t('cabinet.orderDate'),
    status: t('cabinet.orderStatus'),
    payment: t('cabinet.paymentStatus'),
    items: t('cabinet.orderItems'),
    total: t('cabinet.orderTotal'),
  };
  return (
    <>
      {/* The roles are spelled out: a table drawn as cards (display other than table) keeps its
          table semantics in every browser only so. */}
      {/* oxlint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
      <div className="rounded-lg border border-line">
        <table role="table" aria-label={t('pages.cabinetOrders')} className="block w-full text-sm md:table" data-orders-list="">
          <thead role="rowgroup" className="sr-only bg-sand text-xs uppercase tracking-wide text-muted md:not-sr-only md:table-header-group">
            <tr role="row" className="md:table-row">
              <th role="columnheader" scope="col" className={cell}>{t('cabinet.orderNumber')}</th>
              <th role="columnheader" scope="col" className={cell}>{columns.date}</th>
              <th role="columnheader" scope="col" className={cell}>{columns.status}</th>
              <th role="columnheader" scope="col" className={cell}>{columns.payment}</th>
              <th role="columnheader" scope="col" className={cell}>{columns.items}</th>
              <th role="columnheader" scope="col" className={`${cell} md:text-right`}>{columns.total}</th>
            </tr>
          </thead>
          <tbody role="rowgroup" className="block divide-y divide-line md:table-row-group">
            {orders.map((order) => (
              <tr key={order.number} role="row" className="grid grid-cols-2 gap-x-4 gap-y-3 p-4 md:table-row md:p-0">
                <th role="rowheader" scope="row" className={`${cell} col-span-2 text-left`}>
                  <LocalizedLink to={`/cabinet/orders?order=${encodeURIComponent(order.number)}`} className="font-bold text-olive-700 underline">
                    {t('cabinet.orderLink', { number: order.number })}
                  </LocalizedLink>
                </th>
                <td role="cell" className={cell} data-order-date="">
                  <span aria-hidden="true" className={cellLabel}>{columns.date}</span>
                  {formatOrderDate(order.created_at, locale)}
                </td>
                <td role="cell" className={cell} data-order-status="">
                  <span aria-hidden="true" className={cellLabel}>{columns.status}</span>
                  {t(`cabinet.status.${order.status}`)}
                </td>
                <td role="cell" className={cell} data-order-payment="">
                  <span aria-hidden="true" className={cellLabel}>{columns.payment}</span>
                  {t(`cabinet.payment.${order.payment_status}`)}
                </td>
                <td role="cell" className={cell} data-order-items="">
                  <span aria-hidden="true" className={cellLabel}>{columns.items}</span>
                  {t('wishlist.count', { count: order.items_count })}
                </td>
                <td role="cell" className={`${cell} col-span-2 font-semibold md:text-right`} data-order-total="">
                  <span aria-hidden="true" className={cellLabel}>{columns.total}</span>
                  {money(order.total, order)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {/* oxlint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
      </div>
      <Pagination page={pagination.page} pages={pagination.pages} hrefFor={(page) => `${localize('/cabinet/orders')}${page > 1 ? `?page=${page}` : ''}`} />
    </>
  );
}
