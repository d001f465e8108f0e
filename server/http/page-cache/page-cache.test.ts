// The page cache on real pages: React Router renders them through Vite, as `npm run dev` does,
// on a copy of the demo shop (PGlite, or PostgreSQL with TEST_DATABASE_URL).
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, articleTranslations } from '../../db/schema/content.ts';
import { paths } from '../../db/schema/paths.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { serverEntryThroughVite } from '../../testing/vite-entry.ts';
import { signedInAccount } from '../../testing/accounts.ts';
import { productBySlug, productPagePath, setOption } from '../../modules/cart/cart.fixtures.ts';
import { directoryCity, ukraineOrder } from '../../modules/checkout/checkout.fixtures.ts';
import { resourcePolicy } from '../content-security-policy.ts';

type ServerApp = ReturnType<typeof import('../../entry.ts').createServerApp>;

let closeVite: (() => Promise<void>) | undefined;
let createServerApp: typeof import('../../entry.ts').createServerApp;
const cacheOn = { PAGE_CACHE_MB: '16', PAGE_CACHE_POLL_MS: '100' };

beforeAll(async () => {
  const loaded = await serverEntryThroughVite();
  closeVite = loaded.close;
  createServerApp = loaded.entry.createServerApp;
});
afterAll(() => closeVite?.());

interface Answer {
  status: number;
  headers: Headers;
  /** The body as sent (compressed when it was). */
  raw: Buffer;
  text: string;
}

async function get(app: ServerApp, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await app.request(path, { headers: { 'accept-encoding': 'identity', 'accept-language': 'uk', ...headers } });
  const raw = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  const plain = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : encoding === 'deflate' ? inflateSync(raw) : raw;
  return { status: response.status, headers: response.headers, raw, text: plain.toString('utf8') };
}

/** Asks again until `done` holds (a deadline, not a timing assertion): another process's change shows within a poll. */
async function eventually(probe: () => Promise<Answer>, done: (answer: Answer) => boolean, deadlineMs = 20_000): Promise<Answer> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const answer = await probe();
    if (done(answer)) return answer;
    if (Date.now() > until) throw new Error(`not seen before the deadline (last status ${answer.status}, ${answer.headers.get('x-page-cache')})`);
    await new Promise((wake) => setTimeout(wake, 50));
  }
}

/** A page served twice: the second answer must come from the cache. */
async function cached(app: ServerApp, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return eventually(() => get(app, path, headers), (answer) => answer.headers.get('x-page-cache') === 'hit');
}

async function post(app: ServerApp, path: string, body: unknown) {
  const response = await app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as any };
}

/** The sources a policy's directive lists. */
function directive(policy: string | null, name: string): string[] {
  const found = policy?.split(';').map((part) => part.trim().split(/\s+/)).find(([directiveName]) => directiveName === name);
  return found ? found.slice(1) : [];
}

/** Every inline script of a page with text, hashed as the browser hashes it. */
function inlineScriptHashes(html: string): string[] {
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes, text]) => !/\bsrc=/.test(attributes!) && text !== '');
  return scripts.map(([, , text]) => `'sha256-${createHash('sha256').update(text!).digest('base64')}'`);
}

describe('the page cache', () => {
  let t: TestApp;
  let app: ServerApp;
  /** A second server on the same database (its own pool on PostgreSQL, as another process has). */
  let other: TestApp;
  let otherApp: ServerApp;
  let plate: Awaited<ReturnType<typeof productBySlug>>;
  let platePage: string;
  let tentPage: string;
  /** A text page of the shop (contacts, delivery, …). */
  let textPage: string;

  beforeAll(async () => {
    t = await createTestApp({ env: cacheOn });
    app = createServerApp(t.deps);
    other = await createTestApp({ env: cacheOn, sameDatabaseAs: t });
    otherApp = createServerApp(other.deps);
    plate = await productBySlug(t, 'broneplyta-staleva-kremin');
    platePage = await productPagePath(t, 'broneplyta-staleva-kremin');
    tentPage = await productPagePath(t, 'namet-tramp-2');
    const [page] = await t.deps.db.select({ path: paths.path }).from(paths).where(eq(paths.kind, 'page')).limit(1);
    textPage = `/${page!.path}`;
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it('serves an anonymous page from memory without its nonce, under a policy of its own inline scripts’ hashes', async () => {
    const first = await get(app, tentPage);
    expect(first.status).toBe(200);
    const nonce = directive(first.headers.get('content-security-policy'), 'script-src').find((source) => source.startsWith("'nonce-"));
    expect(nonce).toBeDefined();

    const hit = await cached(app, tentPage);
    expect(hit.status).toBe(200);
    expect(hit.text).not.toContain('nonce=');
    const policy = hit.headers.get('content-security-policy');
    expect(policy).not.toContain("'nonce-");
    const scriptSources = directive(policy, 'script-src');
    expect(scriptSources).not.toContain("'unsafe-inline'");
    const hashes = inlineScriptHashes(hit.text);
    expect(hashes.length).toBeGreaterThan(3);
    for (const hash of hashes) expect(scriptSources).toContain(hash);
    // Nothing else inline is allowed: an injected script has a hash of its own.
    expect(scriptSources).not.toContain(`'sha256-${createHash('sha256').update('alert(1)').digest('base64')}'`);
    expect(directive(policy, 'style-src-elem').some((source) => source.startsWith("'nonce-"))).toBe(false);
    // The page's own headers are kept.
    expect(hit.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    expect(hit.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(hit.headers.get('vary')).toContain('Accept-Encoding');
  });

  it('keeps the router’s .data answers too, under the closed policy of data', async () => {
    const hit = await cached(app, `${tentPage}.data`);
    expect(hit.status).toBe(200);
    expect(hit.headers.get('content-type')).toBe('text/x-script');
    expect(hit.headers.get('content-security-policy')).toBe(resourcePolicy);
    expect(hit.text).toContain('namet-tramp-2');
  });

  it('sends Brotli, gzip or the plain page as Accept-Encoding asks, each the same page', async () => {
    const plain = await cached(app, tentPage);
    const brotli = await get(app, tentPage, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(Number(brotli.headers.get('content-length'))).toBe(brotli.raw.length);
    expect(brotli.raw.length).toBeLessThan(plain.raw.length / 3);
    expect(brotli.text).toBe(plain.text);
    const gzip = await get(app, tentPage, { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.text).toBe(plain.text);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Number(plain.headers.get('content-length'))).toBe(plain.raw.length);
    // No deflated copy is kept: the app's compression deflates the plain one.
    const deflated = await get(app, tentPage, { 'accept-encoding': 'deflate' });
    expect(deflated.headers.get('content-encoding')).toBe('deflate');
    expect(deflated.headers.get('x-page-cache')).toBe('hit');
    expect(deflated.text).toBe(plain.text);
  });

  it('answers 304 to a matching If-None-Match, and the page to another', async () => {
    const hit = await cached(app, tentPage);
    const etag = hit.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const notModified = await get(app, tentPage, { 'if-none-match': etag! });
    expect(notModified.status).toBe(304);
    expect(notModified.raw.length).toBe(0);
    expect(notModified.headers.get('etag')).toBe(etag);
    // A browser keeps the policy a 304 brings: it must be the copy's own.
    expect(notModified.headers.get('content-security-policy')).toBe(hit.headers.get('content-security-policy'));
    const changed = await get(app, tentPage, { 'if-none-match': 'W/"something-else"' });
    expect(changed.status).toBe(200);
  });

  it('puts Vary: Accept-Language, Cookie on the home page, rendered or from the cache, since / may send a shopper to /en', async () => {
    for (const answer of [await get(app, '/'), await cached(app, '/')]) {
      expect(answer.status).toBe(200);
      const vary = answer.headers.get('vary')!.split(',').map((name) => name.trim());
      expect(vary).toEqual(expect.arrayContaining(['Accept-Language', 'Cookie', 'Accept-Encoding']));
    }
    const redirect = await get(app, '/', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('vary')).toContain('Accept-Language');
  });

  it('shows stock taken by an order this process placed on the very next request', async () => {
    await setOption(t, plate.options[0]!.id, { stock: 1, specialPrice: null });
    // The direct write shows within a poll.
    await eventually(() => get(app, platePage), (answer) => answer.text.includes('data-stock') && !answer.text.includes('data-stock="out"'));
    const before = await cached(app, platePage);
    expect(before.text).not.toContain('data-stock="out"');

    const added = await post(app, '/api/cart/add', { lang: 'uk', product_id: plate.id, count: 1 });
    expect(added.status).toBe(200);
    const kyiv = await directoryCity(t, { query: 'Київ' });
    const placed = await post(app, '/api/checkout/place/ukraine', ukraineOrder({ cartId: added.body.data.cart_id, city: kyiv.city, branch: kyiv.branch }));
    expect(placed.status).toBe(200);

    const after = await get(app, platePage);
    expect(after.headers.get('x-page-cache')).not.toBe('hit');
    expect(after.text).toContain('data-stock="out"');
    // …and on the other server within a poll.
    await eventually(() => get(otherApp, platePage), (answer) => answer.text.includes('data-stock="out"'));
  });

  it('shows a price written straight to the database within a poll, on both servers', async () => {
    await cached(app, tentPage);
    await cached(otherApp, tentPage);
    const tent = await productBySlug(t, 'namet-tramp-2');
    // Kopiykas in the database, hryvnias as decimal text on the page.
    const price = 8_765_432;
    const shown = '87654.32';
    expect((await get(app, `${tentPage}.data`)).text).not.toContain(shown);
    await setOption(t, tent.options[0]!.id, { price, specialPrice: null });
    for (const server of [app, otherApp]) {
      await eventually(() => get(server, `${tentPage}.data`), (answer) => answer.text.includes(shown));
      await eventually(() => get(server, tentPage), (answer) => answer.text.includes(shown));
    }
  });

  it('hears another process’s change by its NOTIFY, without waiting for a poll', async () => {
    // A server that polls once a minute: within the deadline, only the notification can tell it.
    const listening = await createTestApp({ env: { ...cacheOn, PAGE_CACHE_POLL_MS: '60000' }, sameDatabaseAs: t });
    try {
      const listeningApp = createServerApp(listening.deps);
      await cached(listeningApp, tentPage);
      const tent = await productBySlug(t, 'namet-tramp-2');
      const shown = '76543.21';
      expect((await get(listeningApp, tentPage)).text).not.toContain(shown);
      await setOption(t, tent.options[0]!.id, { price: 7_654_321, specialPrice: null });
      await eventually(() => get(listeningApp, tentPage), (answer) => answer.text.includes(shown));
    } finally {
      await listening.close();
    }
  });

  it('shows an edited news article and edited shop settings within a poll, on both servers', async () => {
    const [article] = await t.deps.db.select({ id: articles.id, slug: articles.slug }).from(articles).where(eq(articles.kind, 'news')).limit(1);
    const articlePage = `/news/${article!.slug}`;
    expect((await cached(app, articlePage)).status).toBe(200);
    await cached(otherApp, articlePage);
    const title = 'Новий заголовок статті для перевірки кешу';
    await t.deps.db.update(articleTranslations).set({ title }).where(and(eq(articleTranslations.articleId, article!.id), eq(articleTranslations.locale, 'uk')));
    for (const server of [app, otherApp]) await eventually(() => get(server, articlePage), (answer) => answer.text.includes(title));

    await cached(app, textPage);
    await cached(otherApp, textPage);
    const cookieTitle = 'Ми використовуємо файли cookie — перевірка кешу';
    await t.deps.db.execute(sql`UPDATE site_settings SET data = jsonb_set(data, '{cookie_title}', to_jsonb(${cookieTitle}::text)) WHERE locale = 'uk'`);
    // Settings are also kept briefly by every process (read-cache.ts): a change drops that copy too.
    for (const server of [app, otherApp]) await eventually(() => get(server, textPage), (answer) => answer.text.includes(cookieTitle));
  });

  it('keeps pages in another currency apart, and private to the shopper', async () => {
    const hryvnia = await cached(app, tentPage);
    const euro = await cached(app, tentPage, { cookie: 'currency=EUR' });
    expect(euro.headers.get('cache-control')).toBe('private, no-store');
    expect(hryvnia.headers.get('cache-control')).toContain('public');
    expect(euro.text).toContain('"EUR"');
    expect(euro.text).not.toBe(hryvnia.text);
  });

  it('keeps one copy of a page for every campaign tag and click id, which the page does not show', async () => {
    const plain = await cached(app, '/namety');
    for (const landing of ['/namety?utm_source=telegram&utm_medium=post&fbclid=IwAR0aBc1', '/namety?gclid=Cj0KCQ2&utm_campaign=winter']) {
      const fromAd = await get(app, landing);
      expect(fromAd.headers.get('x-page-cache'), landing).toBe('hit');
      expect(fromAd.text).toBe(plain.text);
    }
    // Anything else in the query is another page.
    const sorted = await get(app, '/namety?sort=price-asc&fbclid=IwAR0aBc1');
    expect(sorted.headers.get('x-page-cache')).not.toBe('hit');
    expect(sorted.text).not.toBe(plain.text);

    // Rendered, not stored (a signed-in shopper's), the page is the same with and without them:
    // no filter taken from a click id, no link carrying one on. Asked as a crawler, so each comes
    // whole, not streamed in pieces that depend on timing.
    const account = await signedInAccount(t, { email: 'from-an-ad@example.com', name: 'Марко Вовчок' });
    const signedIn = {
      cookie: `accessToken=${account.token}; user=${encodeURIComponent(JSON.stringify({ name: 'Марко Вовчок', email: account.email }))}`,
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    };
    // The streamed data's pieces come in the order their queries finish, so the markup is compared
    // without scripts, and the whole answer is searched for the tags.
    const markupOf = (text: string) => text.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/nonce="[^"]*"/g, '');
    for (const path of ['/namety', '/', tentPage, '/en/namety']) {
      const rendered = await get(app, path, signedIn);
      const renderedFromAd = await get(app, `${path}?utm_source=telegram&fbclid=IwAR0aBc1&gclid=Cj0KCQ2`, signedIn);
      expect(renderedFromAd.headers.get('x-page-cache')).toBeNull();
      expect(markupOf(renderedFromAd.text), path).toBe(markupOf(rendered.text));
      for (const tag of ['utm_source', 'IwAR0aBc1', 'Cj0KCQ2']) expect(renderedFromAd.text, path).not.toContain(tag);
    }
  });

  it('never serves a signed-in shopper’s page, the checkout, the cart’s pages or the back office from the cache', async () => {
    const account = await signedInAccount(t, { email: 'cached-not@example.com', name: 'Олена Пчілка' });
    await cached(app, tentPage);
    const signedIn = { cookie: `accessToken=${account.token}; user=${encodeURIComponent(JSON.stringify({ name: 'Олена Пчілка', email: account.email }))}` };
    for (let round = 0; round < 2; round++) {
      const page = await get(app, tentPage, signedIn);
      expect(page.headers.get('x-page-cache')).toBeNull();
      expect(page.headers.get('cache-control')).toBe('private, no-store');
      expect(page.text).toContain('Олена Пчілка');
      expect(directive(page.headers.get('content-security-policy'), 'script-src').some((source) => source.startsWith("'nonce-"))).toBe(true);
    }
    for (const path of ['/checkout', '/checkoutglobal', '/en/checkout', '/cart/thankyou?order=1', '/wishlist', '/cabinet', '/admin/sign-in', '/checkout.data']) {
      for (let round = 0; round < 2; round++) {
        const page = await get(app, path);
        expect(page.headers.get('x-page-cache'), path).toBeNull();
      }
    }
  });
});

describe('the test app', () => {
  it('keeps the page cache off unless a test turns it on', async () => {
    const t = await createTestApp();
    try {
      const app = createServerApp(t.deps);
      for (let round = 0; round < 2; round++) expect((await get(app, '/')).headers.get('x-page-cache')).toBeNull();
    } finally {
      await t.close();
    }
  });
});
