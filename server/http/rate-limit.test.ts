import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Two server instances on one database, as two processes behind a load balancer would be.
let first: TestApp;
let second: TestApp;
let clock = new Date('2026-11-01T10:00:00Z');

beforeAll(async () => {
  first = await createTestApp({ now: () => clock });
  second = await createTestApp({ now: () => clock, sameDatabaseAs: first });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe('rate limits kept in the database', () => {
  it('slows the 11th sign-in attempt for one account from one network within 15 minutes, counting both instances, with Retry-After', async () => {
    const attempt = (app: TestApp, ip: string) => app.post('/api/auth/login', { lang: 'en', email: 'target@example.com', password: 'guess-1234' }, from(ip));
    for (let i = 0; i < 10; i++) {
      const { status } = await attempt(i % 2 === 0 ? first : second, '198.51.100.9');
      expect(status).toBe(401);
    }
    const blocked = await attempt(second, '198.51.100.9');
    expect(blocked.status).toBe(429);
    expect(blocked.body.errors.message).toBe('Too many attempts. Try again in 15 minutes.');
    expect(Number(blocked.headers.get('retry-after'))).toBe(15 * 60);
    const uk = await first.post('/api/auth/login', { lang: 'uk', email: 'target@example.com', password: 'guess-1234' }, from('198.51.100.9'));
    expect(uk.body.errors.message).toBe('Забагато спроб. Спробуйте ще раз за 15 хвилин.');

    // The same account from another network, and another account from this one, are not slowed.
    expect((await attempt(first, '198.51.100.10')).status).toBe(401);
    expect((await first.post('/api/auth/login', { lang: 'en', email: 'other@example.com', password: 'guess-1234' }, from('198.51.100.9'))).status).toBe(401);
    // And the window ends.
    clock = new Date(clock.getTime() + 15 * 60 * 1000 + 1000);
    expect((await attempt(first, '198.51.100.9')).status).toBe(401);
  });

  it('counts IPv6 addresses by their /64: a fresh address in the same network is the same requester', async () => {
    const attempt = (ip: string) => first.post('/api/auth/login', { lang: 'en', email: 'v6@example.com', password: 'guess-1234' }, from(ip));
    for (let i = 0; i < 10; i++) expect((await attempt(`2001:db8:aa:bb:${i.toString(16)}::${i + 1}`)).status).toBe(401);
    const sameNetwork = await attempt('2001:db8:aa:bb:ffff:1:2:3');
    expect(sameNetwork.status).toBe(429);
    expect(sameNetwork.headers.get('retry-after')).toBeTruthy();
    // The next /64 is another network.
    expect((await attempt('2001:db8:aa:bc::1')).status).toBe(401);

    // The per-network limit of a form with no account to key by, too.
    const register = (n: number, ip: string) =>
      second.post('/api/auth/register', { lang: 'en', name: 'Bulk Maker', email: `v6bulk${n}@example.com`, password: 'bulk-password', password_confirmation: 'bulk-password' }, from(ip));
    for (let n = 0; n < 20; n++) expect((await register(n, `2001:db8:cc:dd:${n.toString(16)}:0:0:1`)).status).toBe(200);
    expect((await register(20, '2001:db8:cc:dd::abcd')).status).toBe(429);
  });

  it('limits one network address across many e-mail addresses', async () => {
    const register = (app: TestApp, n: number, ip: string) =>
      app.post('/api/auth/register', { lang: 'en', name: 'Bulk Maker', email: `bulk${n}@example.com`, password: 'bulk-password', password_confirmation: 'bulk-password' }, from(ip));
    for (let n = 0; n < 20; n++) expect((await register(n % 2 ? first : second, n, '203.0.113.50')).status).toBe(200);
    const blocked = await register(first, 20, '203.0.113.50');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await register(second, 21, '203.0.113.51')).status).toBe(200);
  });

  it('limits password reset, resend and newsletter per address', async () => {
    const cases = [
      { path: '/api/auth/password-reset', allowed: 3 },
      { path: '/api/auth/email-confirm/resend', allowed: 3 },
      { path: '/api/news/subscribe', allowed: 5 },
    ];
    for (const { path, allowed } of cases) {
      for (let i = 0; i < allowed; i++) expect((await (i % 2 ? first : second).post(path, { lang: 'en', email: 'limited@example.com' }, from(`192.0.2.${i}`))).status).toBe(200);
      const blocked = await first.post(path, { lang: 'en', email: 'LIMITED@example.com' }, from('192.0.2.200'));
      expect(blocked.status, path).toBe(429);
      expect(blocked.headers.get('retry-after'), path).toBeTruthy();
    }
  });
});
