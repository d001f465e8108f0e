import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { recaptchaEnv, startFakeRecaptcha, type FakeRecaptcha } from '../../testing/fake-recaptcha.ts';

let t: TestApp;
let google: FakeRecaptcha;
let serial = 0;
// Each token verifies once: a fresh one per request.
const token = (kind: 'human' | 'bot', action: string) => `${kind}:${action}:${++serial}`;

beforeAll(async () => {
  google = await startFakeRecaptcha();
  t = await createTestApp({ env: recaptchaEnv(google) });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const robot = { errors: { message: 'We could not confirm that you are not a robot. Reload the page and try again.' } };

describe('reCAPTCHA v3 on the public forms', () => {
  it('lets a human token through on each form, and sends the secret, the token and the address to Google', async () => {
    const login = await t.post('/api/auth/login', { lang: 'en', email: 'nobody@example.com', password: 'whatever', recaptcha_token: token('human', 'login') }, { 'x-forwarded-for': '203.0.113.7' });
    expect(login.body.errors.code).toBe(112);
    const last = google.requests.at(-1)!;
    expect(last.get('secret')).toBe('test-secret');
    expect(last.get('response')).toMatch(/^human:login:/);
    expect(last.get('remoteip')).toBe('203.0.113.7');

    const register = await t.post('/api/auth/register', {
      lang: 'en',
      name: 'Human Being',
      email: 'human@example.com',
      password: 'long-enough-1',
      password_confirmation: 'long-enough-1',
      recaptcha_token: token('human', 'register'),
    });
    expect(register.status).toBe(200);
    expect((await t.post('/api/auth/password-reset', { lang: 'en', email: 'human@example.com', recaptcha_token: token('human', 'password_reset') })).status).toBe(200);
    expect((await t.post('/api/auth/email-confirm/resend', { lang: 'en', email: 'human@example.com', recaptcha_token: token('human', 'resend') })).status).toBe(200);
    expect((await t.post('/api/news/subscribe', { lang: 'en', email: 'human@example.com', recaptcha_token: token('human', 'newsletter') })).status).toBe(200);
  });

  it('refuses a missing token, a low score, an action of another form and a reused token', async () => {
    const body = { lang: 'en', email: 'nobody@example.com', password: 'whatever' };
    expect(await t.post('/api/auth/login', body)).toMatchObject({ status: 403, body: robot });
    expect(await t.post('/api/auth/login', { ...body, recaptcha_token: token('bot', 'login') })).toMatchObject({ status: 403, body: robot });
    expect(await t.post('/api/auth/login', { ...body, recaptcha_token: token('human', 'newsletter') })).toMatchObject({ status: 403, body: robot });
    const once = token('human', 'login');
    expect((await t.post('/api/auth/login', { ...body, recaptcha_token: once })).body.errors.code).toBe(112);
    expect(await t.post('/api/auth/login', { ...body, recaptcha_token: once })).toMatchObject({ status: 403, body: robot });
    expect(await t.post('/api/news/subscribe', { lang: 'en', email: 'bot@example.com', recaptcha_token: token('bot', 'newsletter') })).toMatchObject({ status: 403 });
  });

  it('checks the form first: a bad form is a 422 without asking Google', async () => {
    const before = google.requests.length;
    const { status } = await t.post('/api/auth/register', { lang: 'en', name: 'X', email: 'bad', password: '1', password_confirmation: '2' });
    expect(status).toBe(422);
    expect(google.requests.length).toBe(before);
  });
});

describe('reCAPTCHA unreachable', () => {
  it('lets requests through when Google cannot be reached (the rate limits still hold)', async () => {
    const offline = await createTestApp({ env: { RECAPTCHA_SECRET_KEY: 'test-secret', RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify' } });
    try {
      const { body } = await offline.post('/api/auth/login', { lang: 'en', email: 'nobody@example.com', password: 'whatever', recaptcha_token: 'anything' });
      expect(body.errors.code).toBe(112);
    } finally {
      await offline.close();
    }
  });
});
