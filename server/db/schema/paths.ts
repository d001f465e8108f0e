import { index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './common.ts';

export const pathKindEnum = pgEnum('path_kind', ['category', 'page', 'product']);

/**
 * Maps each public path (without locale prefix or slashes at the ends: "namety",
 * "namety/namet-tramp-2", "contacts") to what it shows. Paths are the same in both languages.
 */
export const paths = pgTable(
  'paths',
  {
    path: text('path').primaryKey(),
    kind: pathKindEnum('kind').notNull(),
    entityId: integer('entity_id').notNull(),
  },
  // INCLUDE (path): migration 0031.
  (t) => [index('paths_kind_entity_idx').on(t.kind, t.entityId)],
);

/**
 * Paths a product or text page was shown at before its slug (or a product's category) changed
 * (migration 0024): they answer 301 to its path of today, so links and search engines' entries
 * keep working.
 */
export const pathRedirects = pgTable(
  'path_redirects',
  {
    fromPath: text('from_path').primaryKey(),
    kind: pathKindEnum('kind').notNull(),
    entityId: integer('entity_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('path_redirects_kind_entity_idx').on(t.kind, t.entityId)],
);
