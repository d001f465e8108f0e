import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { accessTokens, emailTokens, users } from '../../db/schema/users.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { hashToken, userIdForToken } from './auth.tokens.ts';
import { verifyPassword } from './auth.passwords.ts';
import { signedInUser } from './auth.session.ts';
import { userFromCookies } from '../../http/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const registration = (overrides: Record<string, unknown> = {}) => ({
  lang: 'uk',
  name: "Ґанна Об'єднана",
  email: 'ganna@example.com',
  password: 'tent-under-stars',
  password_confirmation: 'tent-under-stars',
  ...overrides,
});

async function confirm(email: string) {
  await t.deps.db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.email, email));
}

describe('POST /api/auth/register', () => {
  it('creates an unconfirmed account with a hashed password and a single-use confirmation token', async () => {
    const { status, body } = await t.post('/api/auth/register', registration());
    expect(status).toBe(200);
    expect(body.data.email).toBe('ganna@example.com');
    const user = (await t.deps.db.select().from(users).where(eq(users.email, 'ganna@example.com')))[0]!;
    expect(user.name).toBe("Ґанна Об'єднана");
    expect(user.emailConfirmedAt).toBeNull();
    expect(user.passwordHash).toMatch(/^scrypt\$/);
    expect(user.passwordHash).not.toContain('tent-under-stars');
    expect(await verifyPassword('tent-under-stars', user.passwordHash)).toBe(true);
    const tokens = await t.deps.db.select().from(emailTokens).where(and(eq(emailTokens.userId, user.id), eq(emailTokens.purpose, 'confirm_email')));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.usedAt).toBeNull();
  });

  it('refuses an address already registered, in any letter case, as a field error', async () => {
    const { status, body } = await t.post('/api/auth/register', registration({ email: 'GANNA@example.com', lang: 'en' }));
    expect(status).toBe(422);
    expect(body.errors.params.email).toEqual(['This address is already registered. Sign in or reset your password.']);
    const [registered] = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(sql`lower(${users.email})`, 'ganna@example.com'));
    expect(registered!.n).toBe(1);
  });

  it('checks every field by the spec and answers lists of messages per field in the request language', async () => {
    const { status, body } = await t.post('/api/auth/register', {
      lang: 'uk',
      name: 'Ян',
      email: 'no-at-sign',
      password: 'short',
      password_confirmation: 'other',
    });
    expect(status).toBe(422);
    expect(body.errors.params.name).toEqual(["Ім'я має містити щонайменше 4 символи"]);
    expect(body.errors.params.email).toEqual(['Email має містити символ «@» і домен, наприклад name@example.com']);
    expect(body.errors.params.password).toEqual(['Пароль має містити щонайменше 8 символів']);

    const mismatch = await t.post('/api/auth/register', registration({ email: 'x@example.com', password_confirmation: 'tent-under-start', lang: 'en' }));
    expect(mismatch.body.errors.params.password_confirmation).toEqual(['The passwords do not match']);

    const digits = await t.post('/api/auth/register', registration({ email: 'y@example.com', name: 'Taras 2000' }));
    expect(digits.body.errors.params.name).toEqual(["Ім'я може містити лише літери, апостроф, пробіл і дефіс між літерами"]);

    const empty = await t.post('/api/auth/register', { lang: 'uk' });
    expect(empty.body.errors.params.name).toEqual(["Введіть свої ім'я та прізвище"]);
    expect(empty.body.errors.params.email).toEqual(['Заповніть поле email']);
    expect(empty.body.errors.params.password).toEqual(['Заповніть поле пароль']);
  });
});

describe('POST /api/auth/login and /logout', () => {
  it('answers code 112 for a wrong pair and an unknown address alike', async () => {
    const wrong = await t.post('/api/auth/login', { lang: 'en', email: 'ganna@example.com', password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ errors: { message: 'Invalid login password pair', code: 112 } });
    const unknown = await t.post('/api/auth/login', { lang: 'en', email: 'nobody@example.com', password: 'whatever' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers code 114 while the account is not confirmed by e-mail', async () => {
    const { status, body } = await t.post('/api/auth/login', { lang: 'uk', email: 'ganna@example.com', password: 'tent-under-stars' });
    expect(status).toBe(403);
    expect(body.errors).toEqual({ message: 'Обліковий запис не підтверджено через email', code: 114 });
  });

  it('signs a confirmed user in with a token, an HttpOnly cookie of 3600 s, and the user', async () => {
    await confirm('ganna@example.com');
    const { status, body, headers } = await t.post('/api/auth/login', { lang: 'uk', email: 'Ganna@Example.com', password: 'tent-under-stars' });
    expect(status).toBe(200);
    expect(body.data.user).toEqual({ name: "Ґанна Об'єднана", email: 'ganna@example.com' });
    const token = body.data.access_token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = headers.get('set-cookie')!;
    expect(cookie).toContain(`accessToken=${token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=3600/);
    // Only the hash is stored.
    const stored = await t.deps.db.select().from(accessTokens).where(eq(accessTokens.tokenHash, hashToken(token)));
    expect(stored).toHaveLength(1);
    expect(await userIdForToken(t.deps.db, { token, now: t.deps.now() })).toBe(stored[0]!.userId);
  });

  it('refuses a sign-out by cookie from another site, and revokes the token on a real one', async () => {
    const { body } = await t.post('/api/auth/login', { lang: 'uk', email: 'ganna@example.com', password: 'tent-under-stars' });
    const token = body.data.access_token as string;

    const forged = await t.post('/api/auth/logout', {}, { cookie: `accessToken=${token}`, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(forged.status).toBe(403);
    expect(await userIdForToken(t.deps.db, { token, now: t.deps.now() })).not.toBeNull();

    const real = await t.post('/api/auth/logout', { lang: 'en' }, { cookie: `accessToken=${token}`, 'sec-fetch-site': 'same-origin' });
    expect(real.status).toBe(200);
    expect(real.headers.get('set-cookie')).toMatch(/accessToken=;/);
    expect(await userIdForToken(t.deps.db, { token, now: t.deps.now() })).toBeNull();
  });

  it('revokes a bearer token too, and refuses malformed bodies without a 500', async () => {
    const { body } = await t.post('/api/auth/login', { lang: 'uk', email: 'ganna@example.com', password: 'tent-under-stars' });
    const token = body.data.access_token as string;
    expect((await t.post('/api/auth/logout', {}, { authorization: `Bearer ${token}` })).status).toBe(200);
    expect(await userIdForToken(t.deps.db, { token, now: t.deps.now() })).toBeNull();
    expect((await t.post('/api/auth/login', '[]')).status).toBe(422);
    expect((await t.post('/api/auth/login', { lang: 'uk', email: 'ganna@example.com', password: 'abc' })).body.errors.params.password).toEqual([
      'Пароль має містити щонайменше 4 символи',
    ]);
  });
});

describe('the session as pages see it', () => {
  const page = (cookie: string) => new Request('http://shop.test/cabinet', { headers: { cookie } });

  it('greets from the user cookie only while an access-token cookie is there', () => {
    const user = encodeURIComponent(JSON.stringify({ name: 'Ґанна', email: 'ganna@example.com' }));
    expect(userFromCookies(page(`user=${user}; accessToken=abcdefghijklmnop0123`))).toEqual({ name: 'Ґанна', email: 'ganna@example.com' });
    expect(userFromCookies(page(`user=${user}`))).toBeNull();
    expect(userFromCookies(page('user=%7Bnot-json; accessToken=abcdefghijklmnop0123'))).toBeNull();
    expect(userFromCookies(page('user=%5B1%5D; accessToken=abcdefghijklmnop0123'))).toBeNull();
  });

  it('finds the signed-in account of a page request only with a live token', async () => {
    await confirm('ganna@example.com');
    const { body } = await t.post('/api/auth/login', { lang: 'uk', email: 'ganna@example.com', password: 'tent-under-stars' });
    const token = body.data.access_token as string;
    const user = await signedInUser(t.deps.db, { request: page(`accessToken=${token}`), now: t.deps.now() });
    expect(user).toMatchObject({ name: "Ґанна Об'єднана", email: 'ganna@example.com', pendingEmail: null });
    const later = new Date(t.deps.now().getTime() + 3601 * 1000);
    expect(await signedInUser(t.deps.db, { request: page(`accessToken=${token}`), now: later })).toBeNull();
    expect(await signedInUser(t.deps.db, { request: page('accessToken=forged-token-0123456789'), now: t.deps.now() })).toBeNull();
    expect(await signedInUser(t.deps.db, { request: page(''), now: t.deps.now() })).toBeNull();
  });

  it('sets the user cookie beside the HttpOnly token at sign-in and clears both at sign-out', async () => {
    const login = await t.post('/api/auth/login', { lang: 'uk', email: 'ganna@example.com', password: 'tent-under-stars' });
    const cookies = login.headers.getSetCookie();
    const userCookie = cookies.find((cookie) => cookie.startsWith('user='))!;
    expect(userFromCookies(page(`${userCookie.split(';')[0]}; accessToken=${login.body.data.access_token}`))).toEqual({ name: "Ґанна Об'єднана", email: 'ganna@example.com' });
    expect(userCookie).not.toMatch(/HttpOnly/);
    expect(userCookie).toMatch(/Max-Age=3600/);
    const logout = await t.post('/api/auth/logout', {}, { authorization: `Bearer ${login.body.data.access_token}` });
    expect(logout.headers.getSetCookie().map((cookie) => cookie.split('=')[0]).sort()).toEqual(['accessToken', 'user']);
  });
});
