import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Answers of outside services kept for a while (the Nova Poshta directory for a day), shared by
 * every server process. A row past `expires_at` is stale: served only while the service is down.
 */
export const integrationCache = pgTable(
  'integration_cache',
  {
    key: text('key').primaryKey(),
    value: jsonb('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('integration_cache_expires_idx').on(t.expiresAt)],
);
