import { startTransition, useEffect, useState } from 'react';
import type { CheckoutRegion, CheckoutSummary, DeliveryMethod } from '../../../common/checkout.ts';
import type { Locale } from '../../../common/locales.ts';
import { api, callApi } from '../../lib/api-client.ts';

export interface SummaryRequest {
  lang: Locale;
  cartId: string;
  region: CheckoutRegion;
  delivery_method?: DeliveryMethod;
  city_ref?: string;
  country?: string;
  /** Changes whenever the cart's lines or coupon change. */
  cartVersion: string;
}

export interface SummaryState {
  /** The last answer; kept while a newer one is on its way. */
  summary: CheckoutSummary | null;
  status: 'loading' | 'ready' | 'failed';
  retry: () => void;
}

/** What the order costs with this delivery, as the server counts it; asked again on every change of the cart, the method, the city or the country. */
export function useCheckoutSummary({ lang, cartId, region, delivery_method, city_ref, country, cartVersion }: SummaryRequest): SummaryState {
  const [summary, setSummary] = useState<CheckoutSummary | null>(null);
  const [status, setStatus] = useState<SummaryState['status']>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setStatus('loading');
    const body = { lang, cart_id: cartId, region, ...(delivery_method && { delivery_method }), ...(city_ref && { city_ref }), ...(country && { country }) };
    callApi(api.checkout.summary.$post, { json: body }, { signal: controller.signal })
      // A transition: the steps and the summary draw the answer in slices, not in one long task.
      .then((answer) =>
        startTransition(() => {
          setSummary(answer);
          setStatus('ready');
        }),
      )
      .catch(() => {
        if (!controller.signal.aborted) setStatus('failed');
      });
    return () => controller.abort();
  }, [lang, cartId, region, delivery_method, city_ref, country, cartVersion, attempt]);

  return { summary, status, retry: () => setAttempt((count) => count + 1) };
}
