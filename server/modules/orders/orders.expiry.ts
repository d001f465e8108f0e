import { and, eq, inArray, lte, notExists, sql } from 'drizzle-orm';
import { fallbackBaseCurrency, formatMoney, minorToDecimal } from '../../../common/currency.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { orderEvents } from '../../db/schema/order-back-office.ts';
import { orders } from '../../db/schema/orders.ts';
import { enqueueMail } from '../../integrations/mail/mail.jobs.ts';
import { recordOrderEvent } from './orders.events.ts';
import { orderLink } from './orders.links.ts';
import { unpaidReminderMail } from './orders.mail.ts';
import { changeOrderStatus } from './orders.status.ts';
import { canPayByCard } from '../payments/payments.attempts.ts';
import { formatInKyiv } from '../../../common/intl-formats.ts';

type Deps = { db: Database; config: Pick<Config, 'MAIL_FROM' | 'publicUrl' | 'PORT' | 'UNPAID_ORDER_EXPIRY_HOURS'>; now: () => Date };

const actor = { system: 'unpaid-expiry' } as const;
export const unpaidReminderEvent = 'unpaid-reminder';

/** The payment methods paid by card online (the query's first cut; `canPayByCard` decides). */
const cardMethods = ['liqpay'];

/** Still new and payable by card (a failed payment may be retried until the order expires). */
function isUnpaidCardOrder(order: typeof orders.$inferSelect): boolean {
  return order.status === 'new' && canPayByCard(order, undefined);
}

const unpaidCardOrders = and(inArray(orders.paymentMethod, cardMethods), eq(orders.status, 'new'), inArray(orders.paymentStatus, ['pending', 'failed']));

const hours = (count: number) => count * 3_600_000;

/**
 * The unpaid card order's one reminder: written with its timeline entry while the order is locked,
 * so a second sweep (in this process or another) finds it reminded and sends nothing.
 */
async function remind(deps: Deps, orderId: number, deadline: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || !isUnpaidCardOrder(order)) return false;
    const [reminded] = await tx
      .select({ id: orderEvents.id })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, unpaidReminderEvent)));
    if (reminded) return false;
    const total = formatMoney(Number(minorToDecimal(order.total)), fallbackBaseCurrency, order.locale);
    const when = formatInKyiv(deadline, order.locale, { dateStyle: 'medium', timeStyle: 'short' });
    const link = await orderLink(tx, deps.config, order);
    await enqueueMail(tx, unpaidReminderMail({ order, link, total, deadline: when }), deps.config);
    await recordOrderEvent(tx, { orderId, actor, kind: unpaidReminderEvent, data: { deadline: deadline.toISOString() }, at: deps.now() });
    return true;
  });
}

/**
 * Looks over the unpaid card orders: each is reminded once at half the expiry time and cancelled,
 * its stock and coupon use returned, when the time is up. An order paid meanwhile (or moved on by
 * staff) is left alone: the cancellation checks it again with the order locked.
 */
export async function sweepUnpaidOrders(deps: Deps): Promise<{ reminded: number; cancelled: number }> {
  const now = deps.now();
  const expiry = hours(deps.config.UNPAID_ORDER_EXPIRY_HOURS);
  const expired = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(unpaidCardOrders, lte(orders.createdAt, new Date(now.getTime() - expiry))))
    .orderBy(orders.id);
  let cancelled = 0;
  for (const { id } of expired) {
    const result = await changeOrderStatus(deps, { orderId: id, to: 'cancelled', actor, reason: 'unpaid', unless: isUnpaidCardOrder });
    if (result.ok) cancelled++;
  }
  const due = await deps.db
    .select({ id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .where(
      and(
        unpaidCardOrders,
        lte(orders.createdAt, new Date(now.getTime() - expiry / 2)),
        notExists(deps.db.select({ one: sql`1` }).from(orderEvents).where(and(eq(orderEvents.orderId, orders.id), eq(orderEvents.kind, unpaidReminderEvent)))),
      ),
    )
    .orderBy(orders.id);
  let reminded = 0;
  for (const order of due) if (await remind(deps, order.id, new Date(order.createdAt.getTime() + expiry))) reminded++;
  return { reminded, cancelled };
}
