import type { AppDeps } from '../../http/app-env.ts';
import { nextSlot, schedulePeriodic } from '../../jobs/jobs.periodic.ts';
import type { JobKind } from '../../jobs/jobs.runner.ts';
import { refreshFromNbu } from './currencies.nbu.ts';

export const nbuRatesJob = 'currencies.nbu-rates';

type Deps = Pick<AppDeps, 'db' | 'config' | 'now' | 'logger'>;

/** Once a day: the bank sets each day's rates the working day before. */
const everyMs = 24 * 60 * 60_000;

/** Adds the refresh of the current day, once across processes; nothing when NBU_RATES_REFRESH is off. */
export async function scheduleNbuRates(deps: Pick<Deps, 'db' | 'config' | 'now'>): Promise<boolean> {
  if (!deps.config.NBU_RATES_REFRESH) return false;
  return schedulePeriodic(deps.db, { kind: nbuRatesJob, everyMs, now: deps.now() });
}

/** The daily refresh; each run adds the next day's first (a failed run is retried, the next comes all the same). */
export function currencyJobs(deps: Deps): Record<string, JobKind<{ slot: number }>> {
  return {
    [nbuRatesJob]: {
      async run({ slot }, job) {
        if (job.attempt === 1) await schedulePeriodic(deps.db, { kind: nbuRatesJob, everyMs, now: deps.now(), slot: nextSlot({ slot, now: deps.now(), everyMs }) });
        const report = await refreshFromNbu(deps);
        deps.logger.info({ ...report }, 'exchange rates refreshed from the National Bank');
      },
      retry: { baseMs: 5 * 60_000, maxMs: 60 * 60_000 },
    },
  };
}
