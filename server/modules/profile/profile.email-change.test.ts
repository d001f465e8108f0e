import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { emailTokens, users } from '../../db/schema/users.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signedInAccount } from '../../testing/accounts.ts';
import { linkIn, startMailCatcher, tokenOf, type MailCatcher } from '../../testing/mail-catcher.ts';

// An account taken over through its address: whoever holds a session (and perhaps the password)
// asks to move the account to a mailbox they own, and the owner must be able to stop it.
let t: TestApp;
let mail: MailCatcher;

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ env: { SMTP_URL: mail.url } });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

/** The next mail to an address that carries a link with `pathPart` (registration mails are skipped). */
async function linkMailTo(address: string, pathPart: string) {
  for (;;) {
    const message = await mail.next(address);
    if (message.text.includes(pathPart)) return message;
  }
}

/** The token of that mail's link. */
const tokenMailedTo = async (address: string, pathPart: string) => tokenOf(linkIn(await linkMailTo(address, pathPart), pathPart));

const emailOf = async (userId: number) => (await t.deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;
const changeLinksOf = (userId: number) =>
  t.deps.db.select({ id: emailTokens.id }).from(emailTokens).where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, 'change_email')));

describe('an address change needs the current password', () => {
  it('refuses a change from a stolen session without the password (422) or with a wrong one, and issues no link', async () => {
    const victim = await signedInAccount(t, { email: 'olha@example.com', name: 'Ольга Стецик' });
    const stolen = victim.bearer;
    const missing = await t.post('/api/profile/update', { lang: 'en', name: 'Ольга Стецик', email: 'thief@example.net' }, stolen);
    expect(missing.status).toBe(422);
    expect(missing.body.errors.params.current_password).toEqual(['Enter your current password to change your email']);
    const wrong = await t.post('/api/profile/update', { lang: 'uk', name: 'Ольга Стецик', email: 'thief@example.net', current_password: 'a-guess-1234' }, stolen);
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.params.current_password).toEqual(['Поточний пароль неправильний']);
    expect(await changeLinksOf(victim.userId)).toEqual([]);
    expect((await t.post('/api/profile/get', { lang: 'en' }, stolen)).body.data.pending_email).toBeNull();
    // A rename alone still needs no password.
    expect((await t.post('/api/profile/update', { lang: 'en', name: 'Ольга Стецик-Мак', email: 'OLHA@example.com' }, stolen)).status).toBe(200);
  });

  it('counts the password tries of a change: the 11th within the hour waits (429)', async () => {
    const victim = await signedInAccount(t, { email: 'guessed@example.com' });
    const attempt = (n: number) =>
      t.post('/api/profile/update', { lang: 'en', name: 'Тарас Шевченко', email: 'thief@example.net', current_password: `guess-${n}-1234` }, { ...victim.bearer, 'x-forwarded-for': `198.51.100.${n}` });
    for (let n = 0; n < 10; n++) expect((await attempt(n)).status).toBe(422);
    const slowed = await attempt(10);
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get('retry-after')).toBeTruthy();
  });
});

describe('the takeover sequence', () => {
  it('a change started from a stolen session dies when the owner resets the password', async () => {
    const victim = await signedInAccount(t, { email: 'mykola@example.com', name: 'Микола Лисенко' });
    // The attacker holds a session and the password (phished), and starts the move.
    const started = await t.post(
      '/api/profile/update',
      { lang: 'en', name: 'Микола Лисенко', email: 'attacker@example.net', current_password: victim.password },
      victim.bearer,
    );
    expect(started.status).toBe(200);
    const attackerLink = await tokenMailedTo('attacker@example.net', '/en/profile/user-email-confirm/token/');
    // The owner is told at the old address.
    const notice = await linkMailTo('mykola@example.com', '/profile/email-change/cancel/token/');
    expect(notice.subject).toBe('Your account email is being changed');
    expect(notice.text).toContain('attacker@example.net');

    // The owner resets the password.
    expect((await t.post('/api/auth/password-reset', { lang: 'en', email: 'mykola@example.com' })).status).toBe(200);
    const reset = await tokenMailedTo('mykola@example.com', '/password-reset/token/');
    const done = await t.post('/api/auth/password-reset/confirm', { lang: 'en', token: reset, password: 'a-new-secret-1', password_confirmation: 'a-new-secret-1' });
    expect(done.status).toBe(200);

    // The stolen session is over, and the attacker's link no longer moves the account.
    expect((await t.post('/api/profile/get', { lang: 'en' }, victim.bearer)).status).toBe(401);
    const confirm = await t.post('/api/profile/email-confirm', { lang: 'en', token: attackerLink });
    expect(confirm.status).toBe(422);
    expect(confirm.body.errors.params.token).toEqual(['This link is invalid or has already been used. Ask for a new email.']);
    expect(await emailOf(victim.userId)).toBe('mykola@example.com');
    expect((await t.post('/api/auth/login', { lang: 'en', email: 'attacker@example.net', password: 'a-new-secret-1' })).body.errors.code).toBe(112);
    const owner = await t.post('/api/auth/login', { lang: 'en', email: 'mykola@example.com', password: 'a-new-secret-1' });
    expect(owner.status).toBe(200);
    expect((await t.post('/api/profile/get', { lang: 'en' }, { authorization: `Bearer ${owner.body.data.access_token}` })).body.data.pending_email).toBeNull();
  });

  it("the old address's cancel link voids a pending change and ends every session", async () => {
    const victim = await signedInAccount(t, { email: 'iryna@example.com', name: 'Ірина Вільде' });
    await t.post('/api/profile/update', { lang: 'uk', name: 'Ірина Вільде', email: 'grabber@example.net', current_password: victim.password }, victim.bearer);
    const change = await tokenMailedTo('grabber@example.net', '/profile/user-email-confirm/token/');
    const notice = await linkMailTo('iryna@example.com', '/profile/email-change/cancel/token/');
    expect(notice.subject).toBe('Email вашого акаунта змінюють');
    const cancel = tokenOf(linkIn(notice, '/profile/email-change/cancel/token/'));

    const cancelled = await t.post('/api/profile/email-change/cancel', { lang: 'en', token: cancel });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.email).toBe('iryna@example.com');
    expect(cancelled.body.data.message).toContain('set a new password');
    expect((await t.post('/api/profile/email-confirm', { lang: 'en', token: change })).status).toBe(422);
    expect(await emailOf(victim.userId)).toBe('iryna@example.com');
    expect((await t.post('/api/profile/get', { lang: 'en' }, victim.bearer)).status).toBe(401);
    // Opened again it says the same; a made-up token is refused.
    expect((await t.post('/api/profile/email-change/cancel', { lang: 'en', token: cancel })).body.data.email).toBe('iryna@example.com');
    expect((await t.post('/api/profile/email-change/cancel', { lang: 'en', token: 'x'.repeat(43) })).status).toBe(422);
  });

  it('the cancel link moves the account back when the change went through already, and a later cancel cannot undo that', async () => {
    const victim = await signedInAccount(t, { email: 'lesia@example.com', name: 'Леся Українка' });
    await t.post('/api/profile/update', { lang: 'en', name: 'Леся Українка', email: 'first-hop@example.net', current_password: victim.password }, victim.bearer);
    const firstHop = await tokenMailedTo('first-hop@example.net', '/profile/user-email-confirm/token/');
    const ownersCancel = await tokenMailedTo('lesia@example.com', '/profile/email-change/cancel/token/');
    expect((await t.post('/api/profile/email-confirm', { lang: 'en', token: firstHop })).status).toBe(200);
    // Moved on again: this cancel link goes to the attacker's own mailbox.
    await t.post('/api/profile/update', { lang: 'en', name: 'Леся Українка', email: 'second-hop@example.net', current_password: victim.password }, victim.bearer);
    const attackersCancel = await tokenMailedTo('first-hop@example.net', '/profile/email-change/cancel/token/');

    expect((await t.post('/api/profile/email-change/cancel', { lang: 'en', token: ownersCancel })).body.data.email).toBe('lesia@example.com');
    expect(await emailOf(victim.userId)).toBe('lesia@example.com');
    expect((await t.post('/api/profile/email-change/cancel', { lang: 'en', token: attackersCancel })).status).toBe(422);
    expect(await emailOf(victim.userId)).toBe('lesia@example.com');
  });

  it('a password change kills a reset link issued before it and a pending change link', async () => {
    const owner = await signedInAccount(t, { email: 'vasyl@example.com', name: 'Василь Стус' });
    expect((await t.post('/api/auth/password-reset', { lang: 'en', email: 'vasyl@example.com' })).status).toBe(200);
    const oldReset = await tokenMailedTo('vasyl@example.com', '/password-reset/token/');
    await t.post('/api/profile/update', { lang: 'en', name: 'Василь Стус', email: 'vasyl.new@example.com', current_password: owner.password }, owner.bearer);
    const change = await tokenMailedTo('vasyl.new@example.com', '/profile/user-email-confirm/token/');
    await linkMailTo('vasyl@example.com', '/profile/email-change/cancel/token/');

    const changed = await t.post('/api/profile/password', { lang: 'en', old_password: owner.password, password: 'fresh-secret-9', password_confirmation: 'fresh-secret-9' }, owner.bearer);
    expect(changed.status).toBe(200);
    const late = await t.post('/api/auth/password-reset/confirm', { lang: 'en', token: oldReset, password: 'takeover-pass-1', password_confirmation: 'takeover-pass-1' });
    expect(late.status).toBe(422);
    expect((await t.post('/api/profile/email-confirm', { lang: 'en', token: change })).status).toBe(422);
    expect(await emailOf(owner.userId)).toBe('vasyl@example.com');
    expect((await t.post('/api/auth/login', { lang: 'en', email: 'vasyl@example.com', password: 'fresh-secret-9' })).status).toBe(200);
  });
});

describe('an address of another account', () => {
  it('is answered like any other address, so the form does not tell that it is registered', async () => {
    const prober = await signedInAccount(t, { email: 'prober@example.com' });
    await signedInAccount(t, { email: 'registered@example.com' });
    const body = (email: string) => ({ lang: 'en', name: 'Тарас Шевченко', email, current_password: prober.password });
    const taken = await t.post('/api/profile/update', body('registered@example.com'), prober.bearer);
    const free = await t.post('/api/profile/update', body('unregistered@example.com'), prober.bearer);
    expect(taken.status).toBe(200);
    expect(free.status).toBe(200);
    expect(taken.body.data.message).toBe(free.body.data.message.replace('unregistered@example.com', 'registered@example.com'));
    expect(taken.body.data.pending_email).toBe('registered@example.com');
    // Only the free address is sent a change link.
    await linkMailTo('unregistered@example.com', '/profile/user-email-confirm/token/');
    expect(mail.to('registered@example.com').filter((message) => message.subject === 'Confirm your new email address')).toEqual([]);
  });
});
