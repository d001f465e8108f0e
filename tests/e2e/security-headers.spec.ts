import { createHash } from 'node:crypto';
import type { APIResponse } from '@playwright/test';
import { test, expect, openPage, analyticsBaseUrl, bareBaseUrl, maintenanceBaseUrl } from './fixtures.ts';

// Each kind of page the shop renders, in both languages where it matters.
const pageTypes = [
  { kind: 'home', path: '/' },
  { kind: 'home in English', path: '/en' },
  { kind: 'category', path: '/namety' },
  { kind: 'product', path: '/en/namety/namet-tramp-2' },
  { kind: 'search', path: '/search?q=намет' },
  { kind: 'news list', path: '/news' },
  { kind: 'news article', path: '/en/news/pidhotovka-do-zymovoho-pokhodu' },
  { kind: 'landing', path: '/landing/sezon-kempinhu' },
  { kind: 'text page', path: '/delivery-and-payment' },
  { kind: 'wishlist', path: '/wishlist' },
  { kind: 'checkout', path: '/checkout' },
  { kind: 'international checkout', path: '/en/checkoutglobal' },
  { kind: 'cabinet', path: '/cabinet' },
  { kind: 'thank-you', path: '/cart/thankyou' },
  { kind: 'password reset token', path: '/password-reset/token/not-a-real-token' },
  { kind: 'e-mail confirmation token', path: '/en/user-email-confirm/token/not-a-real-token' },
  { kind: 'not found', path: '/en/no-such-page-here' },
];

function policyOf(response: APIResponse): Map<string, string[]> {
  const header = response.headers()['content-security-policy'];
  expect(header, 'Content-Security-Policy').toBeTruthy();
  return new Map(
    header!.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values] as const;
    }),
  );
}

/** The rules every page policy has, whether it allows inline code by nonce or by hash. */
function checkedPagePolicy(response: APIResponse): Map<string, string[]> {
  const policy = policyOf(response);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('form-action')?.[0]).toBe("'self'");
  expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  const headers = response.headers();
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-frame-options']).toBe('DENY');
  return policy;
}

/** The nonce of a rendered page's policy, checked against every script element of its HTML. */
async function checkedNonce(response: APIResponse): Promise<string> {
  const policy = checkedPagePolicy(response);
  const nonceSource = policy.get('script-src')?.find((value) => value.startsWith("'nonce-"));
  expect(nonceSource).toMatch(/^'nonce-[A-Za-z0-9+/]{22}==?'$/);
  const nonce = nonceSource!.slice("'nonce-".length, -1);

  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const attributes of scripts) expect(attributes, `<script${attributes}>`).toContain(`nonce="${nonce}"`);
  // Module preloads are scripts too.
  for (const [link] of html.matchAll(/<link rel="modulepreload"[^>]*>/g)) expect(link).toContain(`nonce="${nonce}"`);
  return nonce;
}

/**
 * A copy from the page cache replays no nonce: its policy lists the sha256 of each of its inline
 * scripts instead (docs/decisions/013-page-cache.md), and its HTML carries no nonce at all.
 */
async function checkedHashOnly(response: APIResponse) {
  const policy = checkedPagePolicy(response);
  const scriptSources = policy.get('script-src') ?? [];
  expect(scriptSources.some((value) => value.startsWith("'nonce-"))).toBe(false);
  expect(policy.get('style-src-elem')?.some((value) => value.startsWith("'nonce-"))).toBe(false);
  const html = await response.text();
  expect(html).not.toContain('nonce=');
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes, text]) => !/\bsrc=/.test(attributes!) && text !== '');
  expect(inline.length).toBeGreaterThan(0);
  for (const [, , text] of inline) expect(scriptSources).toContain(`'sha256-${createHash('sha256').update(text!).digest('base64')}'`);
}

/** Pages of one shopper or one link: always rendered, never a cached copy. */
const neverCached = new Set(['wishlist', 'checkout', 'international checkout', 'cabinet', 'thank-you', 'password reset token', 'e-mail confirmation token', 'not found']);

test.describe('security headers on every kind of page', () => {
  for (const { kind, path } of pageTypes) {
    test(`${kind} (${path}): a fresh nonce on every rendered script, a hash-only policy on a cached copy, and no violation in the browser`, async ({ page, request }) => {
      const first = await request.get(path);
      expect(first.status()).toBeLessThan(500);
      const second = await request.get(path);
      const nonces = new Set<string>();
      let hits = 0;
      for (const response of [first, second]) {
        // A page that sends a visitor elsewhere (the cabinet, signed out) is judged where it lands.
        const landed = new URL(response.url()).pathname === new URL(path, response.url()).pathname;
        if (response.headers()['x-page-cache'] !== 'hit') nonces.add(await checkedNonce(response));
        else if (neverCached.has(kind) && landed) throw new Error(`${path} came from the page cache`);
        else {
          hits++;
          await checkedHashOnly(response);
        }
      }
      // Every render has a nonce of its own.
      expect(nonces.size).toBe(2 - hits);
      // In the browser too (a cached copy by now, for the pages that may be kept).
      await openPage(page, path);
    });
  }

  test('the maintenance page and answers that are not pages have their own policies', async ({ request }) => {
    const closed = await request.get(`${maintenanceBaseUrl}/en`);
    expect(closed.status()).toBe(503);
    expect(policyOf(closed).get('style-src-elem')?.some((value) => value.startsWith("'nonce-"))).toBe(true);
    for (const path of ['/sitemap.xml', '/robots.txt', '/storage/brand/logo.svg', '/media/600/brand/og-image.svg?format=jpeg']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(policyOf(response).get('default-src'), path).toEqual(["'none'"]);
      expect(response.headers()['permissions-policy'], path).toContain('camera=()');
    }
    const api = await request.post('/api/settings/all', { data: { lang: 'en' } });
    expect(api.status()).toBe(200);
    expect(policyOf(api).get('default-src')).toEqual(["'none'"]);
  });

  test('outside origins appear only where configured', async ({ request }) => {
    const shop = policyOf(await request.get('/en'));
    // The card payment form goes to the (local stand-in) LiqPay checkout, and nowhere else.
    expect(shop.get('form-action')).toEqual(["'self'", expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/)]);
    expect(shop.get('script-src')?.join(' ')).not.toContain('google');

    const bare = policyOf(await request.get(`${bareBaseUrl}/en`));
    expect(bare.get('form-action')).toEqual(["'self'"]);

    const tagged = policyOf(await request.get(`${analyticsBaseUrl}/en`));
    expect(tagged.get('script-src')).toContain('https://www.googletagmanager.com');
  });
});

test.describe('hosts', () => {
  test('a forged Host gets 400 and never reaches canonical or og:url', async ({ request, page, baseURL }) => {
    for (const path of ['/', '/en/namety/namet-tramp-2', '/sitemap.xml']) {
      const forged = await request.get(path, { headers: { host: 'evil.example' } });
      expect(forged.status(), path).toBe(400);
      expect(await forged.text()).not.toContain('evil.example');
    }
    await openPage(page, '/en/namety/namet-tramp-2');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/en/namety/namet-tramp-2`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/en/namety/namet-tramp-2`);
  });
});
