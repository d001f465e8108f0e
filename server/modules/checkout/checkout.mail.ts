import '../../messages.ts';
import { transferAmount, transferRows, type ThankYouView } from '../../../common/checkout.ts';
import { translator } from '../../../common/i18n.ts';
import type { Locale } from '../../../common/locales.ts';
import { formatOrderAmount, formatOrderDate } from '../../../common/order-format.ts';
import type { CurrencyView } from '../../../common/settings.ts';
import { renderMail } from '../../integrations/mail/layout.ts';
import type { MailMessage } from '../../integrations/mail/mailer.ts';

/**
 * The order confirmation in the shopper's language: what was bought, the money in the currency
 * they saw, where it goes, how to pay (an invoice's bank details in full), and a link to the order.
 */
export function orderConfirmationMail({
  thankYou,
  locale,
  link,
  currencies,
}: {
  thankYou: ThankYouView;
  locale: Locale;
  /** The thank-you page for a guest, the cabinet's order page for an account. */
  link: string;
  currencies: Record<string, CurrencyView> | undefined;
}): MailMessage {
  const t = translator(locale);
  const { order, invoice, transfer } = thankYou;
  const money = (amount: string) => formatOrderAmount(amount, order, currencies, locale);
  // Invoices are paid in hryvnias, whatever currency the shopper browsed in.
  const hryvnias = (amount: string) => formatOrderAmount(amount, { currency_code: 'UAH', currency_rate: '1' }, currencies, locale);
  const paymentParagraph = invoice
    ? t('orderMail.payInvoice', { invoice: invoice.number, total: hryvnias(order.total) })
    : transfer
      ? t('orderMail.payTransfer', { amount: transferAmount(transfer), reference: transfer.reference })
      : t(`orderMail.pay.${order.payment_method}`, { defaultValue: '' });
  const totals = [
    { label: t('orderMail.subtotal'), value: money(order.subtotal) },
    ...(Number(order.discount) > 0 ? [{ label: order.coupon ? t('orderMail.discountCode', { code: order.coupon }) : t('orderMail.discount'), value: `−${money(order.discount)}` }] : []),
    { label: t('orderMail.delivery'), value: order.delivery.note ?? money(order.delivery_cost) },
    { label: t('orderMail.total'), value: money(order.total) },
  ];
  const { subject, text, html } = renderMail({
    locale,
    subject: t('orderMail.subject', { number: order.number }),
    greeting: t('mail.greeting', { name: order.customer.name }),
    paragraphs: [t('orderMail.intro', { number: order.number, date: formatOrderDate(order.created_at, locale) }), paymentParagraph].filter(Boolean),
    sections: [
      {
        title: t('orderMail.goods'),
        rows: order.lines.map((line) => ({
          label: t('orderMail.line', { name: line.option ? `${line.name} (${line.option})` : line.name, count: line.count }),
          value: money(line.total),
        })),
      },
      { title: t('orderMail.totals'), rows: totals },
      {
        title: t('orderMail.deliveryTitle'),
        rows: [order.delivery.label, ...order.delivery.lines].map((line) => ({ label: line, value: '' })),
      },
      {
        title: t('orderMail.recipient'),
        rows: [order.customer.name, order.customer.phone, order.customer.email].map((line) => ({ label: line, value: '' })),
      },
      { title: t('orderMail.payment'), rows: [{ label: order.payment_label, value: '' }] },
      ...(invoice
        ? [
            {
              title: t('orderMail.requisites', { invoice: invoice.number }),
              rows: [
                { label: t('orderMail.requisite.company'), value: invoice.requisites.company },
                { label: t('orderMail.requisite.code'), value: invoice.requisites.code },
                { label: t('orderMail.requisite.iban'), value: invoice.requisites.iban },
                { label: t('orderMail.requisite.bank'), value: invoice.requisites.bank },
                { label: t('orderMail.requisite.address'), value: invoice.requisites.address },
                { label: t('orderMail.requisite.amount'), value: hryvnias(order.total) },
                { label: t('orderMail.requisite.purpose'), value: invoice.purpose },
              ],
            },
          ]
        : []),
      ...(transfer ? [{ title: t('orderMail.transferTitle'), rows: transferRows(transfer).map(([field, value]) => ({ label: t(`thankyou.transfer.${field}`), value })) }] : []),
    ],
    action: { label: t('orderMail.action'), url: link },
    footnote: t('orderMail.footnote'),
    signature: t('mail.signature'),
  });
  return { to: order.customer.email, subject, text, html, kind: 'orderConfirmation', link };
}
