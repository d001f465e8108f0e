import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('HTTP behaviour shared by every route', () => {
  it('answers unknown API paths and methods with the JSON error envelope', async () => {
    const unknown = await t.post('/api/nothing/here', {});
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ errors: { message: 'Не знайдено' } });

    const wrongMethod = await t.app.request('/api/settings/all', { headers: { 'accept-language': 'en' } });
    expect(wrongMethod.status).toBe(404);
    expect(await wrongMethod.json()).toEqual({ errors: { message: 'Not found' } });
  });

  it('accepts only JSON bodies, so a plain cross-site form cannot post', async () => {
    const response = await t.app.request('/api/news/subscribe', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'accept-language': 'en' },
      body: JSON.stringify({ email: 'form@example.com' }),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ errors: { message: 'Send the request as JSON (Content-Type: application/json)' } });
  });

  it('refuses an oversized body with 413 and no stack trace', async () => {
    const { status, body } = await t.post('/api/news/subscribe', { email: `${'a'.repeat(70_000)}@example.com` });
    expect(status).toBe(413);
    expect(JSON.stringify(body)).not.toMatch(/at \w+ \(/);
  });

  it('redirects page paths with capitals to lower case with 301, keeping the query', async () => {
    const response = await t.app.request('/Contacts?x=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/contacts?x=1');
    expect((await t.app.request('/EN/Namety')).headers.get('location')).toBe('/en/namety');
  });

  it('never redirects off the site and gives each page one address', async () => {
    for (const [path, location] of [
      ['//Evil.example', '/evil.example'],
      ['/\\Evil.example', '/evil.example'],
      ['//evil.example/', '/evil.example'],
      ['/contacts/', '/contacts'],
      ['/en/namety//', '/en/namety'],
      ['/%D0%9D%D0%90%D0%9C%D0%95%D0%A2', '/%D0%BD%D0%B0%D0%BC%D0%B5%D1%82'],
    ] as const) {
      const response = await t.app.request(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(location);
    }
    // Percent-encoded lower-case Cyrillic (what encodeURIComponent gives) is already canonical.
    expect((await t.app.request('/search/%D0%BD%D0%B0%D0%BC%D0%B5%D1%82')).status).not.toBe(301);
    expect((await t.app.request('/bad%E0%A4%A')).status).not.toBe(301);
  });

  it('keeps the case of token and thank-you links', async () => {
    for (const path of ['/password-reset/token/AbC', '/user-email-confirm/token/XyZ', '/profile/user-email-confirm/token/Q', '/profile/email-change/cancel/token/AbC', '/cart/thankyou?Order=A1', '/S-Login']) {
      const response = await t.app.request(path);
      expect(response.status, path).not.toBe(301);
    }
  });

  it('sends shoppers whose language is English from / to /en, but never crawlers', async () => {
    const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/150.0 Safari/537.36' };
    const english = await t.app.request('/', { headers: { ...browser, 'accept-language': 'en-GB,en;q=0.9' } });
    expect(english.status).toBe(302);
    expect(english.headers.get('location')).toBe('/en');

    const remembered = await t.app.request('/', { headers: { ...browser, 'accept-language': 'en', cookie: 'i18n_redirected=uk' } });
    expect(remembered.status).not.toBe(302);

    const chosenEnglish = await t.app.request('/', { headers: { ...browser, 'accept-language': 'uk', cookie: 'i18n_redirected=en' } });
    expect(chosenEnglish.headers.get('location')).toBe('/en');

    const crawler = await t.app.request('/', { headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)', 'accept-language': 'en' } });
    expect(crawler.status).not.toBe(302);
  });

  it('reports health and readiness', async () => {
    expect(await (await t.app.request('/healthz')).json()).toEqual({ status: 'ok' });
    expect(await (await t.app.request('/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('serves stored files and resized images, and 404s unknown or unsafe paths', async () => {
    const logo = await t.app.request('/storage/brand/logo.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');

    const image = await t.app.request('/media/240/brand/og-image.svg');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const bytes = new Uint8Array(await image.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe('WEBP');

    const jpeg = await t.app.request('/media/240/brand/og-image.svg?format=jpeg');
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect([...new Uint8Array(await jpeg.arrayBuffer()).slice(0, 2)]).toEqual([0xff, 0xd8]);

    expect((await t.app.request('/media/333/brand/og-image.svg')).status).toBe(404);
    expect((await t.app.request('/media/240/brand/og-image.svg?format=gif')).status).toBe(404);
    expect((await t.app.request('/storage/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await t.app.request('/storage/brand/missing.svg')).status).toBe(404);
    // Broken percent-encoding names no file: refused before any route (see path-guard.test.ts).
    expect((await t.app.request('/storage/%E0%A4%A')).status).toBe(400);
    expect((await t.app.request('/media/240/%E0%A4%A.svg')).status).toBe(400);
    expect((await t.app.request('/files/brand/logo.svg')).status).toBe(404);
  });
});
