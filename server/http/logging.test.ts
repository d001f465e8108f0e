import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payments } from '../db/schema/orders.ts';
import { encodeLiqpayData, signLiqpay } from '../integrations/liqpay/liqpay.ts';
import { liqpayOrderId } from '../modules/payments/payments.service.ts';
import { signedInAccount } from '../testing/accounts.ts';
import { insertOrder } from '../testing/orders.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// The app's log lines, as the server would write them (no SMTP_URL: mail goes to the outbox).
const lines: string[] = [];
const logText = () => lines.join('\n');
const privateKey = 'sandbox_log-test-private-key';
const publicKey = 'sandbox_i0000000042';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { LIQPAY_PUBLIC_KEY: publicKey, LIQPAY_PRIVATE_KEY: privateKey },
    logDestination: { write: (line: string) => void lines.push(line) },
  });
});
afterAll(() => t.close());
beforeEach(() => {
  lines.length = 0;
});

const requestLines = () =>
  lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.msg === 'request');

describe('the request log', () => {
  it('shows which link page was asked for, never its token', async () => {
    const token = 'SECRET123resetTokenQm9vay1UYWJpci0yMDI2';
    for (const path of [
      `/password-reset/token/${token}`,
      `/en/password-reset/token/${token}`,
      `/user-email-confirm/token/${token}`,
      `/profile/user-email-confirm/token/${token}?lang=en`,
    ]) {
      await t.app.request(path);
    }
    expect(logText()).not.toContain('SECRET123');
    expect(requestLines().map((entry) => entry.path)).toEqual([
      '/password-reset/token/[redacted]',
      '/en/password-reset/token/[redacted]',
      '/user-email-confirm/token/[redacted]',
      '/profile/user-email-confirm/token/[redacted]?lang=en',
    ]);
  });

  it("shows the thank-you page's order, never its key, and no token or key of any query", async () => {
    await t.app.request('/cart/thankyou?order=TB-2026-00042&key=SECRETKEY');
    await t.app.request('/en/cart/thankyou?order=TB-2026-00042&key=SECRETKEY', { method: 'POST' });
    await t.app.request('/api/settings?token=SECRETTOKEN&access_token=SECRETACCESS&page=2');
    expect(logText()).not.toMatch(/SECRET/);
    expect(requestLines().map((entry) => entry.path)).toEqual([
      '/cart/thankyou?order=TB-2026-00042&key=[redacted]',
      '/en/cart/thankyou?order=TB-2026-00042&key=[redacted]',
      '/api/settings?token=[redacted]&access_token=[redacted]&page=2',
    ]);
  });

  it('never holds the Authorization header nor the cookie of a signed-in shopper', async () => {
    const account = await signedInAccount(t, { email: 'logged-shopper@example.com' });
    expect((await t.post('/api/profile/get', { lang: 'uk' }, account.bearer)).status).toBe(200);
    await t.post('/api/profile/get', { lang: 'uk' }, { cookie: `access_token=${account.token}` });
    await t.app.request('/cabinet', { headers: { cookie: `access_token=${account.token}`, authorization: `Bearer ${account.token}` } });
    expect(requestLines().length).toBeGreaterThanOrEqual(3);
    expect(logText()).not.toContain(account.token);
    expect(logText()).not.toContain(account.password);
  });
});

describe('mail written to the outbox', () => {
  it('logs that a password reset was written, never its link nor its token', async () => {
    const account = await signedInAccount(t, { email: 'forgetful@example.com' });
    lines.length = 0;
    expect((await t.post('/api/auth/password-reset', { lang: 'en', email: account.email })).status).toBe(200);
    await t.deps.jobs.drain();
    const files = (await readdir(t.config.outboxDir)).filter((file) => file.includes('eset'));
    expect(files.length).toBeGreaterThan(0);
    const mail = (await readFile(`${t.config.outboxDir}/${files.at(-1)}`, 'utf8')).replace(/=\r?\n/g, '');
    const token = /\/password-reset\/token\/([\w-]+)/.exec(mail)?.[1];
    expect(token).toMatch(/^[\w-]{20,}$/);
    expect(logText()).toContain('mail written to the outbox');
    expect(logText()).not.toContain(token);
    expect(logText()).not.toContain('/password-reset/token/');
    expect(logText()).not.toContain(account.email);
  });
});

describe('the LiqPay callback', () => {
  const callback = (fields: Record<string, string>) => t.app.request('/api/payments/liqpay/callback', { method: 'POST', body: new URLSearchParams(fields) });

  async function pendingPayment(number: string) {
    const order = await insertOrder(t.deps.db, { number, paymentMethod: 'card', total: 250_000 });
    const [payment] = await t.deps.db.insert(payments).values({ orderId: order.id, provider: 'liqpay', amount: 250_000, currencyCode: 'UAH' }).returning({ id: payments.id });
    return liqpayOrderId({ orderNumber: number, paymentId: payment!.id });
  }

  const payload = (orderId: string, extra: Record<string, unknown> = {}) => ({
    public_key: publicKey,
    order_id: orderId,
    status: 'success',
    amount: 2500,
    currency: 'UAH',
    payment_id: 2_000_000_001,
    sender_card_mask2: 'SECRETCARD*42',
    ...extra,
  });

  it('refused for its signature, logs the refusal without the payload or the signature', async () => {
    const data = encodeLiqpayData(payload(await pendingPayment('LG-2026-00001')));
    const signature = signLiqpay('another-shops-key', data);
    expect((await callback({ data, signature })).status).toBe(400);
    expect(logText()).toContain('LiqPay callback refused');
    expect(logText()).not.toContain(data);
    expect(logText()).not.toContain(signature);
    expect(logText()).not.toContain('SECRETCARD');
  });

  it('signed but hostile (a NUL in a string), logs nothing of the payload whatever the answer', async () => {
    const data = encodeLiqpayData(payload(await pendingPayment('LG-2026-00002'), { description: 'SECRETDESCRIPTION\u0000' }));
    const signature = signLiqpay(privateKey, data);
    await callback({ data, signature });
    expect(lines.length).toBeGreaterThan(0);
    expect(logText()).not.toContain(data);
    expect(logText()).not.toContain(signature);
    expect(logText()).not.toMatch(/SECRETCARD|SECRETDESCRIPTION/);
  });
});
