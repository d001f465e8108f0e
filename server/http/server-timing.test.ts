// API answers say how long the server took over them (server-timing.ts), through the real app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type PageHandler } from '../app.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ startJobs: false });
});
afterAll(() => t.close());

const serverTotal = /^total;dur=(\d+(?:\.\d+)?);desc="[^"]+"$/;

describe('Server-Timing on API answers', () => {
  it('gives the total time of a search, of the settings and of a refused call, compressed or not', async () => {
    const search = await t.post('/api/search', { lang: 'uk', string: 'намет' }, { 'accept-encoding': 'gzip' });
    expect(search.status).toBe(200);
    expect(search.headers.get('content-encoding')).toBe('gzip');
    expect(search.headers.get('server-timing')).toMatch(serverTotal);
    expect(Number(serverTotal.exec(search.headers.get('server-timing')!)![1])).toBeGreaterThan(0);

    const settings = await t.post('/api/settings/all', { lang: 'en' });
    expect(settings.status).toBe(200);
    expect(settings.headers.get('server-timing')).toMatch(serverTotal);

    const refused = await t.post('/api/search', { lang: 'uk', string: 'н' });
    expect(refused.status).toBe(422);
    expect(refused.headers.get('server-timing')).toMatch(serverTotal);
  });

  it('is left off sign-in and account calls, and off pages', async () => {
    const login = await t.post('/api/auth/login', { email: 'nobody@example.com', password: 'wrong password 1' });
    expect(login.status).toBeGreaterThanOrEqual(400);
    expect(login.headers.get('server-timing')).toBeNull();

    const profile = await t.app.request('/api/profile');
    expect(profile.status).toBe(401);
    expect(profile.headers.get('server-timing')).toBeNull();

    const staffSession = await t.app.request('/api/admin/session');
    expect(staffSession.status).toBe(401);
    expect(staffSession.headers.get('server-timing')).toBeNull();

    const page: PageHandler = async () => new Response('<p>сторінка</p>', { headers: { 'content-type': 'text/html; charset=utf-8' } });
    const answer = await createApp(t.deps, { pages: page, pageCache: null }).request('/some-page');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('server-timing')).toBeNull();
  });
});
