// The HTTP side of waiting on the carrier, shared by the delivery and checkout APIs.
import { translator } from '../../../common/i18n.ts';
import type { Locale } from '../../../common/locales.ts';
import { HttpError } from '../../http/errors.ts';
import { NovaPoshtaError } from '../../integrations/nova-poshta/client.ts';

/** Nova Poshta not answering is the carrier's outage, told to the shopper as such (503), not a 500. */
export async function whileCarrierAnswers<T>(locale: Locale, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof NovaPoshtaError) throw new HttpError(503, translator(locale)('delivery.unavailable'), { headers: { 'retry-after': '60' } });
    throw error;
  }
}
