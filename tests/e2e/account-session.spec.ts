import { test, expect } from './fixtures.ts';
import { latestMailLink } from './mail.ts';

// Pages greet a signed-in shopper by name, so no shared cache may keep them.
test('pages rendered for a signed-in shopper are private; anonymous ones stay cacheable', async ({ page, browser }) => {
  const email = `cache-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'cache-check-2026';
  const registered = await page.request.post('/api/auth/register', {
    data: { lang: 'en', name: 'Cache Checker', email, password, password_confirmation: password },
  });
  expect(registered.status()).toBe(200);
  const link = await latestMailLink(email, '/en/user-email-confirm/token/');
  const token = new URL(link).pathname.split('/').pop();
  expect((await page.request.post('/api/auth/email-confirm', { data: { lang: 'en', token } })).status()).toBe(200);
  expect((await page.request.post('/api/auth/login', { data: { lang: 'en', email, password } })).status()).toBe(200);

  const signedIn = await page.request.get('/en/news');
  expect(signedIn.headers()['cache-control']).toBe('private, no-store');
  expect(await signedIn.text()).toContain('Cache Checker');

  const anonymousContext = await browser.newContext();
  const anonymous = await anonymousContext.request.get('/en/news');
  expect(anonymous.headers()['cache-control']).toMatch(/^public, .*s-maxage=/);
  expect(await anonymous.text()).not.toContain('Cache Checker');
  await anonymousContext.close();
});
