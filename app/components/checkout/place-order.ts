import type { InferRequestType } from 'hono/client';
import type { CheckoutRegion, PlacedOrder } from '../../../common/checkout.ts';
import { ApiError, api, callApi } from '../../lib/api-client.ts';

/** How an order call ended, as the page reacts to it. */
export type PlaceOutcome =
  | { kind: 'placed'; order: PlacedOrder }
  /** 422: field messages (a step's field, or `coupon`, `cart_id`, …). */
  | { kind: 'invalid'; message: string; params: Record<string, string[]> }
  /** 409: the cart changed under the order (out_of_stock, cart_empty, cart_not_found). */
  | { kind: 'conflict'; code: string; message: string; optionIds: number[] }
  /** No answer, too many requests, or the server busy: the same order may be sent again as it is. */
  | { kind: 'retry'; status: number }
  | { kind: 'failed'; status: number; message: string };

/** Answers that say "the same order may be sent again as it is": no answer, too many requests, the server busy. */
const retryable = new Set([0, 429, 502, 503, 504]);

type UkraineOrderRequest = InferRequestType<typeof api.checkout.place.ukraine.$post>['json'];
type InternationalOrderRequest = InferRequestType<typeof api.checkout.place.international.$post>['json'];

/**
 * POST /api/checkout/place/{region}. Never throws: every ending is an outcome. The body is put
 * together field by field from the steps' schemas (checkout-model.ts), so it is typed here as the
 * region's route takes it; the server checks it whole again.
 */
export async function placeOrder(region: CheckoutRegion, body: Record<string, unknown>): Promise<PlaceOutcome> {
  try {
    const order =
      region === 'ukraine'
        ? await callApi(api.checkout.place.ukraine.$post, { json: body as UkraineOrderRequest })
        : await callApi(api.checkout.place.international.$post, { json: body as InternationalOrderRequest });
    return { kind: 'placed', order };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const { status, message, params, details } = error;
    if (status === 422) return { kind: 'invalid', message, params };
    if (status === 409) return { kind: 'conflict', code: String(error.code ?? ''), message, optionIds: Array.isArray(details.option_ids) ? details.option_ids : [] };
    if (retryable.has(status)) return { kind: 'retry', status };
    return { kind: 'failed', status, message };
  }
}

type PaymentForm = NonNullable<PlacedOrder['payment']>;

/** Sends the browser to the payment page: LiqPay takes a POSTed form with `data` and `signature`. */
export function submitPaymentForm(payment: PaymentForm) {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = payment.action;
  form.acceptCharset = 'utf-8';
  for (const [name, value] of [
    ['data', payment.data],
    ['signature', payment.signature],
  ] as const) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
