import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { signedInAccount } from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { renewAccessToken } from './auth.renewal.ts';
import { signedInUser } from './auth.session.ts';
import { userIdForToken } from './auth.tokens.ts';

// The block itself (tokens deleted, audit entry) is the customers module's; here the rules every
// session check keeps for an account whose blocked_at is set, even with a token still stored
// (a sign-in committed alongside the block).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setBlocked = (userId: number, blocked: boolean) => t.deps.db.update(users).set({ blockedAt: blocked ? t.deps.now() : null }).where(eq(users.id, userId));

describe('a blocked account', () => {
  it('cannot sign in: the right password gets a clear 403 in the request language, a wrong one the usual 112', async () => {
    const account = await signedInAccount(t, { email: 'blocked-login@example.com' });
    await setBlocked(account.userId, true);
    const uk = await t.post('/api/auth/login', { lang: 'uk', email: account.email, password: account.password });
    expect(uk.status).toBe(403);
    expect(uk.body.errors).toMatchObject({ code: 115, message: "Обліковий запис заблоковано. Щоб дізнатися більше, зв'яжіться з магазином." });
    expect(uk.headers.getSetCookie().join()).not.toContain('accessToken=');
    const en = await t.post('/api/auth/login', { lang: 'en', email: account.email, password: account.password });
    expect(en.body.errors).toMatchObject({ code: 115, message: 'This account is blocked. Please contact the shop to find out more.' });
    // Nothing more than for any address: a wrong password is a wrong pair.
    const wrong = await t.post('/api/auth/login', { lang: 'uk', email: account.email, password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.errors.code).toBe(112);

    await setBlocked(account.userId, false);
    expect((await t.post('/api/auth/login', { lang: 'uk', email: account.email, password: account.password })).status).toBe(200);
  });

  it('has no live session: the API, the pages and the renewal refuse a token it still holds', async () => {
    const account = await signedInAccount(t, { email: 'blocked-session@example.com' });
    expect((await t.post('/api/profile/get', { lang: 'uk' }, account.bearer)).status).toBe(200);
    await setBlocked(account.userId, true);
    const now = t.deps.now();
    expect((await t.post('/api/profile/get', { lang: 'uk' }, account.bearer)).status).toBe(401);
    expect(await userIdForToken(t.deps.db, { token: account.token, now })).toBeNull();
    const page = new Request('http://localhost/cabinet', { headers: { cookie: `accessToken=${account.token}` } });
    expect(await signedInUser(t.deps.db, { request: page, now })).toBeNull();
    expect(await renewAccessToken(t.deps.db, { token: account.token, now: new Date(now.getTime() + 30 * 60_000) })).toBeNull();
  });
});
