import { sql } from 'drizzle-orm';
import { customType, pgEnum, timestamp } from 'drizzle-orm/pg-core';

export const localeEnum = pgEnum('locale', ['uk', 'en']);

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The search vector of a translation, computed by the database from `source` (a column of the
 * same table) with `tabir_search_vector` (migration 0002) and indexed with GIN.
 */
export const searchVector = (source: string) =>
  tsvector('search_vector')
    .notNull()
    .generatedAlwaysAs(sql.raw(`public.tabir_search_vector(${source})`));
