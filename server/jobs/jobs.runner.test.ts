import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema/jobs.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { retryDelayMs } from './jobs.backoff.ts';
import { enqueue } from './jobs.queue.ts';
import { createJobRunner, type JobKinds, type JobRunnerOptions } from './jobs.runner.ts';

// Two server instances on one database: on PostgreSQL each has its own pool, as two processes would.
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp({ startJobs: false });
  second = await createTestApp({ startJobs: false, sameDatabaseAs: first });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const quietLogger = pino({ level: 'silent' });
const runnerOn = (t: TestApp, kinds: JobKinds, options: Partial<JobRunnerOptions> = {}) =>
  createJobRunner({ db: t.deps.db, logger: quietLogger, kinds, pollMs: 20, leaseMs: 60_000, retry: { baseMs: 1, maxMs: 5 }, ...options });
const jobRow = async (t: TestApp, id: number) => (await t.deps.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe('durable jobs', () => {
  it('runs each job once when two processes take jobs from the same table at once', async () => {
    const runs: number[] = [];
    const kinds: JobKinds = {
      'test.once': {
        async run(payload: { n: number }) {
          // Long enough that both runners are busy at the same moment.
          await new Promise((resolve) => setTimeout(resolve, 5));
          runs.push(payload.n);
        },
      },
    };
    const ids: number[] = [];
    for (let n = 0; n < 60; n++) ids.push((await enqueue(first.deps.db, { kind: 'test.once', payload: { n } }))!);
    const a = runnerOn(first, kinds);
    const b = runnerOn(second, kinds);
    a.start();
    b.start();
    await Promise.all([a.drain(), b.drain()]);
    await Promise.all([a.stop(), b.stop()]);
    expect([...runs].sort((x, y) => x - y)).toEqual([...Array(60).keys()]);
    const [left] = await first.deps.db.select({ n: sql<number>`count(*)::int` }).from(jobs).where(sql`${jobs.kind} = 'test.once' AND ${jobs.doneAt} IS NULL`);
    expect(left!.n).toBe(0);
    const attempts = await first.deps.db.select({ attempts: jobs.attempts }).from(jobs).where(eq(jobs.kind, 'test.once'));
    expect(attempts.every((row) => row.attempts === 1)).toBe(true);
  });

  it('gives the job of a process that died holding it to another once its lease is over', async () => {
    const id = (await enqueue(first.deps.db, { kind: 'test.lease', payload: {} }))!;
    // A process took the job and was killed: its claim stays, and nobody renews it.
    await first.deps.db.execute(sql`UPDATE jobs SET locked_by = 'killed-process', locked_until = now() + interval '300 milliseconds', attempts = 1 WHERE id = ${id}`);
    const runs: number[] = [];
    const rescuer = runnerOn(second, { 'test.lease': { run: async () => void runs.push(id) } });
    await rescuer.drain();
    expect(runs).toEqual([]);
    await expect.poll(async () => (await rescuer.drain(), runs), { interval: 100, timeout: 5000 }).toEqual([id]);
    expect(await jobRow(first, id)).toMatchObject({ attempts: 2, lockedBy: null });
    expect((await jobRow(first, id)).doneAt).not.toBeNull();
  });

  it('renews the lease of a job running longer than it, so no other process takes it meanwhile', async () => {
    const id = (await enqueue(first.deps.db, { kind: 'test.slow', payload: {} }))!;
    let runs = 0;
    const slow = { run: async () => void (runs++, await new Promise((resolve) => setTimeout(resolve, 1000))) };
    const holder = runnerOn(first, { 'test.slow': slow }, { leaseMs: 300 });
    const other = runnerOn(second, { 'test.slow': slow }, { leaseMs: 300 });
    const held = holder.drain();
    await expect.poll(async () => (await jobRow(first, id)).lockedBy, { interval: 20 }).not.toBeNull();
    for (let look = 0; look < 5; look++) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      await other.drain();
    }
    await held;
    expect(runs).toBe(1);
    expect(await jobRow(first, id)).toMatchObject({ attempts: 1, lockedBy: null });
  });

  it('retries a failing job with a growing delay, keeps its error without secrets, and gives up after its last attempt', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const secret = 'https://tabir.example/password-reset/token/Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zAb7cD';
    const kinds: JobKinds = {
      'test.failing': {
        run: async () => {
          throw new Error(`550 mailbox unavailable for olena@example.com, link ${secret}`);
        },
      },
    };
    const id = (await enqueue(first.deps.db, { kind: 'test.failing', payload: {}, maxAttempts: 3 }))!;
    const runner = runnerOn(first, kinds, { logger, retry: { baseMs: 2000, maxMs: 4000 } });
    await runner.drain();
    const afterOne = await jobRow(first, id);
    expect(afterOne).toMatchObject({ attempts: 1, doneAt: null, deadAt: null, lockedBy: null });
    expect(afterOne.runAt.getTime()).toBeGreaterThan(Date.now() - 1000);
    expect(afterOne.lastError).toContain('550 mailbox unavailable');
    expect(afterOne.lastError).not.toContain('olena@');
    expect(afterOne.lastError).not.toContain('Ab3dEf6h');
    // Due again only after its delay; taken early by a drain that looks ahead.
    await runner.drain();
    expect((await jobRow(first, id)).attempts).toBe(1);
    await runner.drain({ aheadMs: 10_000 });
    const dead = await jobRow(first, id);
    expect(dead).toMatchObject({ attempts: 3, doneAt: null });
    expect(dead.deadAt).not.toBeNull();
    await runner.drain({ aheadMs: 10_000 });
    expect((await jobRow(first, id)).attempts).toBe(3);
    const logged = lines.map((line) => JSON.parse(line));
    expect(logged.filter((entry) => entry.msg.startsWith('job failed; it is tried again later'))).toHaveLength(2);
    expect(logged.find((entry) => entry.msg.startsWith('job failed for the last time'))).toMatchObject({ level: 50, job: id, kind: 'test.failing', attempt: 3 });
    expect(lines.join('\n')).not.toContain('olena@');
    expect(lines.join('\n')).not.toContain('Ab3dEf6h');
  });

  it('keeps what a job wrote and its end together: a failure after `complete` rolls both back, and the retry writes once', async () => {
    let attempt = 0;
    const kinds: JobKinds = {
      'test.parent': {
        run: (_payload, job) =>
          first.deps.db.transaction(async (tx) => {
            await enqueue(tx, { kind: 'test.child', payload: { attempt: ++attempt } });
            await job.complete(tx);
            if (attempt === 1) throw new Error('lost after the end was written');
          }),
      },
      'test.child': { run: async () => {} },
    };
    const id = (await enqueue(first.deps.db, { kind: 'test.parent', payload: {} }))!;
    await runnerOn(first, kinds).drain({ aheadMs: 10_000 });
    expect((await jobRow(first, id)).attempts).toBe(2);
    const children = await first.deps.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, 'test.child'));
    expect(children).toEqual([{ payload: { attempt: 2 } }]);
  });

  it('drains the jobs its own background look claimed at the same moment', async () => {
    // A look the runner starts by itself (a poll, a job just added) may claim a job while `drain` is
    // asking for due jobs: `drain` still waits for that job instead of answering that none is left.
    const done: number[] = [];
    const runner = runnerOn(first, { 'test.look': { run: async (payload: { n: number }) => void done.push(payload.n) } }, { pollMs: 60_000 });
    runner.start();
    for (let n = 0; n < 40; n++) {
      await enqueue(first.deps.db, { kind: 'test.look', payload: { n } });
      const drained = runner.drain();
      runner.wake();
      await drained;
      expect(done).toContain(n);
    }
    await runner.stop();
  });

  it('adds one job per dedupe key', async () => {
    const key = 'test.dedupe:1';
    expect(await enqueue(first.deps.db, { kind: 'test.dedupe', payload: {}, dedupeKey: key })).not.toBeNull();
    expect(await enqueue(second.deps.db, { kind: 'test.dedupe', payload: {}, dedupeKey: key })).toBeNull();
  });

  it('doubles the retry delay up to its ceiling, spread over its upper half', () => {
    const schedule = { baseMs: 10_000, maxMs: 3_600_000 };
    expect(retryDelayMs(1, schedule, () => 0)).toBe(5_000);
    expect(retryDelayMs(1, schedule, () => 1)).toBe(10_000);
    expect(retryDelayMs(4, schedule, () => 1)).toBe(80_000);
    expect(retryDelayMs(30, schedule, () => 0.5)).toBe(2_700_000);
  });
});
