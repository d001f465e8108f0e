// Listening for NOTIFY (notifications.ts) on the test database: PGlite in-process, or PostgreSQL
// with TEST_DATABASE_URL, where a lost link must come back by itself.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { rowsOf } from './rows.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ startJobs: false });
});
afterAll(() => t.close());

/** Sends `notify` until `heard` holds (a deadline, not a timing assertion): a new LISTEN has no ready signal. */
async function notifyUntil(notify: () => Promise<unknown>, heard: () => boolean, deadlineMs = 15_000): Promise<void> {
  const until = Date.now() + deadlineMs;
  while (!heard()) {
    if (Date.now() > until) throw new Error('no notification heard before the deadline');
    await notify();
    await new Promise((wake) => setTimeout(wake, 50));
  }
}

const notify = (channel: string) => t.deps.db.execute(sql`select pg_notify(${channel}, 'changed')`);

describe('listening for NOTIFY', () => {
  it('hears its own channel and no other', async () => {
    const calls: string[] = [];
    const stopHere = t.deps.listen!('tabir_test_here', () => calls.push('here'));
    const stopElsewhere = t.deps.listen!('tabir_test_elsewhere', () => calls.push('elsewhere'));
    try {
      await notifyUntil(() => notify('tabir_test_here'), () => calls.includes('here'));
      await notifyUntil(() => notify('tabir_test_elsewhere'), () => calls.includes('elsewhere'));
      calls.length = 0;
      // One committed notification on a channel: one call, to its listener only.
      await notify('tabir_test_elsewhere');
      await notifyUntil(async () => undefined, () => calls.length > 0);
      expect(calls).toEqual(['elsewhere']);
    } finally {
      await stopHere();
      await stopElsewhere();
    }
  });

  if (process.env.TEST_DATABASE_URL) {
    it('comes back after its link is cut, says so, and hears what follows', async () => {
      let calls = 0;
      const stop = t.deps.listen!('tabir_test_cut', () => calls++);
      try {
        await notifyUntil(() => notify('tabir_test_cut'), () => calls > 0);
        const listeners = await rowsOf<{ pid: number }>(
          t.deps.db,
          sql`select pid from pg_stat_activity where datname = current_database() and query = 'LISTEN "tabir_test_cut"'`,
        );
        expect(listeners).toHaveLength(1);
        const before = calls;
        await t.deps.db.execute(sql`select pg_terminate_backend(${listeners[0]!.pid})`);
        // Back on a new session, it calls once on its own: what was sent meanwhile is lost.
        await notifyUntil(async () => undefined, () => calls > before);
        const afterReconnect = calls;
        await notifyUntil(() => notify('tabir_test_cut'), () => calls > afterReconnect);
      } finally {
        await stop();
      }
    });
  }
});
