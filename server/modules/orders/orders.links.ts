import { eq } from 'drizzle-orm';
import type { Locale } from '../../../common/locales.ts';
import { localizePath } from '../../../common/paths.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { orderConfirmationJob } from '../checkout/checkout.jobs.ts';
import { thankYouPath } from '../checkout/checkout.thankyou.ts';

interface LinkedOrder {
  id: number;
  number: string;
  userId: number | null;
  locale: Locale;
}

/**
 * Where a later mail about an order points: an account's cabinet, or for a guest the thank-you page
 * (where a card order is paid) with the key its confirmation was sent with — the only place the
 * shop still holds that key. The origin is PUBLIC_URL, else the one the order was placed on.
 */
export async function orderLink(db: Database, config: Pick<Config, 'publicUrl' | 'PORT'>, order: LinkedOrder): Promise<string> {
  const [confirmation] = await db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(eq(jobs.dedupeKey, `${orderConfirmationJob}:${order.id}`));
  const placed = (confirmation?.payload ?? {}) as { origin?: string; key?: string };
  const origin = config.publicUrl ?? placed.origin ?? `http://localhost:${config.PORT}`;
  if (order.userId !== null) return `${origin}${localizePath('/cabinet/orders', order.locale)}?order=${order.number}`;
  if (placed.key) return `${origin}${thankYouPath({ number: order.number, key: placed.key, locale: order.locale })}`;
  return `${origin}${localizePath('/', order.locale)}`;
}

/** Nova Poshta's public tracking page of a waybill. */
export function trackingLink(waybill: string): string {
  return `https://novaposhta.ua/tracking/?cargo_number=${encodeURIComponent(waybill)}`;
}
