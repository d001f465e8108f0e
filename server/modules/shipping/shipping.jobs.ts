import type { AppDeps } from '../../http/app-env.ts';
import { nextSlot, schedulePeriodic } from '../../jobs/jobs.periodic.ts';
import type { JobKind } from '../../jobs/jobs.runner.ts';
import { trackParcels } from './shipping.tracking.ts';

export const trackingJob = 'nova-poshta.track';

type Deps = Pick<AppDeps, 'db' | 'config' | 'now' | 'logger'>;

const everyMs = (deps: Pick<Deps, 'config'>) => deps.config.NOVA_POSHTA_TRACK_MINUTES * 60_000;

/** Adds the tracking run of the current time slot, once across processes; nothing without a Nova Poshta key. */
export async function scheduleTracking(deps: Pick<Deps, 'db' | 'config' | 'now'>): Promise<boolean> {
  if (!deps.config.NOVA_POSHTA_API_KEY) return false;
  return schedulePeriodic(deps.db, { kind: trackingJob, everyMs: everyMs(deps), now: deps.now() });
}

/**
 * A pass of tracking every NOVA_POSHTA_TRACK_MINUTES; each run adds the next slot's (a run that
 * fails is retried and the next is added all the same, at its start).
 */
export function shippingJobs(deps: Deps): Record<string, JobKind<{ slot: number }>> {
  return {
    [trackingJob]: {
      async run({ slot }, job) {
        if (job.attempt === 1) await schedulePeriodic(deps.db, { kind: trackingJob, everyMs: everyMs(deps), now: deps.now(), slot: nextSlot({ slot, now: deps.now(), everyMs: everyMs(deps) }) });
        const report = await trackParcels(deps);
        if (report.asked > 0) deps.logger.info({ ...report }, 'Nova Poshta parcels tracked');
      },
      retry: { baseMs: 60_000, maxMs: 10 * 60_000 },
    },
  };
}
