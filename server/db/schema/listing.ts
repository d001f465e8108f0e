import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { categories } from './catalog.ts';

/**
 * One number bumped by statement triggers on products, options, attribute values and categories
 * (migration 0018): a stored listing summary is valid only at the version it was counted at.
 */
export const catalogVersion = pgTable('catalog_version', {
  id: boolean('id').primaryKey().default(true),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});

/** A category listing's counts under one set of filters, stored when first asked. */
export const listingSummaries = pgTable(
  'listing_summaries',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    filterKey: text('filter_key').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    total: integer('total').notNull(),
    minPrice: integer('min_price'),
    maxPrice: integer('max_price'),
    inStock: integer('in_stock').notNull(),
    /** [value id, count] pairs. */
    facets: jsonb('facets').$type<[number, number][]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.filterKey] })],
);
