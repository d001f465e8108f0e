import { and, eq } from 'drizzle-orm';
import { auditLog } from '../db/schema/staff.ts';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema/jobs.ts';
import { createStaffSession } from '../testing/staff.ts';
import type { StaffActor } from '../modules/staff/staff.types.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { listJobFailures, retryJob } from './jobs.failures.ts';
import { enqueue } from './jobs.queue.ts';
import { createJobRunner, type JobKinds } from './jobs.runner.ts';

let owner: StaffActor;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ startJobs: false });
  owner = (await createStaffSession(t.deps, { role: 'owner' })).actor;
});
afterAll(() => t.close());

// A kind that fails until the outside world is fixed, as a mail server that is down.
let serverUp = false;
const runs: string[] = [];
const kinds: JobKinds = {
  'test.flaky': {
    async run(payload: { to: string }) {
      if (!serverUp) throw new Error(`connection refused while sending to ${payload.to}`);
      runs.push(payload.to);
    },
  },
};
const runner = () => createJobRunner({ db: t.deps.db, logger: pino({ level: 'silent' }), kinds, pollMs: 20, leaseMs: 60_000, retry: { baseMs: 60_000, maxMs: 60_000 } });

describe('failed jobs', () => {
  it('lists dead and failing jobs with their scrubbed error and never their payload; retry runs a dead job again', async () => {
    const deadId = (await enqueue(t.deps.db, { kind: 'test.flaky', payload: { to: 'secret-buyer@example.com', token: 'link-token-123' }, maxAttempts: 1 }))!;
    const failingId = (await enqueue(t.deps.db, { kind: 'test.flaky', payload: { to: 'other@example.com' }, maxAttempts: 5 }))!;
    const doneId = (await enqueue(t.deps.db, { kind: 'test.other', payload: {} }))!;
    await t.deps.db.update(jobs).set({ doneAt: new Date() }).where(eq(jobs.id, doneId));
    const first = runner();
    await first.drain();

    const failures = await listJobFailures(t.deps.db);
    const dead = failures.dead.find((job) => job.id === deadId)!;
    expect(dead).toMatchObject({ kind: 'test.flaky', attempts: 1, max_attempts: 1, dead_at: expect.any(String) });
    expect(dead.last_error).toMatch(/connection refused/);
    expect(JSON.stringify(failures)).not.toContain('secret-buyer@example.com');
    expect(JSON.stringify(failures)).not.toContain('link-token-123');
    expect(failures.failing.map((job) => job.id)).toContain(failingId);
    expect(failures.failing.map((job) => job.id)).not.toContain(deadId);
    expect([...failures.dead, ...failures.failing].map((job) => job.id)).not.toContain(doneId);
    for (const job of [...failures.dead, ...failures.failing]) expect(Object.keys(job)).not.toContain('payload');

    expect(await retryJob(t.deps.db, { id: doneId, actor: owner })).toEqual({ ok: false, reason: 'notFailed' });
    expect(await retryJob(t.deps.db, { id: 9_000_000, actor: owner })).toEqual({ ok: false, reason: 'notFound' });

    serverUp = true;
    const retried = await retryJob(t.deps.db, { id: deadId, actor: owner });
    expect(retried).toMatchObject({ ok: true, job: { id: deadId, attempts: 0, dead_at: null } });
    const [entry] = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'job.retry'), eq(auditLog.entityId, String(deadId))));
    expect(entry).toMatchObject({ staffId: owner.id, entityType: 'job', before: { kind: 'test.flaky', attempts: 1, dead_at: expect.any(String) }, after: { attempts: 0, dead_at: null } });
    // The failing one waits a minute for its next attempt unless retried too.
    expect((await retryJob(t.deps.db, { id: failingId, actor: owner })).ok).toBe(true);
    await first.drain();
    expect(runs.sort()).toEqual(['other@example.com', 'secret-buyer@example.com']);
    const [row] = await t.deps.db.select().from(jobs).where(eq(jobs.id, deadId));
    expect(row!.doneAt).not.toBeNull();
    expect(row!.deadAt).toBeNull();
    const after = await listJobFailures(t.deps.db);
    expect([...after.dead, ...after.failing].map((job) => job.id)).not.toContain(deadId);
    // A job done is no longer retried.
    expect(await retryJob(t.deps.db, { id: deadId, actor: owner })).toEqual({ ok: false, reason: 'notFailed' });
    await first.stop();
  });
});
