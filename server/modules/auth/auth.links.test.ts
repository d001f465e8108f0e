import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { linkIn, startMailCatcher, tokenOf, type MailCatcher } from '../../testing/mail-catcher.ts';

// Registration, confirmation and password reset through real tokens read from mail caught by a
// real SMTP server.
let t: TestApp;
let mail: MailCatcher;
let clock = new Date('2026-11-01T10:00:00Z');
const later = (hours: number) => {
  clock = new Date(clock.getTime() + hours * 3_600_000);
};

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ now: () => clock, env: { SMTP_URL: mail.url, MAIL_FROM: 'Tabir <shop@tabir.example>', PUBLIC_URL: 'https://tabir.example' } });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

const register = (email: string, lang = 'uk', name = 'Остап Вишня') =>
  t.post('/api/auth/register', { lang, name, email, password: 'campfire-2026', password_confirmation: 'campfire-2026' });
const login = (email: string, password = 'campfire-2026') => t.post('/api/auth/login', { lang: 'en', email, password });

describe('e-mail confirmation', () => {
  it('mails a link in the language of the registration, as HTML and text, and the link confirms the account', async () => {
    expect((await register('ostap@example.com')).status).toBe(200);
    const message = await mail.next('ostap@example.com');
    expect(message.from).toBe('shop@tabir.example');
    expect(message.subject).toBe('Підтвердьте email для магазину «Табір»');
    expect(message.language).toBe('uk');
    expect(message.text).toContain('Вітаємо, Остап Вишня!');
    expect(message.html).toContain('Підтвердити email');
    const link = linkIn(message, '/user-email-confirm/token/');
    expect(link).toMatch(/^https:\/\/tabir\.example\/user-email-confirm\/token\/[A-Za-z0-9_-]{43}$/);
    expect(message.html).toContain(link);

    expect((await login('ostap@example.com')).body.errors.code).toBe(114);
    const confirmed = await t.post('/api/auth/email-confirm', { lang: 'en', token: tokenOf(link) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toEqual({ email: 'ostap@example.com', message: 'Your email is confirmed. You can sign in now.' });
    expect((await login('ostap@example.com')).status).toBe(200);

    // Opened again (a language switch, a mail scanner that came first): still confirmed.
    const again = await t.post('/api/auth/email-confirm', { lang: 'uk', token: tokenOf(link) });
    expect(again.status).toBe(200);
    expect(again.body.data.email).toBe('ostap@example.com');
  });

  it('says a used link is invalid while its account is still unconfirmed (a newer link voided it)', async () => {
    await register('twice@example.com');
    const first = tokenOf(linkIn(await mail.next('twice@example.com'), '/user-email-confirm/token/'));
    await t.post('/api/auth/email-confirm/resend', { lang: 'uk', email: 'twice@example.com' });
    await mail.next('twice@example.com');
    const voided = await t.post('/api/auth/email-confirm', { lang: 'uk', token: first });
    expect(voided.status).toBe(422);
    expect(voided.body.errors.params.token).toEqual(['Посилання недійсне або вже використане. Попросіть новий лист.']);
    const [user] = await t.deps.db.select().from(users).where(eq(users.email, 'twice@example.com'));
    expect(user!.emailConfirmedAt).toBeNull();
  });

  it('writes English mail with /en links for an English registration and escapes the name in HTML', async () => {
    await register('mykola@example.com', 'en', "Mykola O'Brien");
    const message = await mail.next('mykola@example.com');
    expect(message.subject).toBe('Confirm your email for the Tabir shop');
    expect(message.language).toBe('en');
    expect(message.html).toContain('Hello, Mykola O&#39;Brien!');
    expect(linkIn(message, '/user-email-confirm/token/')).toMatch(/^https:\/\/tabir\.example\/en\/user-email-confirm\/token\//);
  });

  it('lets a link expire after 48 hours and sends a new one on request, which works', async () => {
    await register('expired@example.com');
    const first = tokenOf(linkIn(await mail.next('expired@example.com'), '/user-email-confirm/token/'));
    later(49);
    const late = await t.post('/api/auth/email-confirm', { lang: 'en', token: first });
    expect(late.status).toBe(422);
    expect(late.body.errors.params.token).toEqual(['This link has expired. Ask for a new email.']);

    const resend = await t.post('/api/auth/email-confirm/resend', { lang: 'en', email: 'EXPIRED@example.com' });
    expect(resend.status).toBe(200);
    const second = tokenOf(linkIn(await mail.next('expired@example.com'), '/user-email-confirm/token/'));
    expect(second).not.toBe(first);
    expect((await t.post('/api/auth/email-confirm', { lang: 'en', token: second })).status).toBe(200);
  });

  it('answers a resend the same for unknown and confirmed addresses, and mails nobody', async () => {
    const unknown = await t.post('/api/auth/email-confirm/resend', { lang: 'en', email: 'ghost@example.com' });
    const confirmed = await t.post('/api/auth/email-confirm/resend', { lang: 'en', email: 'ostap@example.com' });
    expect(unknown.status).toBe(200);
    expect(confirmed.status).toBe(200);
    expect(unknown.body.data.message.replace('ghost', 'X')).toBe(confirmed.body.data.message.replace('ostap', 'X'));
    await t.deps.jobs.drain();
    expect(mail.to('ghost@example.com')).toHaveLength(0);
    expect(mail.to('ostap@example.com')).toHaveLength(1);
  });

  it('refuses malformed tokens with a field error, never a 500', async () => {
    for (const token of ['', 'short', 'x'.repeat(500), '../../etc/passwd', 42]) {
      const { status, body } = await t.post('/api/auth/email-confirm', { lang: 'en', token });
      expect(status).toBe(422);
      expect(body.errors.params.token).toBeDefined();
    }
  });
});

describe('password reset', () => {
  it('answers the same whether or not the address is registered, and mails only a registered one', async () => {
    const known = await t.post('/api/auth/password-reset', { lang: 'en', email: 'ostap@example.com' });
    const unknown = await t.post('/api/auth/password-reset', { lang: 'en', email: 'nobody-here@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(Object.keys(known.body.data)).toEqual(Object.keys(unknown.body.data));
    expect(known.body.data.message.replace('ostap', 'X')).toBe(unknown.body.data.message.replace('nobody-here', 'X'));
    const message = await mail.next('ostap@example.com');
    expect(message.subject).toBe('Changing your Tabir password');
    expect(mail.to('nobody-here@example.com')).toHaveLength(0);
    // Consume this link so the next test starts from a fresh one.
    const token = tokenOf(linkIn(message, '/en/password-reset/token/'));
    expect((await t.post('/api/auth/password-reset/confirm', { lang: 'en', token, password: 'new-tent-2026', password_confirmation: 'new-tent-2026' })).status).toBe(200);
  });

  it('sets a new password once, signs every session out, and the old password stops working', async () => {
    const session = (await login('ostap@example.com', 'new-tent-2026')).body.data.access_token as string;
    await t.post('/api/auth/password-reset', { lang: 'uk', email: 'ostap@example.com' });
    const token = tokenOf(linkIn(await mail.next('ostap@example.com'), '/password-reset/token/'));

    const mismatch = await t.post('/api/auth/password-reset/confirm', { lang: 'uk', token, password: 'mountain-air', password_confirmation: 'mountain-aim' });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.params.password_confirmation).toEqual(['Паролі не збігаються']);

    const done = await t.post('/api/auth/password-reset/confirm', { lang: 'uk', token, password: 'mountain-air', password_confirmation: 'mountain-air' });
    expect(done.status).toBe(200);
    expect(done.body.data.message).toBe('Пароль змінено. Увійдіть з новим паролем.');
    expect((await t.post('/api/profile/get', { lang: 'en' }, { authorization: `Bearer ${session}` })).status).toBe(401);
    expect((await login('ostap@example.com', 'new-tent-2026')).body.errors.code).toBe(112);
    expect((await login('ostap@example.com', 'mountain-air')).status).toBe(200);

    const reused = await t.post('/api/auth/password-reset/confirm', { lang: 'en', token, password: 'other-pass-1', password_confirmation: 'other-pass-1' });
    expect(reused.status).toBe(422);
    expect(reused.body.errors.params.token).toEqual(['This link is invalid or has already been used. Ask for a new email.']);
  });

  it('expires a reset link after an hour, and a newer link makes the older one void', async () => {
    await t.post('/api/auth/password-reset', { lang: 'en', email: 'mykola@example.com' });
    const older = tokenOf(linkIn(await mail.next('mykola@example.com'), '/password-reset/token/'));
    await t.post('/api/auth/password-reset', { lang: 'en', email: 'mykola@example.com' });
    const newer = tokenOf(linkIn(await mail.next('mykola@example.com'), '/password-reset/token/'));
    const body = (token: string) => ({ lang: 'en', token, password: 'river-stones', password_confirmation: 'river-stones' });
    expect((await t.post('/api/auth/password-reset/confirm', body(older))).body.errors.params.token).toEqual([
      'This link is invalid or has already been used. Ask for a new email.',
    ]);
    later(2);
    expect((await t.post('/api/auth/password-reset/confirm', body(newer))).body.errors.params.token).toEqual(['This link has expired. Ask for a new email.']);
  });

  it('confirms the address of an account that resets its password before confirming', async () => {
    await register('late-confirm@example.com');
    await mail.next('late-confirm@example.com');
    await t.post('/api/auth/password-reset', { lang: 'en', email: 'late-confirm@example.com' });
    const token = tokenOf(linkIn(await mail.next('late-confirm@example.com'), '/password-reset/token/'));
    await t.post('/api/auth/password-reset/confirm', { lang: 'en', token, password: 'pine-forest', password_confirmation: 'pine-forest' });
    const [user] = await t.deps.db.select().from(users).where(eq(users.email, 'late-confirm@example.com'));
    expect(user!.emailConfirmedAt).not.toBeNull();
    expect((await login('late-confirm@example.com', 'pine-forest')).status).toBe(200);
  });
});
