import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/users.ts';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { linkIn, startMailCatcher, type MailCatcher } from '../testing/mail-catcher.ts';
import { exposureWarning, isAllowedHost } from './allowed-hosts.ts';
import { publicOrigin } from './origin.ts';

// A forged Host (or X-Forwarded-Host) must never reach a link: mail, sitemap, canonical URLs.
let mail: MailCatcher;
beforeAll(async () => {
  mail = await startMailCatcher();
});
afterAll(() => mail.close());

const json = (body: unknown, headers: Record<string, string>) => ({ method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const registration = (email: string) => ({ lang: 'en', name: 'Olena Pchilka', email, password: 'campfire-2026', password_confirmation: 'campfire-2026' });

describe('a fresh install (no PUBLIC_URL, no ALLOWED_HOSTS, no proxy)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SMTP_URL: mail.url, TRUST_PROXY: '0' } });
  });
  afterAll(() => t.close());

  it('answers 400 to a forged Host and builds no account, mail or link from it', async () => {
    const forged = await t.app.request('/api/auth/register', json(registration('forged@example.com'), { host: 'evil.example', 'accept-language': 'en' }));
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ errors: { message: 'This address does not belong to the shop' } });
    expect(await t.deps.db.select().from(users).where(eq(users.email, 'forged@example.com'))).toEqual([]);
    const page = await t.app.request('/news', { headers: { host: 'evil.example' } });
    expect([page.status, await page.text()]).toEqual([400, 'Ця адреса не належить магазину']);

    // The same request to the machine's own name goes through, with a link to that name.
    const real = await t.app.request('http://127.0.0.1:3000/api/auth/register', json(registration('real@example.com'), { host: '127.0.0.1:3000' }));
    expect(real.status).toBe(200);
    expect(linkIn(await mail.next('real@example.com'), '/user-email-confirm/token/')).toMatch(/^http:\/\/127\.0\.0\.1:3000\/en\/user-email-confirm\/token\//);
    await t.deps.jobs.drain();
    expect(mail.to('forged@example.com')).toEqual([]);
    expect(mail.messages.some((message) => message.raw.includes('evil.example'))).toBe(false);
  });

  it('refuses a forged password-reset request before any link is made', async () => {
    const forged = await t.app.request('/api/auth/password-reset', json({ lang: 'en', email: 'real@example.com' }, { host: 'evil.example' }));
    expect(forged.status).toBe(400);
    await t.deps.jobs.drain();
    expect(mail.to('real@example.com')).toHaveLength(1);
  });

  it('answers 400 to a forged Host on the sitemap, robots.txt and pages, and to a malformed one', async () => {
    for (const path of ['/sitemap.xml', '/robots.txt', '/', '/en/kemping', '/media/600/brand/logo.svg']) {
      expect((await t.app.request(path, { headers: { host: 'evil.example' } })).status, path).toBe(400);
    }
    expect((await t.app.request('/sitemap.xml', { headers: { host: 'localhost.evil.example' } })).status).toBe(400);
    expect((await t.app.request('/sitemap.xml', { headers: { host: 'localhost@evil.example' } })).status).toBe(400);
    const local = await t.app.request('/sitemap.xml', { headers: { host: 'localhost:3000' } });
    expect(local.status).toBe(200);
    expect(await local.text()).toContain('<loc>http://localhost:3000/</loc>');
  });

  it('ignores X-Forwarded-Host without TRUST_PROXY', async () => {
    const response = await t.app.request('/robots.txt', { headers: { host: 'localhost', 'x-forwarded-host': 'evil.example' } });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('http://localhost/sitemap.xml');
    expect(text).not.toContain('evil.example');
  });

  it('keeps health probes open whatever host the orchestrator names', async () => {
    expect((await t.app.request('/healthz', { headers: { host: '10.0.0.7:3000' } })).status).toBe(200);
    expect((await t.app.request('/readyz', { headers: { host: '10.0.0.7:3000' } })).status).toBe(200);
  });
});

describe('behind a trusted proxy with ALLOWED_HOSTS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SMTP_URL: mail.url, TRUST_PROXY: '1', ALLOWED_HOSTS: 'shop.example, .tabir.example' } });
  });
  afterAll(() => t.close());

  it('takes the host from X-Forwarded-Host and still checks it', async () => {
    const forged = await t.app.request('/api/auth/register', json(registration('proxied-forged@example.com'), { host: 'shop.example', 'x-forwarded-host': 'evil.example' }));
    expect(forged.status).toBe(400);

    const real = await t.app.request(
      'http://10.0.0.7:3000/api/auth/register',
      json(registration('proxied@example.com'), { host: '10.0.0.7:3000', 'x-forwarded-host': 'www.tabir.example', 'x-forwarded-proto': 'https' }),
    );
    expect(real.status).toBe(200);
    expect(linkIn(await mail.next('proxied@example.com'), '/user-email-confirm/token/')).toMatch(/^https:\/\/www\.tabir\.example\/en\/user-email-confirm\/token\//);
    await t.deps.jobs.drain();
    expect(mail.to('proxied-forged@example.com')).toEqual([]);
  });

  it('answers only to what ALLOWED_HOSTS lists once it is set (loopback too)', async () => {
    expect((await t.app.request('/robots.txt', { headers: { host: 'localhost' } })).status).toBe(400);
    expect((await t.app.request('/robots.txt', { headers: { host: 'shop.example' } })).status).toBe(200);
    expect((await t.app.request('/robots.txt', { headers: { host: 'TABIR.example.' } })).status).toBe(200);
    expect((await t.app.request('/robots.txt', { headers: { host: 'nottabir.example' } })).status).toBe(400);
  });
});

describe('with PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://tabir.example/' } });
  });
  afterAll(() => t.close());

  it('answers its host and the loopback names, links to PUBLIC_URL, and refuses any other host', async () => {
    expect((await t.app.request('/robots.txt', { headers: { host: 'evil.example' } })).status).toBe(400);
    for (const host of ['tabir.example', 'localhost:3000']) {
      const response = await t.app.request('/robots.txt', { headers: { host } });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Sitemap: https://tabir.example/sitemap.xml');
    }
  });
});

describe('the rules', () => {
  it('matches names without their port, whole domains by a leading dot, and nothing malformed', () => {
    const patterns = ['localhost', '127.0.0.1', '[::1]', '.tabir.example'];
    for (const host of ['localhost', 'LOCALHOST:3000', '127.0.0.1:4273', '[::1]:3000', 'tabir.example', 'www.tabir.example']) expect(isAllowedHost(host, patterns), host).toBe(true);
    for (const host of ['evil.example', 'localhost.evil.example', 'eviltabir.example', 'localhost:3000@evil.example', 'local host', '', '[::2]']) {
      expect(isAllowedHost(host, patterns), host).toBe(false);
    }
    expect(isAllowedHost('anything.example', ['*'])).toBe(true);
  });

  it('never builds an origin from a host that is not allowed', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(publicOrigin(config, new Request('http://localhost:3000/en'))).toBe('http://localhost:3000');
    expect(() => publicOrigin(config, new Request('http://evil.example/en'))).toThrow();
    expect(publicOrigin(loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://tabir.example' }), new Request('http://localhost/'))).toBe('https://tabir.example');
  });

  it('warns at a production start that listens beyond the machine with no public origin', () => {
    expect(exposureWarning(loadConfig({}))).toMatch(/PUBLIC_URL is not set .* every other host gets 400/);
    expect(exposureWarning(loadConfig({ ALLOWED_HOSTS: 'shop.example' }))).toMatch(/PUBLIC_URL is not set: .*shop\.example/);
    expect(exposureWarning(loadConfig({ HOST: '127.0.0.1' }))).toBeNull();
    expect(exposureWarning(loadConfig({ PUBLIC_URL: 'https://tabir.example' }))).toBeNull();
    expect(exposureWarning(loadConfig({ NODE_ENV: 'development' }))).toBeNull();
  });
});
