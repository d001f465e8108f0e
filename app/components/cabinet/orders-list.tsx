import { useTranslation } from 'react-i18next';
import type { OrdersPage } from '../../../common/account.ts';
import { LocalizedLink, useLocalizePath } from '../../lib/links.tsx';
import { useLocale } from '../../lib/root-data.ts';
import { Pagination } from '../ui/pagination.tsx';
import { CabinetEmpty } from './cabinet-empty.tsx';
import { formatOrderDate, useOrderMoney } from './use-order-money.ts';

const cell = 'px-3 py-3 text-left align-top';

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
  return (
    <>
      {/* Scrolls sideways on a phone; focusable so a keyboard can scroll it too. */}
      <div tabIndex={0} role="region" aria-label={t('pages.cabinetOrders')} className="overflow-x-auto rounded-lg border border-line">
        <table className="w-full min-w-[40rem] text-sm">
          <thead className="bg-sand text-xs uppercase tracking-wide text-muted">
            <tr>
              <th scope="col" className={cell}>{t('cabinet.orderNumber')}</th>
              <th scope="col" className={cell}>{t('cabinet.orderDate')}</th>
              <th scope="col" className={cell}>{t('cabinet.orderStatus')}</th>
              <th scope="col" className={cell}>{t('cabinet.paymentStatus')}</th>
              <th scope="col" className={cell}>{t('cabinet.orderItems')}</th>
              <th scope="col" className={`${cell} text-right`}>{t('cabinet.orderTotal')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {orders.map((order) => (
              <tr key={order.number}>
                <th scope="row" className={cell}>
                  <LocalizedLink to={`/cabinet/orders?order=${encodeURIComponent(order.number)}`} className="font-bold text-olive-700 underline">
                    {t('cabinet.orderLink', { number: order.number })}
                  </LocalizedLink>
                </th>
                <td className={cell}>{formatOrderDate(order.created_at, locale)}</td>
                <td className={cell}>{t(`cabinet.status.${order.status}`)}</td>
                <td className={cell}>{t(`cabinet.payment.${order.payment_status}`)}</td>
                <td className={cell}>{t('wishlist.count', { count: order.items_count })}</td>
                <td className={`${cell} text-right font-semibold`}>{money(order.total, order)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={pagination.page} pages={pagination.pages} hrefFor={(page) => `${localize('/cabinet/orders')}${page > 1 ? `?page=${page}` : ''}`} />
    </>
  );
}
