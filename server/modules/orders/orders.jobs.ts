import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../http/app-env.ts';
import { enqueue } from '../../jobs/jobs.queue.ts';
import type { JobKind } from '../../jobs/jobs.runner.ts';
import { sweepUnpaidOrders } from './orders.expiry.ts';

export const unpaidSweepJob = 'orders.unpaid-sweep';

type Deps = Pick<AppDeps, 'db' | 'config' | 'now'>;

/**
 * The sweep of the time slot `at` falls in: every process asks for it, the slot's key lets one in.
 * The slot is the sweep interval's, counted from the epoch.
 */
export async function scheduleUnpaidSweep(tx: Database, deps: Pick<Deps, 'config'>, at: Date, delayMs = 0): Promise<number | null> {
  const slotMs = deps.config.UNPAID_ORDER_SWEEP_MINUTES * 60_000;
  const slot = new Date(Math.floor(at.getTime() / slotMs) * slotMs).toISOString().slice(0, 16);
  return enqueue(tx, { kind: unpaidSweepJob, payload: {}, delayMs, dedupeKey: `${unpaidSweepJob}@${slot}`, maxAttempts: 5 });
}

export function ordersJobs(deps: Deps): Record<string, JobKind<Record<string, never>>> {
  return {
    [unpaidSweepJob]: {
      async run(_payload, job) {
        await sweepUnpaidOrders(deps);
        // The next sweep is added with this one's end: a crash before it leaves the job to run again.
        const intervalMs = deps.config.UNPAID_ORDER_SWEEP_MINUTES * 60_000;
        await deps.db.transaction(async (tx) => {
          await scheduleUnpaidSweep(tx, deps, new Date(Date.now() + intervalMs), intervalMs);
          await job.complete(tx);
        });
      },
    },
  };
}
