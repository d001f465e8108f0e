import '../../messages.ts';
import type { OrderView } from '../../../common/account.ts';
import { translator } from '../../../common/i18n.ts';
import { formatOrderAmount, formatOrderDate } from '../../../common/order-format.ts';
import type { CurrencyView } from '../../../common/settings.ts';
import { renderMail } from '../../integrations/mail/layout.ts';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import { escapeTelegramHtml } from '../../integrations/telegram/telegram.ts';

// The shop reads its notices in its first language, in hryvnias whatever the buyer browsed in.
const locale = 'uk';
const t = translator(locale);

interface NoticeInput {
  order: OrderView;
  /** The order's page in the back office. */
  link: string;
  currencies: Record<string, CurrencyView> | undefined;
}

const hryvnias = (amount: string, currencies: NoticeInput['currencies']) => formatOrderAmount(amount, { currency_code: 'UAH', currency_rate: '1' }, currencies, locale);

const deliveryText = (order: OrderView) => [order.delivery.label, ...order.delivery.lines].join(', ');

/** The e-mail to the shop's order address: what was bought, by whom, where to, how paid, and the order's page. */
export function newOrderShopMail({ order, link, currencies }: NoticeInput, to: string): MailMessage {
  const total = hryvnias(order.total, currencies);
  const { subject, text, html } = renderMail({
    locale,
    subject: t('shopNotice.subject', { number: order.number, total }),
    greeting: t('shopNotice.greeting'),
    paragraphs: [t('shopNotice.intro', { number: order.number, date: formatOrderDate(order.created_at, locale) })],
    sections: [
      {
        title: t('shopNotice.goods'),
        rows: [
          ...order.lines.map((line) => ({ label: t('shopNotice.line', { name: line.option ? `${line.name} (${line.option})` : line.name, count: line.count }), value: hryvnias(line.total, currencies) })),
          { label: t('shopNotice.total'), value: total },
        ],
      },
      { title: t('shopNotice.delivery'), rows: [order.delivery.label, ...order.delivery.lines].map((label) => ({ label, value: '' })) },
      { title: t('shopNotice.payment'), rows: [{ label: order.payment_label, value: '' }] },
      { title: t('shopNotice.buyer'), rows: [order.customer.name, order.customer.phone, order.customer.email].map((label) => ({ label, value: '' })) },
      ...(order.comment ? [{ title: t('shopNotice.comment'), rows: [{ label: order.comment, value: '' }] }] : []),
    ],
    action: { label: t('shopNotice.action'), url: link },
    footnote: t('shopNotice.footnote'),
    signature: t('shopNotice.signature'),
  });
  return { to, subject, text, html, kind: 'shopNewOrder' };
}

/** The Telegram message (HTML parse mode): every value from the order escaped, the link in an attribute. */
export function newOrderTelegramHtml({ order, link, currencies }: NoticeInput): string {
  const e = escapeTelegramHtml;
  return [
    `<b>${e(t('shopNotice.telegram.title', { number: order.number }))}</b>`,
    `${e(t('shopNotice.telegram.total'))}: <b>${e(hryvnias(order.total, currencies))}</b>`,
    `${e(t('shopNotice.telegram.delivery'))}: ${e(deliveryText(order))}`,
    `${e(t('shopNotice.telegram.payment'))}: ${e(order.payment_label)}`,
    `${e(t('shopNotice.telegram.buyer'))}: ${e(`${order.customer.name}, ${order.customer.phone}`)}`,
    `<a href="${e(link)}">${e(t('shopNotice.telegram.open'))}</a>`,
  ].join('\n');
}
