import { describe, expect, it } from 'vitest';
import {
  decodeLiqpayData,
  encodeLiqpayData,
  liqpayCheckoutForm,
  liqpayMaxJsonDepth,
  liqpayPaymentStatus,
  signLiqpay,
  verifyLiqpayCallback,
} from './liqpay.ts';

// LiqPay's own examples (ua-integrations.md section 2): the checkout example's data unwrapped.
const docPrivateKey = 'your_private_key';
const docData =
  'eyAidmVyc2lvbiIgOiAzLCAicHVibGljX2tleSIgOiAieW91cl9wdWJsaWNfa2V5IiwgImFjdGlv' +
  'biIgOiAicGF5IiwgImFtb3VudCIgOiAxLCAiY3VycmVuY3kiIDogIlVTRCIsICJkZXNjcmlwdGlv' +
  'biIgOiAiZGVzY3JpcHRpb24gdGV4dCIsICJvcmRlcl9pZCIgOiAib3JkZXJfaWRfMSIgfQ==';

describe('LiqPay signature', () => {
  it('matches the callback documentation example', () => {
    expect(signLiqpay(docPrivateKey, 'base64_post_string')).toBe('tp+ZLmKm1/E83dIzUpx5ljcttP4=');
  });

  it('matches the checkout example signed over unwrapped base64, not the line-wrapped value the docs print', () => {
    expect(signLiqpay(docPrivateKey, docData)).toBe('MPgGw632itnbRVDSd/KyNEGrAsQ=');
    const wrapped = docData.replace(/(.{76})/g, '$1\n').trimEnd();
    expect(signLiqpay(docPrivateKey, wrapped)).toBe('QvJD5u9Fg55PCx/Hdz6lzWtYwcI=');
  });
});

describe('verifyLiqpayCallback', () => {
  it('decodes data whose signature is right', () => {
    expect(verifyLiqpayCallback(docPrivateKey, docData, 'MPgGw632itnbRVDSd/KyNEGrAsQ=')).toEqual({
      version: 3,
      public_key: 'your_public_key',
      action: 'pay',
      amount: 1,
      currency: 'USD',
      description: 'description text',
      order_id: 'order_id_1',
    });
  });

  it('refuses a wrong signature, another key, altered data and a signature of another length', () => {
    expect(verifyLiqpayCallback(docPrivateKey, docData, 'QvJD5u9Fg55PCx/Hdz6lzWtYwcI=')).toBeNull();
    expect(verifyLiqpayCallback('another_private_key', docData, 'MPgGw632itnbRVDSd/KyNEGrAsQ=')).toBeNull();
    expect(verifyLiqpayCallback(docPrivateKey, docData.replace('eyAi', 'eyJi'), 'MPgGw632itnbRVDSd/KyNEGrAsQ=')).toBeNull();
    expect(verifyLiqpayCallback(docPrivateKey, docData, 'short')).toBeNull();
    expect(verifyLiqpayCallback(docPrivateKey, docData, '')).toBeNull();
  });

  it('refuses correctly signed data that is not base64 of a UTF-8 JSON object', () => {
    const signed = (data: string) => verifyLiqpayCallback(docPrivateKey, data, signLiqpay(docPrivateKey, data));
    expect(signed('base64_post_string')).toBeNull();
    expect(signed(docData.replace(/(.{76})/g, '$1\n'))).toBeNull();
    expect(signed(Buffer.from('not json').toString('base64'))).toBeNull();
    expect(signed(Buffer.from('[1,2]').toString('base64'))).toBeNull();
    expect(signed(Buffer.from('null').toString('base64'))).toBeNull();
    expect(signed(Buffer.from([0x7b, 0xff, 0x7d]).toString('base64'))).toBeNull();
    expect(signed(encodeLiqpayData({ status: 'success' }))).toEqual({ status: 'success' });
  });
});

describe('decodeLiqpayData', () => {
  const base64 = (text: string) => Buffer.from(text).toString('base64');
  /** An object whose field `deep` nests arrays to this depth, the object itself counted. */
  const nested = (depth: number) => `{"status":"success","deep":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;

  it('reads JSON nested up to the limit and refuses deeper JSON without parsing it', () => {
    expect(decodeLiqpayData(base64(nested(liqpayMaxJsonDepth)))).toMatchObject({ status: 'success' });
    expect(decodeLiqpayData(base64(nested(liqpayMaxJsonDepth + 1)))).toBeNull();
    expect(decodeLiqpayData(base64(nested(5000)))).toBeNull();
    expect(decodeLiqpayData(base64('['.repeat(100_000)))).toBeNull();
  });

  it('does not count brackets or escaped quotes inside strings', () => {
    const text = JSON.stringify({ description: `"${'[{'.repeat(500)}\\"`, status: 'success' });
    expect(decodeLiqpayData(base64(text))).toEqual(JSON.parse(text));
  });

  it('keeps a NUL in a string as it is', () => {
    expect(decodeLiqpayData(base64('{"description":"a\\u0000b"}'))).toEqual({ description: 'a\u0000b' });
  });
});

describe('liqpayCheckoutForm', () => {
  it('posts version 3 "pay" data in unwrapped base64 of UTF-8 JSON, with the amount in hryvnias, signed', () => {
    const form = liqpayCheckoutForm({
      publicKey: 'i00000000',
      privateKey: 'private-key',
      checkoutUrl: 'https://www.liqpay.ua/api/3/checkout',
      orderId: 'TB-2026-00001-p1',
      amount: 129_950,
      currency: 'UAH',
      description: 'Замовлення TB-2026-00001 — намет «Табір» для походів у Карпати',
      language: 'uk',
      resultUrl: 'https://tabir.example/checkout/done',
      serverUrl: 'https://tabir.example/api/payments/liqpay/callback',
    });
    expect(form.action).toBe('https://www.liqpay.ua/api/3/checkout');
    expect(form.data).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(form.signature).toBe(signLiqpay('private-key', form.data));
    expect(JSON.parse(Buffer.from(form.data, 'base64').toString('utf8'))).toEqual({
      version: 3,
      public_key: 'i00000000',
      action: 'pay',
      amount: 1299.5,
      currency: 'UAH',
      description: 'Замовлення TB-2026-00001 — намет «Табір» для походів у Карпати',
      order_id: 'TB-2026-00001-p1',
      language: 'uk',
      result_url: 'https://tabir.example/checkout/done',
      server_url: 'https://tabir.example/api/payments/liqpay/callback',
    });
    expect(verifyLiqpayCallback('private-key', form.data, form.signature)).toMatchObject({ amount: 1299.5 });
  });
});

describe('liqpayPaymentStatus', () => {
  const live = { sandboxAllowed: false };
  it('maps final LiqPay statuses to ours and leaves every other status pending', () => {
    expect(liqpayPaymentStatus('success', live)).toBe('paid');
    expect(liqpayPaymentStatus('wait_compensation', live)).toBe('paid');
    expect(liqpayPaymentStatus('failure', live)).toBe('failed');
    expect(liqpayPaymentStatus('error', live)).toBe('failed');
    expect(liqpayPaymentStatus('reversed', live)).toBe('refunded');
    for (const status of ['processing', 'prepared', '3ds_verify', 'otp_verify', 'wait_accept', 'hold_wait', 'try_again', 'subscribed', 'something_new']) {
      expect(liqpayPaymentStatus(status, live), status).toBe('pending');
    }
  });

  it('counts a sandbox payment as paid only where sandbox payments are allowed', () => {
    expect(liqpayPaymentStatus('sandbox', live)).toBe('pending');
    expect(liqpayPaymentStatus('sandbox', { sandboxAllowed: true })).toBe('paid');
  });
});
