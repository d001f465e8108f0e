import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgEnum, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, localeEnum, updatedAt } from './common.ts';
import { productOptions, products } from './catalog.ts';
import { users } from './users.ts';
import { orderStatuses } from '../../../common/order-status.ts';

export const orderStatusEnum = pgEnum('order_status', orderStatuses);
export const paymentStatusEnum = pgEnum('payment_status', ['pending', 'paid', 'failed', 'refunded']);
export const deliveryRegionEnum = pgEnum('delivery_region', ['ukraine', 'international']);

/** Amounts are integer kopiyky in UAH; currency and rate record what the shopper saw. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: varchar('number', { length: 20 }).notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: orderStatusEnum('status').notNull().default('new'),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('pending'),
    locale: localeEnum('locale').notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    currencyRate: numeric('currency_rate', { precision: 20, scale: 10 }).notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: varchar('customer_email', { length: 254 }).notNull(),
    customerPhone: varchar('customer_phone', { length: 20 }).notNull(),
    deliveryRegion: deliveryRegionEnum('delivery_region').notNull(),
    deliveryMethod: varchar('delivery_method', { length: 40 }).notNull(),
    /** Country, city and branch references or address lines, as entered. */
    deliveryDetails: jsonb('delivery_details').notNull(),
    paymentMethod: varchar('payment_method', { length: 40 }).notNull(),
    couponCode: varchar('coupon_code', { length: 40 }),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    deliveryCost: integer('delivery_cost').notNull().default(0),
    total: integer('total').notNull(),
    comment: text('comment'),
    /** Sent by the checkout page so a retried submission yields the same order. */
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull().unique(),
    /** Hash of the secret in the thank-you link given to a guest buyer. */
    accessKeyHash: varchar('access_key_hash', { length: 64 }).notNull(),
    /**
     * Hash of the cart it was placed from: a retried request must name that cart too, so the
     * link's key alone (which a forwarded link reveals) cannot fetch the order or its cookie.
     */
    cartHash: varchar('cart_hash', { length: 64 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt.desc()),
    index('orders_created_idx').on(t.createdAt),
    // A coupon's orders in the back office (migration 0024).
    index('orders_coupon_code_idx').on(t.couponCode).where(sql`${t.couponCode} is not null`),
  ],
);

/** A snapshot of what was bought, kept even when the product changes or goes away. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    optionId: integer('option_id').references(() => productOptions.id, { onDelete: 'set null' }),
    sku: varchar('sku', { length: 80 }).notNull(),
    name: text('name').notNull(),
    optionLabel: text('option_label').notNull().default(''),
    image: text('image'),
    price: integer('price').notNull(),
    oldPrice: integer('old_price'),
    count: integer('count').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

export const paymentProviderEnum = pgEnum('payment_provider', ['cash', 'liqpay', 'invoice', 'wayforpay', 'monobank', 'swift', 'after_confirmation']);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    provider: paymentProviderEnum('provider').notNull(),
    status: paymentStatusEnum('status').notNull().default('pending'),
    amount: integer('amount').notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull().default('UAH'),
    /** The provider's payment or invoice id. */
    externalId: text('external_id'),
    invoiceNumber: varchar('invoice_number', { length: 40 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payments_order_idx').on(t.orderId), index('payments_external_idx').on(t.provider, t.externalId)],
);

/**
 * Every genuine provider notice as received; the hash makes a replay a no-op. One the shop could
 * not use (unreadable, another payment's amount, no such payment) is kept without a payment.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    /** The payment the notice was applied to; null when it could not be used. */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    provider: paymentProviderEnum('provider').notNull(),
    payloadHash: varchar('payload_hash', { length: 64 }).notNull(),
    /** The provider's status, when the notice could be read. */
    status: text('status'),
    /**
     * The notice exactly as signed (LiqPay's base64 `data`): text, as JSON may hold what jsonb
     * refuses (`\u0000`, any depth), and the signature can be checked again later.
     */
    data: text('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_events_provider_hash_idx').on(t.provider, t.payloadHash)],
);

/** Per-year counter behind human-friendly order numbers. */
export const orderNumberSequences = pgTable('order_number_sequences', {
  year: integer('year').primaryKey(),
  lastValue: integer('last_value').notNull(),
});
