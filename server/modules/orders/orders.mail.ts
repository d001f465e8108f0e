import '../../messages.ts';
import { translator } from '../../../common/i18n.ts';
import type { Locale } from '../../../common/locales.ts';
import { renderMail } from '../../integrations/mail/layout.ts';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import { trackingLink } from './orders.links.ts';

/** The statuses the buyer is told of. */
export type MailedStatus = 'confirmed' | 'shipped' | 'delivered' | 'cancelled';

export function isMailedStatus(status: string): status is MailedStatus {
  return status === 'confirmed' || status === 'shipped' || status === 'delivered' || status === 'cancelled';
}

interface StatusMailInput {
  status: MailedStatus;
  order: { number: string; customerName: string; customerEmail: string; locale: Locale };
  /** The buyer's order page (cabinet or thank-you page). */
  link: string;
  /** Shipped: the waybill, whose tracking page the mail links. */
  waybill?: string | null;
  /** Cancelled: the reason given, or `unpaid` for an expired card order. */
  reason?: string;
  unpaid?: boolean;
}

/** The buyer's mail about a status change, in the order's language. */
export function orderStatusMail({ status, order, link, waybill, reason, unpaid }: StatusMailInput): MailMessage {
  const t = translator(order.locale);
  const key = `orderStatusMail.${status}`;
  const paragraphs = [t(`${key}.body`, { number: order.number })];
  if (status === 'shipped' && waybill) paragraphs.push(t(`${key}.waybill`, { waybill }));
  if (status === 'cancelled' && unpaid) paragraphs.push(t(`${key}.unpaid`));
  else if (status === 'cancelled' && reason) paragraphs.push(t(`${key}.reason`, { reason }));
  const action =
    status === 'shipped' && waybill ? { label: t(`${key}.action`), url: trackingLink(waybill) } : { label: t('orderStatusMail.action'), url: link };
  const { subject, text, html } = renderMail({
    locale: order.locale,
    subject: t(`${key}.subject`, { number: order.number }),
    greeting: t('mail.greeting', { name: order.customerName }),
    paragraphs,
    action,
    footnote: t('orderStatusMail.footnote'),
    signature: t('mail.signature'),
  });
  return { to: order.customerEmail, subject, text, html, kind: `order-${status}`, link: action.url };
}

/** The one reminder of an unpaid card order, with the link where it is paid. */
export function unpaidReminderMail({
  order,
  link,
  total,
  deadline,
}: {
  order: { number: string; customerName: string; customerEmail: string; locale: Locale };
  link: string;
  total: string;
  deadline: string;
}): MailMessage {
  const t = translator(order.locale);
  const { subject, text, html } = renderMail({
    locale: order.locale,
    subject: t('orderStatusMail.unpaidReminder.subject', { number: order.number }),
    greeting: t('mail.greeting', { name: order.customerName }),
    paragraphs: [t('orderStatusMail.unpaidReminder.body', { number: order.number, total, deadline })],
    action: { label: t('orderStatusMail.unpaidReminder.action'), url: link },
    footnote: t('orderStatusMail.footnote'),
    signature: t('mail.signature'),
  });
  return { to: order.customerEmail, subject, text, html, kind: 'order-unpaid-reminder', link };
}
