import { index, integer, pgTable, primaryKey, serial, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common.ts';
import { productOptions, products } from './catalog.ts';
import { users } from './users.ts';
import { coupons } from './coupons.ts';

export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('carts_user_idx').on(t.userId), index('carts_expires_idx').on(t.expiresAt)],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: uuid('cart_id').notNull().references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    optionId: integer('option_id').notNull().references(() => productOptions.id, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cart_lines_cart_option_idx').on(t.cartId, t.optionId), index('cart_lines_cart_idx').on(t.cartId)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('wishlist_items_created_idx').on(t.userId, t.createdAt.desc())],
);
