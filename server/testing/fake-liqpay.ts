import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeLiqpayData, signLiqpay, verifyLiqpayCallback } from '../integrations/liqpay/liqpay.ts';

/** The checkout request fields a callback repeats. */
export interface LiqpayCheckoutRequest {
  public_key: string;
  order_id: string;
  amount: number;
  currency: string;
  description: string;
  action?: string;
  result_url?: string;
  server_url?: string;
}

/** A callback as posted to a shop's server_url, with the shop's answer. */
export interface SentCallback {
  url: string;
  /** The form fields as posted: `data` and `signature`, or whatever a test chose to send. */
  fields: Record<string, string>;
  status: number;
  body: string;
}

export interface FakeLiqpay {
  /** The checkout URL for LIQPAY_CHECKOUT_URL. */
  checkoutUrl: string;
  publicKey: string;
  privateKey: string;
  /** Every callback sent, in order: by a Pay/Decline choice or by `sendCallback`. */
  callbacks: SentCallback[];
  /** LiqPay's callback payload for a checkout with this status; `extra` adds or replaces fields. */
  callbackPayload(checkout: LiqpayCheckoutRequest, status: string, extra?: Record<string, unknown>): Record<string, unknown>;
  /** `data` and `signature` for a payload, signed with this fake's key or, to forge, with another. */
  signedCallback(payload: Record<string, unknown>, privateKey?: string): { data: string; signature: string };
  /** POSTs the fields to a server_url as LiqPay does (form-encoded): also a forged, replayed or incomplete callback. */
  sendCallback(url: string, fields: Record<string, string>): Promise<SentCallback>;
  /** LIQPAY_API_URL: the server-to-server API (`action` refund). */
  apiUrl: string;
  /** Every refund request that came with a valid signature, with the answer given. */
  refunds: { request: Record<string, unknown>; answer: Record<string, unknown> }[];
  /**
   * How refunds are answered: `reversed` (done at once, then a signed refund callback to the
   * payment's server_url when known), `wait_reserve` (waiting for funds: no callback; a test sends
   * it) or `error` (LiqPay refuses, err_code `payment_err_status`).
   */
  refundMode: 'reversed' | 'wait_reserve' | 'error';
  /** Records a successful payment made elsewhere (a test that marks an order paid directly). */
  markPaid(payment: { order_id: string; amount: number; currency?: string; server_url?: string }): void;
  close(): Promise<void>;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    request.on('error', reject);
  });
}

function page(response: ServerResponse, status: number, title: string, body: string) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`);
}

function isCheckoutRequest(value: Record<string, unknown> | null): value is Record<string, unknown> & LiqpayCheckoutRequest {
  return (
    !!value &&
    value.version === 3 &&
    typeof value.public_key === 'string' &&
    typeof value.action === 'string' &&
    typeof value.amount === 'number' &&
    value.amount > 0 &&
    typeof value.currency === 'string' &&
    typeof value.description === 'string' &&
    typeof value.order_id === 'string' &&
    value.order_id.length > 0 &&
    value.order_id.length <= 255
  );
}

/**
 * A local stand-in for LiqPay's Checkout API v3. POST /api/3/checkout with the form fields `data`
 * and `signature` (checked with this fake's private key and public key) shows a page with "Pay" and
 * "Decline" buttons; the choice POSTs a signed callback (status success or failure) to the
 * checkout's server_url, waits for the shop's answer, then sends the browser to its result_url.
 */
export async function startFakeLiqpay({
  publicKey = 'sandbox_i0000000001',
  privateKey = 'sandbox_test-private-key',
  /** A fixed port (for a browser test's server config); by default any free one. */
  port = 0,
} = {}): Promise<FakeLiqpay> {
  const callbacks: SentCallback[] = [];
  const checkouts = new Map<string, LiqpayCheckoutRequest>();
  /** Successful payments by order_id, with what is left to refund. */
  const paid = new Map<string, LiqpayCheckoutRequest & { refundable: number }>();
  const refunds: FakeLiqpay['refunds'] = [];
  let refundMode: FakeLiqpay['refundMode'] = 'reversed';
  let lastPaymentId = 2_000_000_000;

  const callbackPayload: FakeLiqpay['callbackPayload'] = (checkout, status, extra = {}) => {
    const paymentId = ++lastPaymentId;
    const now = Date.now();
    return {
      action: checkout.action ?? 'pay',
      payment_id: paymentId,
      status,
      version: 3,
      type: 'buy',
      paytype: 'card',
      public_key: checkout.public_key,
      acq_id: 414963,
      order_id: checkout.order_id,
      liqpay_order_id: `FAKE${paymentId}`,
      description: checkout.description,
      sender_card_mask2: '424242*42',
      amount: checkout.amount,
      currency: checkout.currency,
      transaction_id: paymentId,
      create_date: now,
      end_date: now,
      ...(status === 'failure' ? { err_code: 'limit', err_description: 'Card limit exceeded' } : {}),
      ...extra,
    };
  };

  const signedCallback: FakeLiqpay['signedCallback'] = (payload, key = privateKey) => {
    const data = encodeLiqpayData(payload);
    return { data, signature: signLiqpay(key, data) };
  };

  const sendCallback: FakeLiqpay['sendCallback'] = async (url, fields) => {
    const response = await fetch(url, { method: 'POST', body: new URLSearchParams(fields), signal: AbortSignal.timeout(10_000) });
    const sent = { url, fields, status: response.status, body: await response.text() };
    callbacks.push(sent);
    return sent;
  };

  async function checkout(request: IncomingMessage, response: ServerResponse) {
    const form = await readForm(request);
    // The checkout form is signed exactly as a callback is.
    const decoded = verifyLiqpayCallback(privateKey, form.get('data') ?? '', form.get('signature') ?? '');
    if (!isCheckoutRequest(decoded) || decoded.public_key !== publicKey) {
      return page(response, 400, 'Payment error', '<p>Invalid signature or payment parameters</p>');
    }
    const token = randomBytes(12).toString('hex');
    checkouts.set(token, decoded);
    page(
      response,
      200,
      'LiqPay (fake)',
      `<h1>${escapeHtml(decoded.description)}</h1><p>${decoded.amount} ${escapeHtml(decoded.currency)}</p>` +
        `<form method="post" action="/api/3/checkout/${token}">` +
        '<button type="submit" name="choice" value="success">Pay</button>' +
        '<button type="submit" name="choice" value="failure">Decline</button></form>',
    );
  }

  async function choose(token: string, request: IncomingMessage, response: ServerResponse) {
    const form = await readForm(request);
    const pending = checkouts.get(token);
    const choice = form.get('choice');
    if (!pending || (choice !== 'success' && choice !== 'failure')) return page(response, 404, 'Payment error', '<p>Unknown payment</p>');
    checkouts.delete(token);
    if (choice === 'success') paid.set(pending.order_id, { ...pending, refundable: pending.amount });
    if (pending.server_url) await sendCallback(pending.server_url, signedCallback(callbackPayload(pending, choice)));
    if (!pending.result_url) return page(response, 200, 'LiqPay (fake)', `<p>${choice === 'success' ? 'Paid' : 'Declined'}</p>`);
    response.writeHead(303, { location: pending.result_url });
    response.end();
  }

  function json(response: ServerResponse, body: Record<string, unknown>) {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  /** POST /api/request: the refund, answered as LiqPay does (plain JSON), then its signed callback. */
  async function api(request: IncomingMessage, response: ServerResponse) {
    const form = await readForm(request);
    const decoded = verifyLiqpayCallback(privateKey, form.get('data') ?? '', form.get('signature') ?? '');
    if (!decoded || decoded.public_key !== publicKey) return json(response, { status: 'error', err_code: 'invalid_signature', err_description: 'Invalid signature' });
    if (decoded.action !== 'refund') return json(response, { status: 'error', err_code: 'err_path', err_description: 'Unknown action' });
    const payment = paid.get(String(decoded.order_id));
    const amount = Number(decoded.amount);
    let answer: Record<string, unknown>;
    if (!payment) answer = { status: 'error', err_code: 'payment_not_found', err_description: 'Payment not found' };
    else if (refundMode === 'error' || !(amount > 0) || Math.round(amount * 100) > Math.round(payment.refundable * 100)) {
      answer = { status: 'error', err_code: 'payment_err_status', err_description: 'Payment in a wrong state' };
    } else {
      const paymentId = ++lastPaymentId;
      answer = { action: 'refund', payment_id: paymentId, status: refundMode, order_id: payment.order_id, amount };
      if (refundMode === 'reversed') {
        payment.refundable = Math.round((payment.refundable - amount) * 100) / 100;
        if (payment.server_url) {
          const notice = callbackPayload(payment, 'reversed', { action: 'refund', amount, payment_id: paymentId });
          setTimeout(() => void sendCallback(payment.server_url!, signedCallback(notice)).catch(() => {}), 10);
        }
      }
    }
    refunds.push({ request: decoded, answer });
    json(response, answer);
  }

  async function route(request: IncomingMessage, response: ServerResponse) {
    if (request.method !== 'POST') return page(response, 405, 'Payment error', '<p>POST only</p>');
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    if (path === '/api/request') return api(request, response);
    if (path === '/api/3/checkout') return checkout(request, response);
    const chosen = /^\/api\/3\/checkout\/([0-9a-f]{24})$/.exec(path)?.[1];
    if (chosen) return choose(chosen, request, response);
    page(response, 404, 'Payment error', '<p>Not found</p>');
  }

  const server: Server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => page(response, 502, 'Payment error', `<p>${escapeHtml(String(error))}</p>`));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    checkoutUrl: `http://127.0.0.1:${address.port}/api/3/checkout`,
    apiUrl: `http://127.0.0.1:${address.port}/api/request`,
    refunds,
    get refundMode() {
      return refundMode;
    },
    set refundMode(mode) {
      refundMode = mode;
    },
    markPaid: ({ order_id, amount, currency = 'UAH', server_url }) =>
      void paid.set(order_id, { public_key: publicKey, order_id, amount, currency, description: order_id, server_url, refundable: amount }),
    publicKey,
    privateKey,
    callbacks,
    callbackPayload,
    signedCallback,
    sendCallback,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
