import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../../locales/admin-orders/index.ts';
import type { Locale } from '../../../common/locales.ts';
import { cellClass, formatKyivTime, formatUah, headClass, tableClass } from './admin-format.ts';

export interface OrderBrief {
  id: number;
  number: string;
  created_at: string;
  status: string;
  /** Shown in its own column when the rows carry it. */
  payment_status?: string;
  total_uah: string;
}

/** A short list of orders (a customer's, a coupon's): number linking to the order, date, status, total. */
export function OrderBriefTable({ orders, locale }: { orders: OrderBrief[]; locale: Locale }) {
  const { t } = useTranslation();
  const withPayment = orders.some((order) => order.payment_status !== undefined);
  const columns = ['number', 'created_at', 'status', ...(withPayment ? (['payment'] as const) : []), 'total'] as const;
  return (
    <div className="relative overflow-x-auto">
      <table className={tableClass}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={`${headClass} ${column === 'total' ? 'text-right' : ''}`}>
                {t(`adminOrders.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <td className={cellClass}>
                <Link className="underline" to={`/admin/orders/${order.id}`}>
                  {order.number}
                </Link>
              </td>
              <td className={cellClass}>{formatKyivTime(order.created_at, locale)}</td>
              <td className={cellClass}>{t(`cabinet.status.${order.status}`)}</td>
              {withPayment && <td className={cellClass}>{t(`cabinet.payment.${order.payment_status}`)}</td>}
              <td className={`${cellClass} text-right tabular-nums`}>{formatUah(order.total_uah, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
