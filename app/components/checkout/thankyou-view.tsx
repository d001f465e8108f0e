import '../../locales/checkout/index.ts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { transferAmount, transferRows, type ThankYouView } from '../../../common/checkout.ts';
import { LocalizedLink } from '../../lib/links.tsx';
import { useSessionUser } from '../../state/session.ts';
import { primaryButton } from '../account/form-field.tsx';
import { OrderFacts, OrderLines, OrderTotals } from '../cabinet/order-details.tsx';
import { PageHeading } from '../content/page-title.tsx';
import { PayAgainButton } from './pay-again.tsx';
import { useTrack } from '../../lib/analytics.ts';

/** The bank details an invoice is paid to, and the purpose of payment to write. */
function InvoiceDetails({ invoice }: { invoice: NonNullable<ThankYouView['invoice']> }) {
  const { t } = useTranslation();
  const { requisites } = invoice;
  const rows: [string, string][] = [
    [t('thankyou.invoiceNumber'), invoice.number],
    [t('thankyou.recipient'), requisites.company],
    [t('thankyou.companyCode'), requisites.code],
    [t('thankyou.iban'), requisites.iban],
    [t('thankyou.bank'), requisites.bank],
    [t('thankyou.address'), requisites.address],
    [t('thankyou.purpose'), invoice.purpose],
  ];
  return (
    <section aria-labelledby="thankyou-invoice" className="rounded-lg border border-line p-5">
      <h2 id="thankyou-invoice" className="text-lg font-bold">
        {t('thankyou.invoiceTitle')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('thankyou.invoiceText')}</p>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]" data-invoice="">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-muted">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A transfer from abroad: what to send, the reference to write and the shop's SWIFT details, to copy into a bank's form. */
function TransferDetails({ transfer }: { transfer: NonNullable<ThankYouView['transfer']> }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="thankyou-transfer" className="rounded-lg border border-line p-5">
      <h2 id="thankyou-transfer" className="text-lg font-bold">
        {t('thankyou.transferTitle')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('thankyou.transferText', { amount: transferAmount(transfer), reference: transfer.reference })}</p>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[14rem_1fr]" data-transfer="">
        {transferRows(transfer).map(([field, value]) => (
          <div key={field} className="contents">
            <dt className="font-semibold text-muted">{t(`thankyou.transfer.${field}`)}</dt>
            <dd className="break-words" data-field={field}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Paid once the shop has confirmed the shipping cost: nothing to pay yet, and what comes next. */
function AfterConfirmation({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="thankyou-after-confirmation" className="rounded-lg border border-line p-5">
      <h2 id="thankyou-after-confirmation" className="text-lg font-bold">
        {t('thankyou.afterConfirmationTitle')}
      </h2>
      <p className="mt-1">{t('thankyou.afterConfirmation', { email })}</p>
    </section>
  );
}

/** Where the card payment stands, and a way to pay when it has not gone through. */
function CardPayment({ view, accessKey }: { view: ThankYouView; accessKey: string | null }) {
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
      {view.can_pay && <PayAgainButton number={order.number} accessKey={accessKey} />}
    </div>
  );
}

/** The thank-you page: the order as placed, how to pay it when that is still open, and the ways on. */
export function ThankYouPage({ view, accessKey }: { view: ThankYouView; accessKey: string | null }) {
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
      <CardPayment view={view} accessKey={accessKey} />
      {view.invoice && <InvoiceDetails invoice={view.invoice} />}
      {view.transfer && order.payment_status === 'pending' && order.status !== 'cancelled' && <TransferDetails transfer={view.transfer} />}
      {order.payment_method === 'after_confirmation' && order.payment_status === 'pending' && order.status !== 'cancelled' && <AfterConfirmation email={order.customer.email} />}
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
