import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { mannWhitneyZ, median } from '../../testing/statistics.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// The attack: time many requests for an address known to be registered and for one that is not,
// in turns, and compare. A request must do the same work for both; the lookup happens in a job.
const calls = 48;
// p < 0.001 and a gap a network could show: both must hold for the answer to tell the addresses apart.
const zBound = 3.29;
const gapBoundMs = 1;

let t: TestApp;
beforeAll(async () => {
  // No background runner: a job's work must not land on the next measured request; they run after.
  t = await createTestApp({ env: { RATE_LIMIT_FACTOR: '1000' }, startJobs: false });
  for (const email of ['timed-confirmed@example.com', 'timed-waiting@example.com']) {
    const registered = await t.post('/api/auth/register', { lang: 'uk', name: 'Тарас', email, password: 'steppe-wind-1814', password_confirmation: 'steppe-wind-1814' });
    expect(registered.status).toBe(200);
  }
  await t.deps.db.update(users).set({ emailConfirmedAt: t.deps.now() }).where(eq(users.email, 'timed-confirmed@example.com'));
  await t.deps.jobs.drain();
});
afterAll(() => t.close());

async function timed(path: string, email: string, call: number): Promise<number> {
  const started = performance.now();
  const answer = await t.post(path, { lang: 'uk', email }, { 'x-forwarded-for': `198.51.100.${call % 200}` });
  const elapsed = performance.now() - started;
  expect(answer.status).toBe(200);
  return elapsed;
}

/** Registered and unregistered calls in turns (ABBA, so neither always goes first), after a warm-up. */
async function measure(path: string, registered: string, unregistered: string) {
  for (let call = 0; call < 6; call++) await timed(path, call % 2 ? registered : `warm-${call}@example.com`, call);
  const known: number[] = [];
  const unknown: number[] = [];
  for (let call = 0; call < calls; call++) {
    const order = call % 2 ? [true, false] : [false, true];
    for (const isKnown of order) {
      if (isKnown) known.push(await timed(path, registered, call));
      else unknown.push(await timed(path, `${unregistered}-${call}@example.com`, call));
    }
  }
  const z = mannWhitneyZ(known, unknown);
  const gap = median(known) - median(unknown);
  return { z, gap, summary: `registered ${median(known).toFixed(2)} ms, unregistered ${median(unknown).toFixed(2)} ms, z ${z.toFixed(2)}` };
}

describe('answer time tells nothing of an address', () => {
  it('answers a password reset for a registered address in the same time as for an unregistered one', async () => {
    const { z, gap, summary } = await measure('/api/auth/password-reset', 'timed-confirmed@example.com', 'nobody-reset');
    expect(Math.abs(z) > zBound && Math.abs(gap) > gapBoundMs, summary).toBe(false);
    // The mails still follow, from the jobs.
    await t.deps.jobs.drain();
  });

  it('answers a confirmation resend for an account waiting for one in the same time as for an unknown address', async () => {
    const { z, gap, summary } = await measure('/api/auth/email-confirm/resend', 'timed-waiting@example.com', 'nobody-resend');
    expect(Math.abs(z) > zBound && Math.abs(gap) > gapBoundMs, summary).toBe(false);
    await t.deps.jobs.drain();
  });
});
