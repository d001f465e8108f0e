import { and, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { JobFailureView, JobFailuresView } from '../../common/admin-jobs.ts';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema/jobs.ts';
import { recordAudit } from '../modules/audit/audit.record.ts';
import { enqueued } from './jobs.queue.ts';

type Actor = Parameters<typeof recordAudit>[1]['actor'];

/** Rows of each list shown at most, newest first. */
export const jobFailuresShown = 100;

// The payload is never selected: it may hold a link's token or a message's text.
const columns = {
  id: jobs.id,
  kind: jobs.kind,
  attempts: jobs.attempts,
  maxAttempts: jobs.maxAttempts,
  lastError: jobs.lastError,
  createdAt: jobs.createdAt,
  runAt: jobs.runAt,
  deadAt: jobs.deadAt,
};

function view(row: { id: number; kind: string; attempts: number; maxAttempts: number; lastError: string | null; createdAt: Date; runAt: Date; deadAt: Date | null }): JobFailureView {
  return {
    id: row.id,
    kind: row.kind,
    attempts: row.attempts,
    max_attempts: row.maxAttempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    run_at: row.runAt.toISOString(),
    dead_at: row.deadAt?.toISOString() ?? null,
  };
}

/** Dead jobs, and jobs that failed and wait to be tried again, newest first. */
export async function listJobFailures(db: Database): Promise<JobFailuresView> {
  const dead = await db.select(columns).from(jobs).where(and(isNull(jobs.doneAt), isNotNull(jobs.deadAt))).orderBy(desc(jobs.deadAt), desc(jobs.id)).limit(jobFailuresShown);
  const failing = await db
    .select(columns)
    .from(jobs)
    .where(and(isNull(jobs.doneAt), isNull(jobs.deadAt), gt(jobs.attempts, 0), isNotNull(jobs.lastError)))
    .orderBy(desc(jobs.runAt), desc(jobs.id))
    .limit(jobFailuresShown);
  return { dead: dead.map(view), failing: failing.map(view) };
}

export type JobRetryResult = { ok: true; job: JobFailureView } | { ok: false; reason: 'notFound' | 'notFailed' };

/**
 * Runs a dead or failing job again now: a dead one gets its attempts back (the whole budget of
 * retries), a failing one skips its wait. A job done, running or never failed is not touched.
 * One transaction with its audit entry.
 */
export async function retryJob(db: Database, { id, actor }: { id: number; actor: Actor }): Promise<JobRetryResult> {
  const result = await db.transaction(async (tx) => {
    const [job] = await tx.select({ ...columns, doneAt: jobs.doneAt, lockedUntil: jobs.lockedUntil }).from(jobs).where(eq(jobs.id, id)).for('update');
    if (!job) return { ok: false, reason: 'notFound' } as const;
    const failing = job.deadAt === null && job.attempts > 0 && job.lastError !== null;
    if (job.doneAt !== null || (job.deadAt === null && !failing)) return { ok: false, reason: 'notFailed' } as const;
    const [updated] = await tx
      .update(jobs)
      .set({ deadAt: null, runAt: sql`now()`, ...(job.deadAt ? { attempts: 0 } : {}) })
      // A failing job a process holds right now is left to it.
      .where(and(eq(jobs.id, id), or(isNull(jobs.lockedUntil), sql`${jobs.lockedUntil} < now()`)))
      .returning(columns);
    if (!updated) return { ok: false, reason: 'notFailed' } as const;
    await recordAudit(tx, {
      actor,
      action: 'job.retry',
      entity: { type: 'job', id },
      before: { kind: job.kind, attempts: job.attempts, dead_at: job.deadAt?.toISOString() ?? null, run_at: job.runAt.toISOString() },
      after: { kind: updated.kind, attempts: updated.attempts, dead_at: null, run_at: updated.runAt.toISOString() },
    });
    return { ok: true, job: view(updated) } as const;
  });
  // The runners of this process look now rather than at their next poll.
  if (result.ok) enqueued.emit('job', result.job.kind);
  return result;
}
