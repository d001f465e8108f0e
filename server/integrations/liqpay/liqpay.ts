import { createHash, timingSafeEqual } from 'node:crypto';
import type { PaymentStatus } from '../../../common/account.ts';

/** base64( SHA-1( private_key + data + private_key ) ) over the raw 20-byte digest, as LiqPay signs. */
export function signLiqpay(privateKey: string, data: string): string {
  return createHash('sha1').update(privateKey + data + privateKey, 'utf8').digest('base64');
}

/** Unwrapped base64 of the UTF-8 JSON: a line-wrapped string would sign differently. */
export function encodeLiqpayData(params: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(params), 'utf8').toString('base64');
}

export interface LiqpayCheckoutParams {
  publicKey: string;
  privateKey: string;
  /** LIQPAY_CHECKOUT_URL: where the browser posts the form. */
  checkoutUrl: string;
  /** Our id of this payment at LiqPay (unique per payment attempt, at most 255 characters). */
  orderId: string;
  /** Integer minor units (kopiyky, cents), as in our database. */
  amount: number;
  currency: string;
  description: string;
  language: 'uk' | 'en';
  /** Where LiqPay sends the shopper's browser afterwards. */
  resultUrl: string;
  /** Our callback URL (POST /api/payments/liqpay/callback). */
  serverUrl: string;
}

/** What the checkout page renders as a POST form to `action` with hidden fields `data` and `signature`. */
export interface LiqpayCheckoutForm {
  action: string;
  data: string;
  signature: string;
}

export function liqpayCheckoutForm(params: LiqpayCheckoutParams): LiqpayCheckoutForm {
  const data = encodeLiqpayData({
    version: 3,
    public_key: params.publicKey,
    action: 'pay',
    amount: params.amount / 100,
    currency: params.currency,
    description: params.description,
    order_id: params.orderId,
    language: params.language,
    result_url: params.resultUrl,
    server_url: params.serverUrl,
  });
  return { action: params.checkoutUrl, data, signature: signLiqpay(params.privateKey, data) };
}

const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Whether `signature` is LiqPay's signature of exactly this `data` string (compared in constant time). */
export function liqpaySignatureValid(privateKey: string, data: string, signature: string): boolean {
  const expected = Buffer.from(signLiqpay(privateKey, data), 'utf8');
  const received = Buffer.from(signature, 'utf8');
  return expected.length === received.length && timingSafeEqual(expected, received);
}

/** LiqPay's notices are flat objects; anything nested deeper is not one, and is never parsed. */
export const liqpayMaxJsonDepth = 16;

/** Whether the arrays and objects of a JSON text nest at most `max` levels (one linear pass, strings skipped). */
function jsonDepthWithin(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      if (++depth > max) return false;
    } else if (char === ']' || char === '}') depth--;
  }
  return true;
}

/**
 * The JSON object a LiqPay `data` string encodes; null for malformed base64, invalid UTF-8,
 * invalid JSON, JSON nested deeper than `liqpayMaxJsonDepth`, or JSON that is not an object.
 * Never throws, whatever the input.
 */
export function decodeLiqpayData(data: string): Record<string, unknown> | null {
  if (!base64Pattern.test(data)) return null;
  try {
    const text = strictUtf8.decode(Buffer.from(data, 'base64'));
    if (!jsonDepthWithin(text, liqpayMaxJsonDepth)) return null;
    const decoded: unknown = JSON.parse(text);
    return decoded && typeof decoded === 'object' && !Array.isArray(decoded) ? (decoded as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The decoded JSON object of a LiqPay callback when its signature is right (see `decodeLiqpayData`), else null. */
export function verifyLiqpayCallback(privateKey: string, data: string, signature: string): Record<string, unknown> | null {
  return liqpaySignatureValid(privateKey, data, signature) ? decodeLiqpayData(data) : null;
}

/**
 * Our payment status for a LiqPay status.
 * - `wait_compensation` counts as paid: LiqPay has taken the shopper's money and only pays it out
 *   to the shop in the daily settlement, so the order can be shipped.
 * - `sandbox` is a test payment in which no money moved: paid only where the caller says sandbox
 *   payments are allowed (a test shop); on a live shop it stays pending, so goods never go out
 *   against a test payment, and the shopper is not told their card failed either.
 * - Every status that still waits for the shopper, the bank or LiqPay (the `*_verify`, `*_wait`
 *   statuses, `processing`, `prepared`, `wait_accept` whose money may yet be returned, …) and the
 *   subscription statuses we never ask for stay pending.
 */
export function liqpayPaymentStatus(status: string, { sandboxAllowed }: { sandboxAllowed: boolean }): PaymentStatus {
  switch (status) {
    case 'success':
    case 'wait_compensation':
      return 'paid';
    case 'sandbox':
      return sandboxAllowed ? 'paid' : 'pending';
    case 'failure':
    case 'error':
      return 'failed';
    case 'reversed':
      return 'refunded';
    default:
      return 'pending';
  }
}

/**
 * One server-to-server call (`action` refund, status, …): `data` and `signature` signed as for the
 * checkout, posted form-encoded as LiqPay's own example does. The answer is plain JSON, neither
 * encoded nor signed; it comes over our own connection to LiqPay. Throws on a network failure,
 * a timeout or an answer that is not a JSON object.
 */
export async function liqpayApiRequest({
  apiUrl,
  publicKey,
  privateKey,
  params,
  timeoutMs = 15_000,
}: {
  apiUrl: string;
  publicKey: string;
  privateKey: string;
  params: Record<string, unknown>;
  timeoutMs?: number;
}): Promise<{ answer: Record<string, unknown>; raw: string }> {
  const data = encodeLiqpayData({ version: 3, public_key: publicKey, ...params });
  const response = await fetch(apiUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ data, signature: signLiqpay(privateKey, data) }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const raw = (await response.text()).slice(0, 10_000);
  let answer: unknown;
  try {
    answer = JSON.parse(raw);
  } catch {
    throw new Error(`LiqPay answered ${response.status} with no JSON`);
  }
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) throw new Error(`LiqPay answered ${response.status} with no object`);
  return { answer: answer as Record<string, unknown>, raw };
}
