import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common.ts';
import { orders } from './orders.ts';

/**
 * The Nova Poshta parcel of an order (one per order): its waybill, created through the API or
 * entered by hand, and what tracking last said of it.
 */
export const parcels = pgTable(
  'parcels',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The 14-digit waybill number (ТТН). */
    waybillNumber: varchar('waybill_number', { length: 14 }).notNull(),
    /** Nova Poshta's document Ref, for a waybill created through the API. */
    documentRef: text('document_ref'),
    source: text('source').$type<'api' | 'manual'>().notNull(),
    /** Delivery price in kopiyky as Nova Poshta quoted it at creation. */
    cost: integer('cost'),
    statusCode: varchar('status_code', { length: 8 }),
    statusText: text('status_text'),
    /** When tracking first said the cash on delivery was paid to the shop. */
    codReceivedAt: timestamp('cod_received_at', { withTimezone: true }),
    trackedAt: timestamp('tracked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('parcels_order_idx').on(t.orderId), index('parcels_waybill_idx').on(t.waybillNumber)],
);
