import { index, integer, pgEnum, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, localeEnum } from './common.ts';
import { products } from './catalog.ts';
import { users } from './users.ts';

export const reviewStatusEnum = pgEnum('review_status', ['pending', 'approved', 'rejected']);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    locale: localeEnum('locale').notNull(),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    rating: smallint('rating').notNull(),
    status: reviewStatusEnum('status').notNull().default('pending'),
    /** Hash of product, author and text: a repeated identical submission is not stored twice. */
    contentHash: varchar('content_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_product_status_idx').on(t.productId, t.status, t.createdAt),
    uniqueIndex('reviews_content_hash_idx').on(t.contentHash),
  ],
);
