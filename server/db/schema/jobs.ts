import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Work to be done in the background, durably: a row is written in the transaction of what causes
 * it and claimed by one server process at a time (`FOR UPDATE SKIP LOCKED`) under a lease, so a
 * killed process's claim comes back when the lease ends. Times are the database's clock, the one
 * every process shares.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The last failure, scrubbed: never a token nor an address. */
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Set when the last attempt failed: the job is not tried again. */
    deadAt: timestamp('dead_at', { withTimezone: true }),
    /** Optional: a second job with the same key is not added. */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // What the runners scan: the jobs still to do, by when they are due.
    index('jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} IS NULL AND ${t.deadAt} IS NULL`),
    uniqueIndex('jobs_dedupe_key_idx').on(t.dedupeKey),
    index('jobs_kind_idx').on(t.kind, t.createdAt),
  ],
);
