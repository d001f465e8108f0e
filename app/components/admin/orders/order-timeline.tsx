import { useTranslation } from 'react-i18next';
import { formatKyivDateTime } from '../../../../common/admin-dates.ts';
import { fallbackBaseCurrency, formatMoney, minorToDecimal } from '../../../../common/currency.ts';
import type { Locale } from '../../../../common/locales.ts';
import type { AdminOrderView } from '../../../../common/admin-orders.ts';

type Actor = AdminOrderView['timeline'][number]['actor'];

export function ActorName({ actor }: { actor: Actor }) {
  const { t } = useTranslation();
  return <>{'system' in actor ? t(`adminOrders.timeline.system.${actor.system}`, { defaultValue: actor.system }) : actor.name}</>;
}

/** Every change of the order, oldest first, with who made it. */
export function OrderTimeline({ events, locale }: { events: AdminOrderView['timeline']; locale: Locale }) {
  const { t } = useTranslation();
  const date = { format: (moment: Date) => formatKyivDateTime(moment.toISOString()) };
  const money = (minor: unknown) => formatMoney(Number(minorToDecimal(Number(minor))), fallbackBaseCurrency, locale);
  const describe = (event: AdminOrderView['timeline'][number]) => {
    const data = event.data as Record<string, any>;
    switch (event.kind) {
      case 'status':
        return t('adminOrders.timeline.kinds.status', { from: t(`cabinet.status.${data.from}`), to: t(`cabinet.status.${data.to}`) }) + (data.reason ? ` — ${data.reason}` : '');
      case 'edit':
        return t('adminOrders.timeline.kinds.edit', { before: money(data.before?.total), after: money(data.after?.total) });
      case 'refund':
        return t('adminOrders.timeline.kinds.refund', { amount: money(data.amount) }) + (data.reason ? ` — ${data.reason}` : '');
      case 'refund-answer':
        return t('adminOrders.timeline.kinds.refund-answer', { status: String(data.status) });
      case 'unpaid-reminder':
        return t('adminOrders.timeline.kinds.unpaid-reminder');
      case 'payment-attention':
        return t('adminOrders.timeline.kinds.payment-attention', { amount: money(data.amount), total: money(data.orderTotal) });
      default:
        return t('adminOrders.timeline.kinds.other', { kind: event.kind });
    }
  };
  if (events.length === 0) return <p>{t('adminOrders.timeline.empty')}</p>;
  return (
    <ol className="flex flex-col gap-2">
      {events.map((event) => (
        <li key={event.id} className="border-l-2 border-emerald-800 pl-3 text-sm">
          <time dateTime={event.at} className="block text-stone-600">
            {date.format(new Date(event.at))} · <ActorName actor={event.actor} />
          </time>
          {describe(event)}
        </li>
      ))}
    </ol>
  );
}
