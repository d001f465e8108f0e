import '../../locales/checkout/index.ts';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '../../../common/account.ts';
import type { ThankYouView } from '../../../common/checkout.ts';
import { PaymentDetails } from '../checkout/payment-details.tsx';
import { isPresentPrice } from '../../../common/currency.ts';
import { LocalizedLink } from '../../lib/links.tsx';
import { StoredMedia } from '../ui/stored-media.tsx';
import { useLocale } from '../../lib/root-data.ts';
import { formatOrderDate, useOrderMoney } from './use-order-money.ts';
import { ParcelState } from '../parcel/parcel-state.tsx';

const factTerm = 'font-semibold text-muted';

/**
 * An order's facts: date, statuses, how it is delivered (the method and where to) and paid, who
 * receives it. `number` adds the order's number first (the thank-you page).
 */
export function OrderFacts({ order, number = false }: { order: OrderView; number?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-line p-5 sm:grid-cols-[12rem_1fr]" data-order-facts="">
      {number && (
        <>
          <dt className={factTerm}>{t('cabinet.orderNumber')}</dt>
          <dd className="font-bold">{order.number}</dd>
        </>
      )}
      <dt className={factTerm}>{t('cabinet.orderDate')}</dt>
      <dd>{formatOrderDate(order.created_at, locale)}</dd>
      <dt className={factTerm}>{t('cabinet.orderStatus')}</dt>
      <dd data-order-status={order.status}>{t(`cabinet.status.${order.status}`)}</dd>
      <dt className={factTerm}>{t('cabinet.paymentStatus')}</dt>
      <dd data-payment-status={order.payment_status}>{t(`cabinet.payment.${order.payment_status}`)}</dd>
      <dt className={factTerm}>{t('cabinet.delivery')}</dt>
      <dd>{t(`cabinet.region.${order.delivery.region}`)}</dd>
      <dt className={factTerm}>{t('checkout.deliveryMethod')}</dt>
      <dd>
        <p>{order.delivery.label}</p>
        {order.delivery.lines.map((line) => (
          <p key={line} className="text-muted">
            {line}
          </p>
        ))}
      </dd>
      <dt className={factTerm}>{t('checkout.paymentMethod')}</dt>
      <dd>{order.payment_label}</dd>
      <dt className={factTerm}>{t('cabinet.recipient')}</dt>
      <dd className="break-words">{[order.customer.name, order.customer.phone, order.customer.email].join(', ')}</dd>
      {order.coupon && (
        <>
          <dt className={factTerm}>{t('cabinet.coupon')}</dt>
          <dd>{order.coupon}</dd>
        </>
      )}
      {order.comment && (
        <>
          <dt className={factTerm}>{t('checkout.comment')}</dt>
          <dd className="whitespace-pre-line break-words">{order.comment}</dd>
        </>
      )}
    </dl>
  );
}

/** The lines as bought, in the currency the shopper saw. */
export function OrderLines({ order, headingId }: { order: OrderView; headingId: string }) {
  const { t } = useTranslation();
  const moneyOf = useOrderMoney();
  const money = (amount: string) => moneyOf(amount, order);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-bold">
        {t('cabinet.orderLines')}
      </h2>
      <ul className="mt-3 divide-y divide-line rounded-lg border border-line">
        {order.lines.map((line, index) => (
          <li key={`${line.sku}-${index}`} className="flex gap-4 p-4">
            {line.image ? (
              <StoredMedia path={line.image} size={120} width={64} height={64} alt="" loading="lazy" className="size-16 shrink-0 rounded bg-sand object-cover" />
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
  );
}

/** Subtotal, discount, delivery (or the carrier's rates) and total. */
export function OrderTotals({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const moneyOf = useOrderMoney();
  const money = (amount: string) => moneyOf(amount, order);
  const totals: [string, string][] = [
    [t('cabinet.subtotal'), money(order.subtotal)],
    ...(isPresentPrice(order.discount) ? [[t('cabinet.discount'), `−${money(order.discount)}`] as [string, string]] : []),
    [t('cabinet.deliveryCost'), order.delivery.note && !isPresentPrice(order.delivery_cost) ? order.delivery.note : money(order.delivery_cost)],
  ];
  return (
    <dl className="ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1" data-order-totals="">
      {totals.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="text-right">{value}</dd>
        </div>
      ))}
      <dt className="pt-2 text-lg font-bold">{t('cabinet.orderTotal')}</dt>
      <dd className="pt-2 text-right text-lg font-bold">{money(order.total)}</dd>
    </dl>
  );
}

/**
 * One order in the cabinet: its facts, its parcel once it has a waybill, how to pay it when that is
 * done outside the shop, the lines as bought, and the amounts, in the currency the shopper saw.
 */
export function OrderDetails({ order, payment }: { order: OrderView; payment?: Pick<ThankYouView, 'invoice' | 'transfer'> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="space-y-6">
      <LocalizedLink to="/cabinet/orders" className="inline-flex min-h-11 items-center font-semibold text-olive-700 underline">
        {t('cabinet.backToOrders')}
      </LocalizedLink>
      <OrderFacts order={order} />
      {order.parcel && <ParcelState parcel={order.parcel} locale={locale} headingId="order-parcel" />}
      {payment && <PaymentDetails order={order} {...payment} />}
      <OrderLines order={order} headingId="order-lines" />
      <OrderTotals order={order} />
    </div>
  );
}
