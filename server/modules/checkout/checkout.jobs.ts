import type { Locale } from '../../../common/locales.ts';
import { localizePath } from '../../../common/paths.ts';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../http/app-env.ts';
import { enqueueMail } from '../../integrations/mail/mail.jobs.ts';
import { enqueue } from '../../jobs/jobs.queue.ts';
import type { JobKind } from '../../jobs/jobs.runner.ts';
import { loadOrderView } from '../orders/orders.view.ts';
import { getSettings } from '../settings/settings.service.ts';
import { orderConfirmationMail } from './checkout.mail.ts';
import { thankYouOf, thankYouPath } from './checkout.thankyou.ts';

export const orderConfirmationJob = 'checkout.order-confirmation';

interface OrderConfirmation {
  orderId: number;
  locale: Locale;
  /** Where the link points (the request's public origin). */
  origin: string;
  /** The order's key, for a guest's thank-you link (an account's link needs none). */
  key: string;
}

/** Records, in the order's transaction, that its buyer is to be mailed; one job per order. */
export async function enqueueOrderConfirmation(tx: Database, confirmation: OrderConfirmation): Promise<void> {
  await enqueue(tx, { kind: orderConfirmationJob, payload: { ...confirmation }, dedupeKey: `${orderConfirmationJob}:${confirmation.orderId}`, maxAttempts: 10 });
}

/** The mail is written from the order as placed; writing it and ending the job commit together. */
export function checkoutJobs(deps: Pick<AppDeps, 'db' | 'config'>): Record<string, JobKind<OrderConfirmation>> {
  return {
    [orderConfirmationJob]: {
      async run({ orderId, locale, origin, key }, job) {
        const found = await loadOrderView(deps.db, { id: orderId }, locale);
        if (!found) throw new Error(`order ${orderId} not found`);
        const { row } = found;
        const link =
          row.userId === null
            ? `${origin}${thankYouPath({ number: row.number, key, locale })}`
            : `${origin}${localizePath('/cabinet/orders', locale)}?order=${row.number}`;
        const currencies = (await getSettings(deps.db, { locale }))?.checkout.currencies;
        const message = orderConfirmationMail({ thankYou: await thankYouOf(deps.db, found, locale), locale, link, currencies });
        await deps.db.transaction(async (tx) => {
          await enqueueMail(tx, message, deps.config);
          await job.complete(tx);
        });
      },
    },
  };
}
