import { boolean, integer, pgEnum, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './common.ts';

export const couponTypeEnum = pgEnum('coupon_type', ['percent', 'fixed']);

export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  /** Stored upper-case; codes are matched case-insensitively. */
  code: varchar('code', { length: 40 }).notNull().unique(),
  type: couponTypeEnum('type').notNull(),
  /** Percent (1..100) or a fixed amount in kopiyky. */
  value: integer('value').notNull(),
  minTotal: integer('min_total').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  usageLimit: integer('usage_limit'),
  usedCount: integer('used_count').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});
