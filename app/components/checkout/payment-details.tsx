import '../../locales/checkout/index.ts';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '../../../common/account.ts';
import { transferAmount, transferRows, type ThankYouView } from '../../../common/checkout.ts';

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

/**
 * How to pay an order paid outside the shop, wherever the order is shown (thank-you page, cabinet):
 * the invoice, or while still unpaid and not cancelled, the transfer details or what comes after
 * the shop's confirmation.
 */
export function PaymentDetails({ order, invoice, transfer }: { order: OrderView } & Pick<ThankYouView, 'invoice' | 'transfer'>) {
  const open = order.payment_status === 'pending' && order.status !== 'cancelled';
  return (
    <>
      {invoice && <InvoiceDetails invoice={invoice} />}
      {transfer && open && <TransferDetails transfer={transfer} />}
      {order.payment_method === 'after_confirmation' && open && <AfterConfirmation email={order.customer.email} />}
    </>
  );
}
