import { customType, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './common.ts';

/** PostgreSQL's bytea: a Buffer here (pg gives one, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * Uploaded files kept in the database (the default storage; S3-compatible storage replaces it when
 * configured: server/modules/media/media.storage.ts). Every server process reads them from here,
 * so a file uploaded through one is served by all. Paths are content-addressed and never rewritten.
 */
export const storedFiles = pgTable('stored_files', {
  /** The storage path (`uploads/2026/11/<sha256 prefix>.webp`), as /storage/ and /media/ take it. */
  path: text('path').primaryKey(),
  contentType: varchar('content_type', { length: 100 }).notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  width: integer('width'),
  height: integer('height'),
  sha256: varchar('sha256', { length: 64 }).notNull(),
  createdAt: createdAt(),
});
