// The page cache's fast path on the real node listener (port 0), pages rendered by React Router
// through Vite, on a copy of the demo shop (PGlite, or PostgreSQL with TEST_DATABASE_URL).
import { request as httpRequest, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { serverEntryThroughVite } from '../../testing/vite-entry.ts';
import { signedInAccount } from '../../testing/accounts.ts';
import { productBySlug, productPagePath, setOption } from '../../modules/cart/cart.fixtures.ts';
import { directoryCity, ukraineOrder } from '../../modules/checkout/checkout.fixtures.ts';

type Entry = typeof import('../../entry.ts');

interface Answer {
  status: number;
  /** Every header as sent, lower-case names, but the per-request ones (Date, X-Request-Id). */
  headers: string[];
  header(name: string): string | undefined;
  /** The body as sent (compressed when it was). */
  raw: Buffer;
  text: string;
}

let closeVite: (() => Promise<void>) | undefined;
let entry: Entry;

beforeAll(async () => {
  ({ entry, close: closeVite } = await serverEntryThroughVite());
});
afterAll(() => closeVite?.());

/**
 * One request on its own connection, read as the bytes that came. Both listeners are asked by one
 * host name, which is part of a page's key (its links are built from it).
 */
function ask(port: number, path: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((done, fail) => {
    const sent = httpRequest({ host: '127.0.0.1', port, path, method, agent: false, headers: { host: 'localhost', 'accept-language': 'uk', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', fail);
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const pairs: string[] = [];
        for (let index = 0; index < response.rawHeaders.length; index += 2) {
          const name = response.rawHeaders[index]!.toLowerCase();
          if (name !== 'date' && name !== 'x-request-id') pairs.push(`${name}: ${response.rawHeaders[index + 1]}`);
        }
        const encoding = response.headers['content-encoding'];
        const plain = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
        const header = (name: string) => {
          const value = response.headers[name];
          return Array.isArray(value) ? value.join(', ') : value;
        };
        done({ status: response.statusCode!, headers: pairs.sort(), header, raw, text: plain.toString('utf8') });
      });
    });
    sent.on('error', fail);
    sent.end(body);
  });
}

/** Asks until `done` holds (a deadline, not a timing assertion): a page is stored once its render is whole. */
async function eventually(probe: () => Promise<Answer>, done: (answer: Answer) => boolean, deadlineMs = 20_000): Promise<Answer> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const answer = await probe();
    if (done(answer)) return answer;
    if (Date.now() > until) throw new Error(`not seen before the deadline (last status ${answer.status}, ${answer.header('x-page-cache')})`);
    await new Promise((wake) => setTimeout(wake, 50));
  }
}

describe('hits answered by the node listener before the app', () => {
  let t: TestApp;
  /** The listener with the fast path, and one of the same app without it (the app's own answers). */
  let server: Server;
  let port: number;
  let appOnly: Server;
  let appPort: number;
  /** Requests the fast path's listener passed on to the app (it answers the others itself). */
  let reachedApp = 0;
  let tentPage: string;

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => ask(port, path, { method, headers });

  /**
   * One request for a stored page answered by the app alone, and by the fast path's listener alone
   * (which passes the first of each kind of answer to the app, to learn its headers).
   */
  async function appThenFast(path: string, headers: Record<string, string> = {}, method = 'GET') {
    await eventually(() => ask(appPort, path), (answer) => answer.header('x-page-cache') === 'hit');
    const fromApp = await ask(appPort, path, { method, headers });
    await get(path, headers, method);
    const before = reachedApp;
    const fast = await get(path, headers, method);
    expect(reachedApp, 'answered by the listener alone').toBe(before);
    return { fromApp, fast };
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { PAGE_CACHE_MB: '16', PAGE_CACHE_POLL_MS: '100' } });
    const pageCache = entry.createPageCache(t.deps);
    const app = entry.createServerApp(t.deps, { pageCache });
    const counted = {
      fetch: (request: Request, env: never) => {
        reachedApp++;
        return app.fetch(request, env);
      },
    };
    server = createServer(entry.shopListener(t.deps, counted, pageCache));
    appOnly = createServer(entry.shopListener(t.deps, app, null));
    for (const listener of [server, appOnly]) await new Promise<void>((listening) => listener.listen(0, '127.0.0.1', listening));
    port = (server.address() as AddressInfo).port;
    appPort = (appOnly.address() as AddressInfo).port;
    tentPage = await productPagePath(t, 'namet-tramp-2');
  });
  afterAll(async () => {
    for (const listener of [server, appOnly]) await new Promise((closed) => listener?.close(closed));
    await t?.close();
  });

  it('answers a stored page with the same bytes and headers as the app, and the page as first rendered without its nonce', async () => {
    const miss = await ask(appPort, tentPage);
    expect(miss.header('x-page-cache')).toBe('miss');
    const nonce = /'nonce-([^']+)'/.exec(miss.header('content-security-policy')!)![1];
    const { fromApp, fast } = await appThenFast(tentPage);
    expect(fast.status).toBe(200);
    expect(fast.header('x-page-cache')).toBe('hit');
    expect(fast.raw.equals(fromApp.raw)).toBe(true);
    expect(fast.headers).toEqual(fromApp.headers);
    expect(fast.text).toBe(miss.text.replaceAll(` nonce="${nonce}"`, ''));
    // The app's own headers are all there: security headers, the hash-only policy, validators.
    for (const name of ['x-content-type-options', 'x-frame-options', 'strict-transport-security', 'referrer-policy', 'permissions-policy', 'etag', 'cache-control', 'content-length']) {
      expect(fast.header(name), name).toBeDefined();
    }
    expect(fast.header('content-security-policy')).not.toContain("'nonce-");
    expect(fast.header('vary')).toContain('Accept-Encoding');
    expect(Number(fast.header('content-length'))).toBe(fast.raw.length);
  });

  it('sends each request id it is given, else a fresh one', async () => {
    const { fast } = await appThenFast(tentPage, { 'x-request-id': 'from-the-proxy-42' });
    expect(fast.header('x-request-id')).toBe('from-the-proxy-42');
    const before = reachedApp;
    const fresh = await get(tentPage);
    expect(reachedApp).toBe(before);
    expect(fresh.header('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('sends Brotli, gzip or the plain page as Accept-Encoding asks, as the app does', async () => {
    const plain = await appThenFast(tentPage);
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const { fromApp, fast } = await appThenFast(tentPage, { 'accept-encoding': acceptEncoding });
      expect(fast.header('content-encoding'), acceptEncoding).toBe(encoding);
      expect(fast.raw.equals(fromApp.raw), acceptEncoding).toBe(true);
      expect(fast.headers, acceptEncoding).toEqual(fromApp.headers);
      expect(fast.text, acceptEncoding).toBe(plain.fast.text);
      expect(Number(fast.header('content-length'))).toBe(fast.raw.length);
    }
  });

  it('answers 304 to a matching If-None-Match, with the app’s headers, and HEAD with the page’s headers and no body', async () => {
    const { fast: page } = await appThenFast(tentPage);
    const etag = page.header('etag')!;
    const { fromApp, fast } = await appThenFast(tentPage, { 'if-none-match': etag });
    expect(fast.status).toBe(304);
    expect(fast.raw.length).toBe(0);
    expect(fast.headers).toEqual(fromApp.headers);
    expect(fast.header('content-security-policy')).toBe(page.header('content-security-policy'));

    const head = await appThenFast(tentPage, {}, 'HEAD');
    expect(head.fast.status).toBe(200);
    expect(head.fast.raw.length).toBe(0);
    expect(head.fast.headers).toEqual(head.fromApp.headers);
    expect(head.fast.header('content-length')).toBe(page.header('content-length'));
  });

  it('leaves to the app a session, a bearer, a host not allowed, / for an English speaker and a closed shop', async () => {
    await appThenFast(tentPage);
    await appThenFast('/');
    const account = await signedInAccount(t, { email: 'fast-path-not@example.com', name: 'Леся Українка' });
    const before = reachedApp;
    const signedIn = await get(tentPage, { cookie: `accessToken=${account.token}; user=${encodeURIComponent(JSON.stringify({ name: 'Леся Українка', email: account.email }))}` });
    expect(signedIn.header('x-page-cache')).toBeUndefined();
    expect(signedIn.header('cache-control')).toBe('private, no-store');
    expect(signedIn.text).toContain('Леся Українка');
    const bearer = await get(tentPage, { authorization: `Bearer ${account.token}` });
    expect(bearer.header('x-page-cache')).toBeUndefined();
    const staff = await get(tentPage, { cookie: 'staffSession=whatever-it-is-0123456789' });
    expect(staff.header('x-page-cache')).toBeUndefined();
    const foreignHost = await get(tentPage, { host: 'evil.example' });
    expect(foreignHost.status).toBe(400);
    const english = await get('/', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.status).toBe(302);
    expect(english.header('location')).toBe('/en');
    expect(reachedApp).toBe(before + 5);

    const config = t.deps.config as { MAINTENANCE_MODE: boolean };
    config.MAINTENANCE_MODE = true;
    try {
      const closed = await get(tentPage);
      expect(closed.status).toBe(503);
      expect(closed.header('retry-after')).toBeDefined();
    } finally {
      config.MAINTENANCE_MODE = false;
    }
    expect(reachedApp).toBe(before + 6);
  });

  it('shows a new price on the very next request after a write this process served', async () => {
    const plate = await productBySlug(t, 'broneplyta-staleva-kremin');
    const platePage = await productPagePath(t, 'broneplyta-staleva-kremin');
    await setOption(t, plate.options[0]!.id, { stock: 1, specialPrice: null });
    await eventually(() => get(platePage), (answer) => answer.text.includes('data-stock') && !answer.text.includes('data-stock="out"'));
    const { fast: before } = await appThenFast(platePage);
    const price = 7_654_321;
    const shown = '76543.21';
    expect(before.text).not.toContain(shown);

    // The staff's new price, then a shopper's order through this listener (it takes the last one).
    await setOption(t, plate.options[0]!.id, { price });
    const post = (path: string, body: unknown) =>
      ask(port, path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.78' }, body: JSON.stringify(body) }).then((answer) => ({
        status: answer.status,
        body: JSON.parse(answer.text) as { data: { cart_id: string } },
      }));
    const added = await post('/api/cart/add', { lang: 'uk', product_id: plate.id, count: 1 });
    expect(added.status).toBe(200);
    const kyiv = await directoryCity(t, { query: 'Київ' });
    const placed = await post('/api/checkout/place/ukraine', ukraineOrder({ cartId: added.body.data.cart_id, city: kyiv.city, branch: kyiv.branch }));
    expect(placed.status).toBe(200);

    const after = await get(platePage);
    expect(after.header('x-page-cache')).not.toBe('hit');
    expect(after.text).toContain(shown);
    expect(after.text).toContain('data-stock="out"');
  });
});
