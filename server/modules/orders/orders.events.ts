import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { OrderActorRecord } from '../../../common/admin-orders.ts';
import { orderEvents } from '../../db/schema/order-back-office.ts';
import type { OrderActor } from './orders.actor.ts';
import { actorRecord } from './orders.actor.ts';

/**
 * What happened to an order. Status moves are `status` ({ from, to, reason? }); other areas add
 * their own kinds (`waybill`, `tracking`, `cod-received`, `notified`, …) with their own data.
 */
export interface OrderEventInput {
  orderId: number;
  actor: OrderActor;
  kind: string;
  data?: Record<string, unknown>;
  /** When it happened; the database's clock when not given. */
  at?: Date;
}

/** Adds one entry to the order's timeline, in the transaction that makes the change. */
export async function recordOrderEvent(tx: Database, { orderId, actor, kind, data = {}, at }: OrderEventInput): Promise<void> {
  await tx.insert(orderEvents).values({ orderId, actor: actorRecord(actor), kind, data, ...(at ? { at } : {}) });
}

export interface OrderEvent {
  id: number;
  at: Date;
  actor: OrderActorRecord;
  kind: string;
  data: Record<string, unknown>;
}

/** The order's timeline, oldest first. */
export function listOrderEvents(db: Database, orderId: number): Promise<OrderEvent[]> {
  return db
    .select({ id: orderEvents.id, at: orderEvents.at, actor: orderEvents.actor, kind: orderEvents.kind, data: orderEvents.data })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
}
