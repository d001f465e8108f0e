import '../../locales/checkout/index.ts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { ThankYouView } from '../../../common/checkout.ts';
import { LocalizedLink } from '../../lib/links.tsx';
import { useSessionUser } from '../../state/session.ts';
import { primaryButton } from '../account/form-field.tsx';
import { OrderFacts, OrderLines, OrderTotals } from '../cabinet/order-details.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { PayAgainButton } from './pay-again.tsx';
import { PaymentDetails } from './payment-details.tsx';
import { useTrack } from '../../lib/analytics.ts';

/** Where the card payment stands, and a way to pay when it has not gone through. */
function CardPayment({ view, orderKey }: { view: ThankYouView; orderKey: string | null }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { order } = view;
  if (order.payment_method !== 'liqpay') return null;
  if (order.payment_status === 'paid') {
    return (
      <p role="status" className="rounded-lg bg-olive-100 p-4 font-semibold text-success">
        {t('thankyou.paid')}
      </p>
    );
  }
  return (
    <div className="space-y-3 rounded-lg border border-line p-5">
      {order.payment_status === 'pending' ? (
        <p>
          {t('thankyou.paymentPending')}{' '}
          <a href={`${pathname}${search}`} className="font-semibold text-olive-700 underline underline-offset-4 hover:text-ink">
            {t('thankyou.reload')}
          </a>
        </p>
      ) : (
        <p className="font-semibold text-danger">{t('thankyou.paymentFailed')}</p>
      )}
      {view.can_pay && <PayAgainButton number={order.number} orderKey={orderKey} />}
    </div>
  );
}

/** The thank-you page: the order as placed, how to pay it when that is still open, and the ways on. */
export function ThankYouPage({ view, orderKey }: { view: ThankYouView; orderKey: string | null }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const linesId = useId();
  const { order } = view;
  // The tag module sends it once the order counts as a purchase (a card payment paid), once per order.
  useTrack('purchase', { order }, `${order.number} ${order.status} ${order.payment_status}`);
  return (
    <main id="main" className="container-page max-w-4xl space-y-6 py-8 md:py-12">
      <div className="space-y-2">
        <PageHeading>{t('pages.thankyou')}</PageHeading>
        <p className="text-lg">{t('thankyou.lead', { number: order.number })}</p>
        <p className="text-muted">{t('thankyou.mailSent', { email: order.customer.email })}</p>
      </div>
      <CardPayment view={view} orderKey={orderKey} />
      <PaymentDetails order={order} invoice={view.invoice} transfer={view.transfer} />
      <OrderFacts order={order} number />
      <OrderLines order={order} headingId={linesId} />
      <OrderTotals order={order} />
      <nav aria-label={t('thankyou.next')} className="flex flex-wrap items-center gap-4 border-t border-line pt-6">
        {user && (
          <LocalizedLink to={`/cabinet/orders?order=${encodeURIComponent(order.number)}`} className={primaryButton}>
            {t('thankyou.toCabinet')}
          </LocalizedLink>
        )}
        <LocalizedLink to="/" className="inline-flex min-h-11 items-center font-semibold text-olive-700 underline underline-offset-4 hover:text-ink">
          {t('thankyou.toHome')}
        </LocalizedLink>
      </nav>
    </main>
  );
}
