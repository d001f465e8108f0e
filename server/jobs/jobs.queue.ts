import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema/jobs.ts';

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  /** Not before this many milliseconds from now (the database's clock). */
  delayMs?: number;
  maxAttempts?: number;
  /** A job with this key already added keeps its place; this one is not added. */
  dedupeKey?: string;
}

/** Runners of this process listen: a job just added need not wait for the next poll. */
export const enqueued = new EventEmitter();
// One listener per runner; a test process may hold many.
enqueued.setMaxListeners(0);

/**
 * Adds a job in the caller's transaction (or alone, given the database): it commits or rolls back
 * with what causes it, an order, an account, a link. Answers the job's id, or null for a duplicate.
 */
export async function enqueue(tx: Database, { kind, payload, delayMs = 0, maxAttempts, dedupeKey }: NewJob): Promise<number | null> {
  const [row] = await tx
    .insert(jobs)
    .values({ kind, payload, runAt: sql`now() + ${delayMs} * interval '1 millisecond'`, maxAttempts, dedupeKey })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  enqueued.emit('job', kind);
  return row?.id ?? null;
}
