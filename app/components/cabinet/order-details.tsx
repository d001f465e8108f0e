import { useTranslation } from 'react-i18next';
import type { OrderView } from '../../../common/account.ts';
import { isPresentPrice } from '../../../common/currency.ts';
import { LocalizedLink } from '../../lib/links.tsx';
import { mediaUrl } from '../../lib/media.ts';
import { useLocale } from '../../lib/root-data.ts';
import { formatOrderDate, useOrderMoney } from './use-order-money.ts';

/** One order: its statuses, the lines as bought, and the amounts, in the currency the shopper saw. */
export function OrderDetails({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const moneyOf = useOrderMoney();
  const money = (amount: string) => moneyOf(amount, order);
  const totals: [string, string][] = [
    [t('cabinet.subtotal'), money(order.subtotal)],
    ...(isPresentPrice(order.discount) ? [[t('cabinet.discount'), `−${money(order.discount)}`] as [string, string]] : []),
    [t('cabinet.deliveryCost'), money(order.delivery_cost)],
  ];
  return (
    <div className="space-y-6">
      <LocalizedLink to="/cabinet/orders" className="inline-flex min-h-11 items-center font-semibold text-olive-700 underline">
        {t('cabinet.backToOrders')}
      </LocalizedLink>
      <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-line p-5 sm:grid-cols-[12rem_1fr]">
        <dt className="font-semibold text-muted">{t('cabinet.orderDate')}</dt>
        <dd>{formatOrderDate(order.created_at, locale)}</dd>
        <dt className="font-semibold text-muted">{t('cabinet.orderStatus')}</dt>
        <dd>{t(`cabinet.status.${order.status}`)}</dd>
        <dt className="font-semibold text-muted">{t('cabinet.paymentStatus')}</dt>
        <dd>{t(`cabinet.payment.${order.payment_status}`)}</dd>
        <dt className="font-semibold text-muted">{t('cabinet.delivery')}</dt>
        <dd>{t(`cabinet.region.${order.delivery.region}`)}</dd>
        <dt className="font-semibold text-muted">{t('cabinet.recipient')}</dt>
        <dd className="break-words">{[order.customer.name, order.customer.phone, order.customer.email].join(', ')}</dd>
        {order.coupon && (
          <>
            <dt className="font-semibold text-muted">{t('cabinet.coupon')}</dt>
            <dd>{order.coupon}</dd>
          </>
        )}
      </dl>
      <section aria-labelledby="order-lines">
        <h2 id="order-lines" className="text-lg font-bold">
          {t('cabinet.orderLines')}
        </h2>
        <ul className="mt-3 divide-y divide-line rounded-lg border border-line">
          {order.lines.map((line, index) => (
            <li key={`${line.sku}-${index}`} className="flex gap-4 p-4">
              {line.image ? (
                <img src={mediaUrl(line.image, 120)} width={64} height={64} alt="" loading="lazy" className="size-16 shrink-0 rounded bg-sand object-cover" />
              ) : (
                <span className="size-16 shrink-0 rounded bg-sand" aria-hidden="true" />
              )}
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{line.name}</p>
                {line.option && <p className="text-sm text-muted">{line.option}</p>}
                <p className="text-sm text-muted">{t('cabinet.lineCount', { count: line.count, price: money(line.price) })}</p>
              </div>
              <p className="shrink-0 font-semibold">{money(line.total)}</p>
            </li>
          ))}
        </ul>
      </section>
      <dl className="ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1">
        {totals.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right">{value}</dd>
          </div>
        ))}
        <dt className="pt-2 text-lg font-bold">{t('cabinet.orderTotal')}</dt>
        <dd className="pt-2 text-right text-lg font-bold">{money(order.total)}</dd>
      </dl>
    </div>
  );
}
