import { index, integer, pgEnum, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
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
    /** When a member of staff last approved or rejected it (migration 0022). */
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    /** The shop's answer, shown under the review once it is approved; null for none. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (t) => [
    index('reviews_product_status_idx').on(t.productId, t.status, t.createdAt),
    index('reviews_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('reviews_content_hash_idx').on(t.contentHash),
  ],
);
