import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { retryDelayMs } from './jobs.backoff.ts';
import { scrubbedError } from './jobs.errors.ts';
import { enqueued } from './jobs.queue.ts';

export interface JobContext {
  id: number;
  /** This attempt's number, from 1. */
  attempt: number;
  maxAttempts: number;
  /**
   * Marks the job done inside the handler's own transaction, so what it writes (a token, the next
   * job) and the job's end commit together: a process killed in between runs neither twice.
   */
  complete(tx: Database): Promise<void>;
}

export interface JobKind<Payload = any> {
  run(payload: Payload, job: JobContext): Promise<void>;
  /** The retry schedule of this kind, when not the runner's. */
  retry?: { baseMs: number; maxMs: number };
}

export type JobKinds = Record<string, JobKind>;

export interface JobRunnerOptions {
  db: Database;
  logger: Logger;
  kinds: JobKinds;
  /** How often to look for due jobs when nothing wakes the runner. */
  pollMs: number;
  /** How long a claim lasts unless renewed: a job whose process died is taken again after it. */
  leaseMs: number;
  /** Jobs run at once by this process. */
  concurrency?: number;
  retry?: { baseMs: number; maxMs: number };
}

export interface JobRunner {
  /** Polls in the background until `stop`. */
  start(): void;
  /** Stops claiming and waits for the jobs in hand (a job cut short returns after its lease). */
  stop(): Promise<void>;
  /** Looks for due jobs now. */
  wake(): void;
  /**
   * Runs every due job, and the jobs they add, until none is due, and waits for those the
   * background loop holds (tests, scripts). `aheadMs` also takes jobs due that much later (a retry).
   */
  drain(options?: { aheadMs?: number }): Promise<void>;
}

interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
}

/** The durable job runner of one server process (see docs/decisions/009-durable-jobs.md). */
export function createJobRunner({ db, logger, kinds, pollMs, leaseMs, concurrency = 4, retry = { baseMs: 10_000, maxMs: 3_600_000 } }: JobRunnerOptions): JobRunner {
  const owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const kindNames = Object.keys(kinds);
  const inFlight = new Set<Promise<void>>();
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let timerAt = Infinity;
  let ticking: Promise<void> | undefined;
  let again = false;
  let claiming: Promise<unknown> = Promise.resolve();

  async function claim(limit: number, aheadMs = 0): Promise<ClaimedJob[]> {
    if (limit <= 0 || kindNames.length === 0) return [];
    // SKIP LOCKED: processes claiming at once each take other rows; an expired lease is free again.
    const result = (await db.execute(sql`
      UPDATE jobs SET locked_by = ${owner}, locked_until = now() + ${leaseMs} * interval '1 millisecond', attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM jobs
        WHERE done_at IS NULL AND dead_at IS NULL
          AND run_at <= now() + ${aheadMs} * interval '1 millisecond'
          AND (locked_until IS NULL OR locked_until < now())
          AND kind IN (${sql.join(kindNames.map((name) => sql`${name}`), sql`, `)})
        ORDER BY run_at, id
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, kind, payload, attempts, max_attempts`)) as unknown as { rows: { id: string | number; kind: string; payload: unknown; attempts: number; max_attempts: number }[] };
    return result.rows.map((row) => ({ id: Number(row.id), kind: row.kind, payload: row.payload, attempts: row.attempts, maxAttempts: row.max_attempts }));
  }

  async function markDone(tx: Database, id: number): Promise<boolean> {
    const result = (await tx.execute(
      sql`UPDATE jobs SET done_at = now(), locked_by = NULL, locked_until = NULL WHERE id = ${id} AND locked_by = ${owner} AND done_at IS NULL RETURNING id`,
    )) as unknown as { rows: unknown[] };
    return result.rows.length > 0;
  }

  async function markFailed(job: ClaimedJob, error: unknown) {
    const kind = kinds[job.kind];
    const delay = retryDelayMs(job.attempts, kind?.retry ?? retry);
    const dead = job.attempts >= job.maxAttempts;
    const lastError = scrubbedError(error);
    await db.execute(sql`
      UPDATE jobs SET locked_by = NULL, locked_until = NULL, last_error = ${lastError},
        run_at = now() + ${delay} * interval '1 millisecond', dead_at = ${dead ? sql`now()` : sql`NULL`}
      WHERE id = ${job.id} AND locked_by = ${owner}`);
    const fields = { job: job.id, kind: job.kind, attempt: job.attempts, maxAttempts: job.maxAttempts, error: lastError };
    if (dead) logger.error(fields, 'job failed for the last time; it is not tried again');
    else logger.warn({ ...fields, retryInMs: delay }, 'job failed; it is tried again later');
  }

  async function runOne(job: ClaimedJob) {
    let completed = false;
    const context: JobContext = {
      id: job.id,
      attempt: job.attempts,
      maxAttempts: job.maxAttempts,
      async complete(tx) {
        if (!(await markDone(tx, job.id))) throw new Error(`job ${job.id} is no longer held by this process`);
        completed = true;
      },
    };
    // While this process lives the lease is renewed, so a slow job is never taken by another; a dead process renews nothing.
    const renewal = setInterval(() => {
      db.execute(sql`UPDATE jobs SET locked_until = now() + ${leaseMs} * interval '1 millisecond' WHERE id = ${job.id} AND locked_by = ${owner} AND done_at IS NULL`).catch(
        (error: unknown) => logger.warn({ err: error, job: job.id }, 'the lease of a running job could not be renewed'),
      );
    }, leaseMs / 3);
    try {
      const kind = kinds[job.kind];
      if (!kind) throw new Error(`no handler for job kind ${job.kind}`);
      await kind.run(job.payload, context);
      if (!completed && !(await markDone(db, job.id))) logger.warn({ job: job.id, kind: job.kind }, 'job finished after its lease ended');
    } catch (error) {
      await markFailed(job, error).catch((failure: unknown) => logger.error({ err: failure, job: job.id }, 'a failed job could not be rescheduled; its lease will free it'));
    } finally {
      clearInterval(renewal);
    }
  }

  function track(promise: Promise<void>) {
    inFlight.add(promise);
    promise.finally(() => inFlight.delete(promise));
  }

  /**
   * Claims what this process can take now and starts it; answers how many were taken. Claims run one
   * after another, so when `drain` finds none taken and none running, no look of this process holds
   * a claimed job it has not started yet.
   */
  function takeDue(aheadMs = 0): Promise<number> {
    const taking = claiming.then(async () => {
      const claimed = await claim(concurrency - inFlight.size, aheadMs);
      for (const job of claimed) track(runOne(job).finally(() => running && wake()));
      return claimed.length;
    });
    claiming = taking.catch(() => undefined);
    return taking;
  }

  async function tick() {
    try {
      while (running && (await takeDue()) > 0) {
        // Keep taking while there is room; the finished jobs wake the loop again.
        if (inFlight.size >= concurrency) break;
      }
    } catch (error) {
      logger.warn({ err: error }, 'looking for due jobs failed; trying again at the next poll');
    }
  }

  /** Looks again after `delay`, unless a look is already due sooner. */
  function schedule(delay: number) {
    if (!running || timerAt <= Date.now() + delay) return;
    clearTimeout(timer);
    timerAt = Date.now() + delay;
    timer = setTimeout(() => {
      timerAt = Infinity;
      wake();
    }, delay);
    timer.unref();
  }

  function wake() {
    if (!running) return;
    if (ticking) {
      again = true;
      return;
    }
    clearTimeout(timer);
    timerAt = Infinity;
    ticking = tick().finally(() => {
      ticking = undefined;
      if (again) {
        again = false;
        wake();
      } else schedule(pollMs);
    });
  }

  // A job added by this process is committed a moment after `enqueue` returns: look shortly after.
  const onEnqueued = () => schedule(20);

  return {
    start() {
      if (running) return;
      running = true;
      enqueued.on('job', onEnqueued);
      wake();
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      timerAt = Infinity;
      enqueued.off('job', onEnqueued);
      await ticking;
      while (inFlight.size > 0) await Promise.allSettled(inFlight);
    },
    wake,
    async drain({ aheadMs = 0 } = {}) {
      for (;;) {
        await ticking;
        const taken = await takeDue(aheadMs);
        if (taken === 0 && inFlight.size === 0) return;
        await Promise.race(inFlight);
      }
    },
  };
}
