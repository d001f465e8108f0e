import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Addresses with a NUL or another control character, or with broken percent-encoding, as an
// attacker would send them: none may reach a handler (and so a query), pages included.
let t: TestApp;
let pageApp: ReturnType<typeof createApp>;
let pagesReached: string[];

beforeAll(async () => {
  t = await createTestApp();
  pagesReached = [];
  // The page renderer stands last, behind every route: whatever reaches it got past the guard.
  pageApp = createApp(t.deps, {
    pages: async (request) => {
      pagesReached.push(new URL(request.url).pathname);
      return new Response('page', { status: 200 });
    },
  });
});
afterAll(() => t.close());

const attacks = [
  '/healthz%00',
  '/readyz%00',
  '/news/%00',
  '/cabinet%00',
  '/en/%00',
  '/en/cabinet%0A',
  '/%00',
  '/namety/%1B',
  '/namety/%7F',
  '/namety/%C2%85',
  '/media/%00x.jpg',
  '/storage/%00',
  '/%E0%A4%A',
  '/%ED%A0%80',
  '/news/%FF',
];

describe('page and file addresses with control characters or broken encoding', () => {
  for (const path of attacks) {
    it(`GET ${path} is a 400 before any handler`, async () => {
      pagesReached.length = 0;
      const response = await pageApp.request(path);
      expect(response.status).toBe(400);
      expect(pagesReached).toEqual([]);
      const text = await response.text();
      expect(text).toBe(path.startsWith('/en/') ? 'This page address is not valid' : 'Неправильна адреса сторінки');
    });
  }

  it('a POST to a page address with a NUL is refused too', async () => {
    const response = await pageApp.request('/cart/thankyou%00', { method: 'POST' });
    expect(response.status).toBe(400);
  });

  it('ordinary addresses, encoded Cyrillic included, still reach the pages', async () => {
    pagesReached.length = 0;
    expect((await pageApp.request('/namety/%D0%BD%D0%B0%D0%BC%D0%B5%D1%82')).status).toBe(200);
    expect((await pageApp.request('/healthz')).status).toBe(200);
    expect(pagesReached).toEqual(['/namety/%D0%BD%D0%B0%D0%BC%D0%B5%D1%82']);
  });
});

describe('API addresses with control characters', () => {
  for (const path of ['/api/%00', '/api/cart/get%00', '/api/search%0D%0A', '/api/%E0%A4%A']) {
    it(`POST ${path} is a JSON 400 in the request's language`, async () => {
      const uk = await t.post(path, { lang: 'uk' });
      expect(uk.status).toBe(400);
      expect(uk.body).toEqual({ errors: { message: 'Неправильна адреса сторінки' } });
      const en = await t.post(path, { lang: 'en' }, { 'accept-language': 'en' });
      expect(en.body).toEqual({ errors: { message: 'This page address is not valid' } });
    });
  }
});
