import type { AppDeps } from '../../http/app-env.ts';
import { createNbuClient } from '../../integrations/nbu/nbu.ts';
import type { NbuRefreshReport } from '../../../common/admin-currencies.ts';
import { applyNbuRates } from './currencies.admin.ts';

/** Asks the National Bank for today's rates and writes them to every currency not typed by hand. */
export async function refreshFromNbu(deps: Pick<AppDeps, 'db' | 'config' | 'now'>): Promise<NbuRefreshReport> {
  const rates = await createNbuClient({ url: deps.config.NBU_RATES_URL }).rates();
  return applyNbuRates(deps.db, { rates, now: deps.now() });
}
