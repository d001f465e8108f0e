import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accessTokens } from '../../db/schema/users.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signedInAccount } from '../../testing/accounts.ts';
import { issueLinkToken } from './auth.links.ts';
import { hashToken } from './auth.tokens.ts';
import { renewAccessToken } from './auth.renewal.ts';

const start = new Date('2026-11-01T10:00:00Z');
let clock = start;
const minutes = (n: number) => new Date(start.getTime() + n * 60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

/** Registers (the first time) and signs in at `at` through the API, as a browser: its token and cookie header. */
async function browserSession(email: string, at: Date) {
  clock = at;
  const account = registered.get(email) ?? (await signedInAccount(t, { email }));
  registered.set(email, account);
  const { headers } = await t.post('/api/auth/login', { lang: 'uk', email, password: account.password });
  const cookies = headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  const token = cookies.find((cookie) => cookie.startsWith('accessToken='))!.slice('accessToken='.length);
  return { ...account, token, cookie: cookies.join('; ') };
}
const registered = new Map<string, Awaited<ReturnType<typeof signedInAccount>>>();

/** A call of the shop's own page, signed in by the cookie. */
const fromPage = (cookie: string) => ({ cookie, 'sec-fetch-site': 'same-origin' });

const profileAt = (at: Date, headers: Record<string, string>) => {
  clock = at;
  return t.post('/api/profile/get', { lang: 'en' }, headers);
};

const pageAt = (at: Date, path: string, cookie: string) => {
  clock = at;
  return t.app.request(path, { headers: { cookie } });
};

const cookieNamed = (headers: Headers, name: string) => headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));

async function expiryOf(token: string): Promise<Date | undefined> {
  const [row] = await t.deps.db.select({ expiresAt: accessTokens.expiresAt }).from(accessTokens).where(eq(accessTokens.tokenHash, hashToken(token)));
  return row?.expiresAt;
}

describe('sliding sessions', () => {
  it('keeps a shopper active every 50 minutes signed in past two hours, on API calls and pages, with fresh cookies of 3600 s', async () => {
    const session = await browserSession('active@example.com', minutes(0));

    const call = await profileAt(minutes(50), fromPage(session.cookie));
    expect(call.status).toBe(200);
    const token = cookieNamed(call.headers, 'accessToken')!;
    expect(token).toContain(`accessToken=${session.token}`);
    expect(token).toMatch(/Max-Age=3600/);
    expect(token).toMatch(/HttpOnly/);
    expect(token).toMatch(/SameSite=Lax/);
    const user = cookieNamed(call.headers, 'user')!;
    expect(user).toMatch(/Max-Age=3600/);
    expect(JSON.parse(decodeURIComponent(user.split(';')[0]!.slice('user='.length)))).toEqual({ name: 'Тарас Шевченко', email: 'active@example.com' });
    expect(call.headers.get('cache-control')).toBe('private, no-store');
    expect(await expiryOf(session.token)).toEqual(minutes(110));

    const page = await pageAt(minutes(100), '/cabinet', session.cookie);
    expect(cookieNamed(page.headers, 'accessToken')).toMatch(new RegExp(`^accessToken=${session.token};.*Max-Age=3600`));
    expect(cookieNamed(page.headers, 'user')).toMatch(/Max-Age=3600/);
    expect(await expiryOf(session.token)).toEqual(minutes(160));

    const later = await profileAt(minutes(150), fromPage(session.cookie));
    expect(later.status).toBe(200);
    expect(later.body.data.email).toBe('active@example.com');
    expect(await expiryOf(session.token)).toEqual(minutes(210));
  });

  it('renews a bearer token in the database without setting cookies', async () => {
    clock = minutes(0);
    const account = await signedInAccount(t, { email: 'app@example.com' });
    const call = await profileAt(minutes(50), account.bearer);
    expect(call.status).toBe(200);
    expect(call.headers.getSetCookie()).toEqual([]);
    expect(await expiryOf(account.token)).toEqual(minutes(110));
    expect((await profileAt(minutes(100), account.bearer)).status).toBe(200);
  });

  it('writes nothing until a quarter of the hour has passed', async () => {
    const session = await browserSession('calm@example.com', minutes(0));
    const early = await profileAt(minutes(14), fromPage(session.cookie));
    expect(early.status).toBe(200);
    expect(early.headers.getSetCookie()).toEqual([]);
    expect(await expiryOf(session.token)).toEqual(minutes(60));

    const due = await profileAt(minutes(15), fromPage(session.cookie));
    expect(cookieNamed(due.headers, 'accessToken')).toMatch(/Max-Age=3600/);
    expect(await expiryOf(session.token)).toEqual(minutes(75));
  });

  it('lets an idle session expire after an hour, and no late request brings it back', async () => {
    const session = await browserSession('idle@example.com', minutes(0));
    const page = await pageAt(minutes(61), '/cabinet', session.cookie);
    expect(page.headers.getSetCookie()).toEqual([]);
    const call = await profileAt(minutes(61), fromPage(session.cookie));
    expect(call.status).toBe(401);
    expect(call.headers.getSetCookie()).toEqual([]);
    expect(await expiryOf(session.token)).toEqual(minutes(60));
  });

  it('ends a session 30 days after its sign-in however active it is', async () => {
    clock = minutes(0);
    const account = await signedInAccount(t, { email: 'tireless@example.com' });
    const limit = minutes(30 * 24 * 60);
    for (let minute = 50; minutes(minute) < limit; minute += 50) {
      expect((await profileAt(minutes(minute), account.bearer)).status).toBe(200);
    }
    expect(await expiryOf(account.token)).toEqual(limit);
    expect((await profileAt(new Date(limit.getTime() + 1000), account.bearer)).status).toBe(401);
  });

  it('gives a browser near the limit cookies that end with the session, not an hour later', async () => {
    const browser = await browserSession('near-limit@example.com', minutes(0));
    // Signed in 30 days less half an hour ago, last renewed 40 minutes ago.
    await t.deps.db
      .update(accessTokens)
      .set({ createdAt: minutes(30 - 30 * 24 * 60), expiresAt: minutes(20) })
      .where(eq(accessTokens.tokenHash, hashToken(browser.token)));
    const nearLimit = await profileAt(minutes(10), fromPage(browser.cookie));
    expect(nearLimit.status).toBe(200);
    expect(cookieNamed(nearLimit.headers, 'accessToken')).toMatch(/Max-Age=1200;/);
    expect(cookieNamed(nearLimit.headers, 'user')).toMatch(/Max-Age=1200;/);
    expect(await expiryOf(browser.token)).toEqual(minutes(30));
    expect((await profileAt(minutes(29), fromPage(browser.cookie))).headers.getSetCookie()).toEqual([]);
    expect((await profileAt(minutes(31), fromPage(browser.cookie))).status).toBe(401);
  });

  it('never renews a signed-out session, not even in the sign-out answer', async () => {
    const session = await browserSession('leaving@example.com', minutes(0));
    clock = minutes(50);
    const logout = await t.post('/api/auth/logout', { lang: 'en' }, fromPage(session.cookie));
    expect(logout.status).toBe(200);
    expect(cookieNamed(logout.headers, 'accessToken')).not.toContain(session.token);
    expect(await expiryOf(session.token)).toBeUndefined();
    expect((await pageAt(minutes(51), '/cabinet', session.cookie)).headers.getSetCookie()).toEqual([]);
    expect((await profileAt(minutes(51), fromPage(session.cookie))).status).toBe(401);
  });

  it('never renews a session revoked elsewhere, and a forged cross-site request renews nothing', async () => {
    const session = await browserSession('revoked@example.com', minutes(0));
    clock = minutes(50);
    const forged = await t.post('/api/profile/get', { lang: 'en' }, { cookie: session.cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(forged.status).toBe(403);
    expect(forged.headers.getSetCookie()).toEqual([]);
    expect(await expiryOf(session.token)).toEqual(minutes(60));

    await t.deps.db.delete(accessTokens).where(eq(accessTokens.tokenHash, hashToken(session.token)));
    expect(await renewAccessToken(t.deps.db, { token: session.token, now: minutes(50) })).toBeNull();
    expect((await pageAt(minutes(50), '/cabinet', session.cookie)).headers.getSetCookie()).toEqual([]);
    expect(await expiryOf(session.token)).toBeUndefined();
  });

  it('a password change ends the other sessions for good; a reset ends every one', async () => {
    const kept = await browserSession('changer@example.com', minutes(0));
    const other = await browserSession('changer@example.com', minutes(0));
    clock = minutes(50);
    const change = await t.post(
      '/api/profile/password',
      { lang: 'en', old_password: kept.password, password: 'new-steppe-wind', password_confirmation: 'new-steppe-wind' },
      fromPage(kept.cookie),
    );
    expect(change.status).toBe(200);
    expect(cookieNamed(change.headers, 'accessToken')).toMatch(/Max-Age=3600/);
    expect((await pageAt(minutes(51), '/cabinet', other.cookie)).headers.getSetCookie()).toEqual([]);
    expect((await profileAt(minutes(51), fromPage(other.cookie))).status).toBe(401);
    expect((await profileAt(minutes(100), fromPage(kept.cookie))).status).toBe(200);

    clock = minutes(101);
    const reset = await issueLinkToken(t.deps.db, { userId: kept.userId, purpose: 'reset_password', now: clock });
    const done = await t.post('/api/auth/password-reset/confirm', { lang: 'en', token: reset, password: 'third-steppe-wind', password_confirmation: 'third-steppe-wind' }, fromPage(kept.cookie));
    expect(done.status).toBe(200);
    expect(cookieNamed(done.headers, 'accessToken')).not.toContain(kept.token);
    expect((await pageAt(minutes(102), '/cabinet', kept.cookie)).headers.getSetCookie()).toEqual([]);
    expect((await profileAt(minutes(102), fromPage(kept.cookie))).status).toBe(401);
  });
});
