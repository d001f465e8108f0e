import type { AppDeps } from '../http/app-env.ts';
import { mailJobs } from '../integrations/mail/mail.jobs.ts';
import { authJobs } from '../modules/auth/auth.jobs.ts';
import { checkoutJobs } from '../modules/checkout/checkout.jobs.ts';
import { scheduleTracking, shippingJobs } from '../modules/shipping/shipping.jobs.ts';
import { shopNoticeJobs } from '../modules/shop-notices/shop-notices.jobs.ts';
import { createJobRunner, type JobKinds, type JobRunner } from './jobs.runner.ts';

/** Every kind of job the shop runs, each declared beside its area's service. */
export function jobKinds(deps: Omit<AppDeps, 'jobs'>): JobKinds {
  return { ...mailJobs(deps.mailer), ...authJobs(deps), ...checkoutJobs(deps), ...shippingJobs(deps), ...shopNoticeJobs(deps) };
}

/** The runner of this process, set up from the configuration (started by the server, not here). */
export function createShopJobs(deps: Omit<AppDeps, 'jobs'>): JobRunner {
  const { config, db, logger } = deps;
  return createJobRunner({ db, logger, kinds: jobKinds(deps), pollMs: config.JOBS_POLL_MS, leaseMs: config.JOBS_LEASE_SECONDS * 1000 });
}

/** Adds the periodic jobs' current runs, once across processes (each run adds its next): at every start. */
export async function schedulePeriodicJobs(deps: Pick<AppDeps, 'db' | 'config' | 'now'>): Promise<void> {
  await scheduleTracking(deps);
}
