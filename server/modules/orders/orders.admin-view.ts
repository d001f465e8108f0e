import { asc, eq } from 'drizzle-orm';
import type { OrderView } from '../../../common/account.ts';
import { minorToDecimal } from '../../../common/currency.ts';
import type { Locale } from '../../../common/locales.ts';
import { isEditable, nextStatuses, type OrderStatus } from '../../../common/order-status.ts';
import type { Database } from '../../db/client.ts';
import type { OrderActorRecord } from '../../db/schema/order-back-office.ts';
import { orderLines } from '../../db/schema/orders.ts';
import { listPayments } from '../payments/payments.attempts.ts';
import { listRefunds } from '../payments/payments.refunds.ts';
import { listOrderEvents } from './orders.events.ts';
import { listOrderNotes, type OrderNoteView } from './orders.notes.ts';
import { loadOrderView } from './orders.view.ts';

export interface AdminOrderView {
  id: number;
  order: OrderView;
  /** The moves staff may make now. */
  next_statuses: OrderStatus[];
  editable: boolean;
  /** Lines by option, for the edit form (a line whose option is gone has none). */
  edit_lines: { option_id: number | null; sku: string; name: string; option: string; count: number; price: string }[];
  delivery_details: Record<string, unknown>;
  payments: { id: number; provider: string; status: string; amount: string; currency_code: string; external_id: string | null; invoice_number: string | null; paid_at: string | null; created_at: string }[];
  refunds: { id: number; amount: string; reason: string; status: string; provider_status: string | null; actor: OrderActorRecord; created_at: string }[];
  timeline: { id: number; at: string; actor: OrderActorRecord; kind: string; data: Record<string, unknown> }[];
  notes: OrderNoteView[];
}

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
