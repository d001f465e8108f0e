import type { AppDeps } from '../../http/app-env.ts';
import { getShopSettings } from './settings.service.ts';

/**
 * The one rule of whether the shop is closed for maintenance: the MAINTENANCE_MODE variable forces
 * it (an emergency needs no database), else the shop settings' switch decides. The settings are
 * read through the shared 30 s cache, so a switch made in the database shows within that window.
 */
export async function isUnderMaintenance({ config, db }: Pick<AppDeps, 'config' | 'db'>): Promise<boolean> {
  if (config.MAINTENANCE_MODE) return true;
  return (await getShopSettings(db)).maintenance;
}
