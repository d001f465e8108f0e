import { asc, eq } from 'drizzle-orm';
import type { AdminOrderView } from '../../../common/admin-orders.ts';
import { minorToDecimal } from '../../../common/currency.ts';
import type { Locale } from '../../../common/locales.ts';
import { isEditable, nextStatuses } from '../../../common/order-status.ts';
import type { Database } from '../../db/client.ts';
import { orderLines } from '../../db/schema/orders.ts';
import { listPayments } from '../payments/payments.attempts.ts';
import { listRefunds } from '../payments/payments.refunds.ts';
import { listOrderEvents } from './orders.events.ts';
import { listOrderNotes } from './orders.notes.ts';
import { loadOrderView } from './orders.view.ts';

/** Everything the back office shows of one order; null when there is none. */
export async function loadAdminOrder(db: Database, { id, locale }: { id: number; locale: Locale }): Promise<AdminOrderView | null> {
  const found = await loadOrderView(db, { id }, locale);
  if (!found) return null;
  const { row, view } = found;
  const [lines, attempts, refunds, events, notes] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.id)),
    listPayments(db, id),
    listRefunds(db, id),
    listOrderEvents(db, id),
    listOrderNotes(db, id),
  ]);
  return {
    id,
    order: view,
    next_statuses: [...nextStatuses(row.status)],
    editable: isEditable(row.status),
    edit_lines: lines.map((line) => ({ option_id: line.optionId, sku: line.sku, name: line.name, option: line.optionLabel, count: line.count, price: minorToDecimal(line.price) })),
    delivery_details: row.deliveryDetails as Record<string, unknown>,
    payments: attempts.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      status: payment.status,
      amount: minorToDecimal(payment.amount),
      currency_code: payment.currencyCode,
      external_id: payment.externalId,
      invoice_number: payment.invoiceNumber,
      paid_at: payment.paidAt?.toISOString() ?? null,
      created_at: payment.createdAt.toISOString(),
    })),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      amount: minorToDecimal(refund.amount),
      reason: refund.reason,
      status: refund.status,
      provider_status: refund.providerStatus,
      actor: refund.actor,
      created_at: refund.createdAt.toISOString(),
    })),
    timeline: events.map((event) => ({ id: event.id, at: event.at.toISOString(), actor: event.actor, kind: event.kind, data: event.data })),
    notes,
  };
}
