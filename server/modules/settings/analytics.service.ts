import type { Database } from '../../db/client.ts';
import type { AnalyticsIds } from '../../../common/settings.ts';
import type { Config } from '../../config.ts';
import { getShopSettings } from './settings.service.ts';

/**
 * The one rule for which tags run: an environment variable overrides the shop settings, id by id.
 * Null when neither id is set, so pages carry no tag code at all.
 */
export async function getAnalyticsIds(db: Database, config: Pick<Config, 'GTM_ID' | 'GA4_ID'>): Promise<AnalyticsIds | null> {
  const stored = (await getShopSettings(db)).analytics;
  const gtmId = config.GTM_ID ?? stored.gtm_id ?? null;
  const ga4Id = config.GA4_ID ?? stored.ga4_id ?? null;
  return gtmId || ga4Id ? { gtmId, ga4Id } : null;
}
