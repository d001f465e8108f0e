import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common.ts';
import type { OrderActorRecord } from '../../../common/admin-orders.ts';
import { orders, payments } from './orders.ts';

/** Every change of an order, in order: status moves, edits, refunds, carrier notices, reminders. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: jsonb('actor').$type<OrderActorRecord>().notNull(),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at, t.id), index('order_events_kind_idx').on(t.kind, t.orderId)],
);

/** Staff's notes on an order, for each other; the buyer never sees them. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    author: jsonb('author').$type<OrderActorRecord>().notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Money given back. `status`: `recorded` (given back outside the shop, e.g. cash or a transfer),
 * `requested` (asked of LiqPay, no answer yet), `done` or `failed` (LiqPay's verified answer).
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    actor: jsonb('actor').$type<OrderActorRecord>().notNull(),
    status: text('status').$type<'recorded' | 'requested' | 'done' | 'failed'>().notNull(),
    /** LiqPay's status word from its verified answer. */
    providerStatus: text('provider_status'),
    /** LiqPay's answer as signed (base64 data), or the error met asking it. */
    providerAnswer: text('provider_answer'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('order_refunds_order_idx').on(t.orderId)],
);
