import { asc, eq } from 'drizzle-orm';
import type { OrderNoteView } from '../../../common/admin-orders.ts';
import type { Database } from '../../db/client.ts';
import { singleRow } from '../../db/rows.ts';
import { orderNotes } from '../../db/schema/order-back-office.ts';
import { orders } from '../../db/schema/orders.ts';
import { recordAudit } from '../audit/audit.record.ts';
import type { StaffActor } from '../staff/staff.types.ts';
import { actorRecord } from './orders.actor.ts';

/** Adds a staff note to an order (and the audit entry); null when there is no such order. */
export async function addOrderNote(db: Database, { orderId, actor, body, now }: { orderId: number; actor: StaffActor; body: string; now: Date }): Promise<{ id: number } | null> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
    if (!order) return null;
    const note = singleRow(await tx.insert(orderNotes).values({ orderId, author: actorRecord(actor), body, createdAt: now }).returning({ id: orderNotes.id }));
    await recordAudit(tx, { actor, action: 'order.note', entity: { type: 'order', id: orderId }, before: null, after: { noteId: note.id, body }, at: now });
    return note;
  });
}

/** An order's notes, oldest first. */
export async function listOrderNotes(db: Database, orderId: number): Promise<OrderNoteView[]> {
  const rows = await db.select().from(orderNotes).where(eq(orderNotes.orderId, orderId)).orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
  return rows.map((row) => ({ id: row.id, author: row.author, body: row.body, created_at: row.createdAt.toISOString() }));
}
