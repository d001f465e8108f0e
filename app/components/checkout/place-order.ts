import type { CheckoutRegion, PlacedOrder } from '../../../common/checkout.ts';

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

interface ErrorBody {
  errors?: { message?: string; params?: Record<string, string[]>; code?: string | number; option_ids?: number[] };
}

/** POST /api/checkout/place/{region}. Never throws: every ending is an outcome. */
export async function placeOrder(region: CheckoutRegion, body: Record<string, unknown>): Promise<PlaceOutcome> {
  let response: Response;
  try {
    response = await fetch(`/api/checkout/place/${region}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (failure) {
    console.warn('order call not answered', failure);
    return { kind: 'retry', status: 0 };
  }
  const payload = (await response.json().catch(() => null)) as ({ data?: PlacedOrder } & ErrorBody) | null;
  if (response.ok && payload?.data) return { kind: 'placed', order: payload.data };
  const errors = payload?.errors ?? {};
  const message = errors.message ?? '';
  if (response.status === 422) return { kind: 'invalid', message, params: errors.params ?? {} };
  if (response.status === 409) return { kind: 'conflict', code: String(errors.code ?? ''), message, optionIds: errors.option_ids ?? [] };
  if (response.status === 429 || response.status === 502 || response.status === 503 || response.status === 504) return { kind: 'retry', status: response.status };
  return { kind: 'failed', status: response.status, message };
}

export type PaymentForm = { action: string; data: string; signature: string };

/** Sends the browser to the payment page: LiqPay takes a POSTed form with `data` and `signature`. */
export function submitPaymentForm(payment: PaymentForm) {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = payment.action;
  form.acceptCharset = 'utf-8';
  for (const [name, value] of [
    ['data', payment.data],
    ['signature', payment.signature],
  ]) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
