import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createApp } from '../app.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy.ts';

// A database that is stopped, or frozen (it accepts and never answers), must not turn into 500s
// or hung requests: the API, the pages and /readyz answer 503 with Retry-After in the shopper's
// language, and everything works again by itself once the database is back.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type App = ReturnType<typeof createApp>;

/** The real app on its own handle of the same data, so the handle can be stopped. */
async function appOn(handle: DatabaseHandle): Promise<App> {
  return createApp({ ...t.deps, db: handle.db });
}

async function post(app: App, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

const unavailable = {
  uk: 'Магазин тимчасово недоступний. Спробуйте ще раз за хвилину.',
  en: 'The shop is briefly unavailable. Please try again in a minute.',
};

/** `settingsCached`: the shop settings were read in the last 30 s, and are served from memory. */
async function expectUnavailable(app: App, { settingsCached = false } = {}) {
  const ready = await app.request('/readyz');
  expect(ready.status).toBe(503);
  expect(ready.headers.get('retry-after')).toBe('30');
  expect(await ready.json()).toEqual({ status: 'unavailable' });

  for (const lang of ['uk', 'en'] as const) {
    const calls: [string, object][] = [
      ['/api/cart/get', { lang, cart_id: '5f0c2b7e-8d7a-4d0e-9a51-0c7c2b1f4e11' }],
      ['/api/search', { lang, string: 'намет' }],
    ];
    if (!settingsCached) calls.push(['/api/settings/all', { lang }]);
    for (const [path, body] of calls) {
      const answer = await post(app, path, body);
      expect(answer.status, `${path} ${lang}`).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('30');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.body).toEqual({ errors: { message: unavailable[lang], code: 'unavailable' } });
    }
  }
  // No body to read the language from: the request's other signals decide.
  const login = await app.request('/api/profile/get', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${'a'.repeat(64)}`, 'accept-language': 'en' }, body: '{}' });
  expect(login.status).toBe(503);
  expect(((await login.json()) as any).errors.message).toBe(unavailable.en);
}

async function expectPagesUnavailable(app: App) {
  for (const [path, lang, title] of [
    ['/', 'uk', 'Магазин тимчасово недоступний'],
    ['/en/cabinet', 'en', 'The shop is briefly unavailable'],
    ['/en/news', 'en', 'The shop is briefly unavailable'],
  ] as const) {
    const page = await app.request(path);
    expect(page.status, path).toBe(503);
    expect(page.headers.get('retry-after')).toBe('30');
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain(`<h1>${title}</h1>`);
  }
}

async function expectAvailable(app: App) {
  expect((await app.request('/readyz')).status).toBe(200);
  expect((await post(app, '/api/settings/all', { lang: 'en' })).status).toBe(200);
  expect((await post(app, '/api/search', { lang: 'en', string: 'tent' })).status).toBe(200);
}

describe('a database that has stopped', () => {
  it('answers 503 with Retry-After on /readyz, the API and the pages, never 500', async () => {
    const handle =
      t.database.url !== undefined
        ? await openDatabase({ url: t.database.url, poolSize: 2 })
        : await openDatabase({ loadDataDir: await t.database.handle.dumpDataDir!() });
    const app = await appOn(handle);
    expect((await app.request('/readyz')).status).toBe(200);
    await handle.close();
    await expectPagesUnavailable(app);
    await expectUnavailable(app);
  });
});

// PostgreSQL runs as its own server: here it can be stopped and frozen for real, behind a proxy.
if (inject('testDatabase').kind === 'postgres') {
  describe('PostgreSQL behind a proxy that stops and freezes', () => {
    let proxy: TcpProxy;
    let handle: DatabaseHandle;
    let app: App;

    beforeAll(async () => {
      const url = new URL(t.database.url!);
      proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
      url.hostname = '127.0.0.1';
      url.port = String(proxy.port);
      // Short timeouts keep the test quick; production defaults are 3 s and 5 s.
      handle = await openDatabase({ url: url.toString(), poolSize: 3, connectTimeoutMs: 500, statementTimeoutMs: 1_000 });
      app = await appOn(handle);
    });
    afterAll(async () => {
      await handle.close().catch(() => undefined);
      await proxy.close();
    });

    it('a stopped server: 503 at once, and back by itself once it is up again', async () => {
      await expectAvailable(app);
      await proxy.stop();
      await expectUnavailable(app, { settingsCached: true });
      await proxy.start();
      await expectAvailable(app);
    });

    it('a frozen server: 503 within the timeouts instead of a hung request, and back once it answers', { timeout: 20_000 }, async () => {
      await expectAvailable(app);
      proxy.freeze();
      await expectUnavailable(app, { settingsCached: true });
      proxy.thaw();
      await expectAvailable(app);
    });

    it('a frozen server before any connection: the pages fail fast too', { timeout: 20_000 }, async () => {
      const fresh = await openDatabase({ url: `postgres://postgres@127.0.0.1:${proxy.port}${new URL(t.database.url!).pathname}`, poolSize: 2, connectTimeoutMs: 500, statementTimeoutMs: 1_000 });
      const freshApp = await appOn(fresh);
      proxy.freeze();
      await expectPagesUnavailable(freshApp);
      proxy.thaw();
      await fresh.close();
    });
  });
}
