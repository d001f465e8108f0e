import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFlagsScript } from '../../app/lib/client-flags.ts';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { pagePolicy, pageSources, permissionsPolicy } from './content-security-policy.ts';

/** The directives of a policy by name. */
function directives(policy: string | null): Map<string, string[]> {
  expect(policy).toBeTruthy();
  return new Map(
    policy!.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values] as const;
    }),
  );
}

function expectClosedPolicy(response: Response, what: string) {
  const policy = directives(response.headers.get('content-security-policy'));
  expect(policy.get('default-src'), what).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(policy.get('base-uri'), what).toEqual(["'none'"]);
  expect(response.headers.get('permissions-policy'), what).toBe(permissionsPolicy);
  expect(response.headers.get('x-frame-options'), what).toBe('DENY');
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
}

describe('answers that are not pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('carry a policy that lets nothing load or run, and the Permissions-Policy', async () => {
    const settings = await t.post('/api/settings/all', { lang: 'uk' });
    expect(settings.status).toBe(200);
    expectClosedPolicy(new Response(null, { headers: settings.headers }), 'API answer');
    const invalid = await t.post('/api/auth/login', '[]');
    expect(invalid.status).toBe(422);
    expectClosedPolicy(new Response(null, { headers: invalid.headers }), 'API error');
    for (const path of ['/api/nothing-here', '/sitemap.xml', '/robots.txt', '/storage/brand/logo.svg', '/media/600/brand/logo.svg?format=png', '/media/nothing.png', '/healthz']) {
      const response = await t.app.request(path);
      expect(response.status, path).toBeLessThan(500);
      expectClosedPolicy(response, path);
    }
    expectClosedPolicy(await t.app.request('/robots.txt', { headers: { host: 'evil.example' } }), 'unknown host');
    // An SVG opened on its own keeps the media routes' sandbox, framed by nothing.
    const svg = directives((await t.app.request('/storage/brand/logo.svg')).headers.get('content-security-policy'));
    expect(svg.get('sandbox')).toEqual([]);
    expect(svg.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('the maintenance page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { MAINTENANCE_MODE: 'true' } });
  });
  afterAll(() => t.close());

  it('gets the page policy with a fresh nonce per response that its one style element carries', async () => {
    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await t.app.request('/en');
      expect(response.status).toBe(503);
      const policy = directives(response.headers.get('content-security-policy'));
      const nonce = /^'nonce-([A-Za-z0-9+/=]+)'$/.exec(policy.get('style-src-elem')!.find((value) => value.startsWith("'nonce-"))!)![1]!;
      const html = await response.text();
      expect([...html.matchAll(/<style nonce="([^"]+)">/g)].map((match) => match[1])).toEqual([nonce]);
      expect(html).not.toMatch(/<script/);
      expect(response.headers.get('permissions-policy')).toBe(permissionsPolicy);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});

describe('the page policy', () => {
  const nonce = 'bm9uY2Utb2YtdGhpcy1wYWdl';
  const bare = directives(pagePolicy(nonce, pageSources(loadConfig({ NODE_ENV: 'production' }), false)));

  it('runs only the shop’s own scripts and those with the nonce or a fixed script’s hash', () => {
    const flagsHash = `'sha256-${createHash('sha256').update(clientFlagsScript).digest('base64')}'`;
    expect(bare.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`, flagsHash]);
    expect(bare.get('script-src-attr')).toEqual(["'none'"]);
    expect(bare.get('style-src-elem')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(bare.get('object-src')).toEqual(["'none'"]);
    expect(bare.get('base-uri')).toEqual(["'none'"]);
    expect(bare.get('frame-ancestors')).toEqual(["'none'"]);
    expect(bare.get('frame-src')).toEqual(["'none'"]);
    expect(bare.get('form-action')).toEqual(["'self'"]);
    expect(bare.get('connect-src')).toEqual(["'self'"]);
    expect([...bare.values()].flat().some((value) => /unsafe-eval|google|liqpay|\*$/.test(value))).toBe(false);
  });

  it('lets forms go to the configured LiqPay checkout, and Google’s hosts only for what is configured', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      LIQPAY_PUBLIC_KEY: 'public',
      LIQPAY_PRIVATE_KEY: 'private',
      LIQPAY_CHECKOUT_URL: 'http://127.0.0.1:4999/api/3/checkout',
      RECAPTCHA_SITE_KEY: 'site-key',
    });
    const full = directives(pagePolicy(nonce, pageSources(config, true)));
    expect(full.get('form-action')).toEqual(["'self'", 'http://127.0.0.1:4999']);
    expect(full.get('script-src')).toEqual(expect.arrayContaining(['https://www.googletagmanager.com', 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']));
    expect(full.get('connect-src')).toEqual(expect.arrayContaining(['https://*.google-analytics.com', 'https://www.google.com/recaptcha/']));
    expect(full.get('frame-src')).toEqual(['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']);

    const oneKey = directives(pagePolicy(nonce, pageSources(loadConfig({ NODE_ENV: 'production', LIQPAY_PUBLIC_KEY: 'public' }), false)));
    expect(oneKey.get('form-action')).toEqual(["'self'"]);
    expect(directives(pagePolicy(nonce, pageSources(loadConfig({ NODE_ENV: 'production', LIQPAY_PUBLIC_KEY: 'p', LIQPAY_PRIVATE_KEY: 'k' }), false))).get('form-action')).toEqual([
      "'self'",
      'https://www.liqpay.ua',
    ]);
  });
});
