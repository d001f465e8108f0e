import type { AppDeps } from '../http/app-env.ts';
import { mailJobs } from '../integrations/mail/mail.jobs.ts';
import { authJobs } from '../modules/auth/auth.jobs.ts';
import { checkoutJobs } from '../modules/checkout/checkout.jobs.ts';
import { scheduleTracking, shippingJobs } from '../modules/shipping/shipping.jobs.ts';
import { shopNoticeJobs } from '../modules/shop-notices/shop-notices.jobs.ts';
import { ordersJobs, scheduleUnpaidSweep } from '../modules/orders/orders.jobs.ts';
import { searchJobs } from '../modules/search/search.jobs.ts';
import { currencyJobs, scheduleNbuRates } from '../modules/settings/currencies.jobs.ts';
import { scheduleVacuum, vacuumJobs } from '../db/vacuum.jobs.ts';
import { createJobRunner, type JobKinds, type JobRunner } from './jobs.runner.ts';

/** Every kind of job the shop runs, each declared beside its area's service. */
export function jobKinds(deps: Omit<AppDeps, 'jobs'>): JobKinds {
  return { ...mailJobs(deps.mailer), ...authJobs(deps), ...checkoutJobs(deps), ...ordersJobs(deps), ...shippingJobs(deps), ...shopNoticeJobs(deps), ...currencyJobs(deps), ...searchJobs(deps), ...vacuumJobs(deps) };
}

/** The runner of this process, set up from the configuration (started by the server, not here). */
export function createShopJobs(deps: Omit<AppDeps, 'jobs'>): JobRunner {
  const { config, db, logger } = deps;
  return createJobRunner({ db, logger, kinds: jobKinds(deps), pollMs: config.JOBS_POLL_MS, leaseMs: config.JOBS_LEASE_SECONDS * 1000 });
}

/** The periodic work every process asks for when it starts; the time slot's key lets one request in. */
export async function schedulePeriodicJobs(deps: Pick<AppDeps, 'db' | 'config' | 'logger' | 'now'>): Promise<void> {
  // A database down at start is not fatal: the page says so, and the next start asks again.
  await scheduleUnpaidSweep(deps.db, deps, new Date()).catch((error: unknown) => deps.logger.warn({ err: error }, 'periodic jobs not scheduled'));
  await scheduleTracking(deps).catch((error: unknown) => deps.logger.warn({ err: error }, 'parcel tracking not scheduled'));
  await scheduleNbuRates(deps).catch((error: unknown) => deps.logger.warn({ err: error }, 'exchange rate refresh not scheduled'));
  await scheduleVacuum(deps).catch((error: unknown) => deps.logger.warn({ err: error }, 'nightly vacuum not scheduled'));
}
