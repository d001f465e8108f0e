import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, staff, staffSessions } from '../../db/schema/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { linkIn, startMailCatcher, tokenOf, type MailCatcher } from '../../testing/mail-catcher.ts';
import { createOwner } from './staff.manage.ts';
import { confirmEnrolment, enrolmentView, setStaffPassword } from './staff.enrolment.ts';
import { totpCode } from './staff.totp.ts';

// Staff sign-in through the real app: the password step, the TOTP or recovery code, sessions that
// end when idle, at their absolute limit, on revocation and when a member is disabled; the owner's
// changes and their audit entries. The clock is the app's `now`, moved by the tests.
let t: TestApp;
let mail: MailCatcher;
let clock = new Date('2026-11-02T08:00:00Z');
const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};
const logLines: string[] = [];
const origin = { ip: '203.0.113.10', userAgent: 'vitest' };
const password = 'the-long-night-watch-42';

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({
    now: () => clock,
    env: { SMTP_URL: mail.url, MAIL_FROM: 'Tabir <shop@tabir.example>', PUBLIC_URL: 'https://tabir.example' },
    logDestination: new Writable({ write: (chunk, _encoding, done) => (logLines.push(String(chunk)), done()) }),
  });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

/** The value a Set-Cookie of this answer gives the cookie (null: none; '' : cleared). */
function setCookie(headers: Headers, name: string): string | null {
  const found = headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
  return found === undefined ? null : found.slice(name.length + 1).split(';')[0]!;
}

const sameSite = { origin: 'https://tabir.example', 'x-forwarded-for': '198.51.100.7' };

async function call(method: string, path: string, { cookie, body, ip = '198.51.100.7' }: { cookie?: string; body?: unknown; ip?: string } = {}) {
  const response = await t.app.request(`https://tabir.example${path}`, {
    method,
    headers: { ...sameSite, 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

/** An owner made as admin:create makes one, with a password and an enrolled authenticator. */
async function enrolledMember(email: string): Promise<{ id: number; secret: string; recoveryCodes: string[] }> {
  const { id, link } = await createOwner(t.deps, { email, name: email.split('@')[0]!, origin: 'https://tabir.example' });
  const done = await setStaffPassword(t.deps, { token: tokenOf(link), password, locale: 'en', origin });
  const view = await enrolmentView(t.deps, { stepToken: done.stepToken! });
  const enrolled = await confirmEnrolment(t.deps, { stepToken: done.stepToken!, code: await totpCode(view!.secret, clock), locale: 'en', origin });
  later(1);
  return { id, secret: view!.secret, recoveryCodes: enrolled.recoveryCodes };
}

/** Both steps of the API sign-in; answers the session cookie. */
async function signIn(email: string, code: string | ((stepCookie: string) => Promise<string>), ip?: string): Promise<{ status: number; cookie: string | null; body: any }> {
  const first = await call('POST', '/api/admin/session/password', { body: { email, password }, ip });
  expect(first.status).toBe(200);
  const stepCookie = `staffStep=${setCookie(first.headers, 'staffStep')}`;
  const second = await call('POST', '/api/admin/session/code', { cookie: stepCookie, body: { code: typeof code === 'string' ? code : await code(stepCookie) }, ip });
  const session = setCookie(second.headers, 'staffSession');
  return { status: second.status, cookie: session ? `staffSession=${session}` : null, body: second.body };
}

describe('signing in', () => {
  it('needs the TOTP code after the password: the password alone opens no session', async () => {
    const member = await enrolledMember('anna@tabir.example');
    const first = await call('POST', '/api/admin/session/password', { body: { email: 'anna@tabir.example', password } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ data: { next: 'code' } });
    expect(setCookie(first.headers, 'staffSession')).toBeNull();
    const stepCookie = `staffStep=${setCookie(first.headers, 'staffStep')}`;
    // The step cookie is not a session.
    expect((await call('GET', '/api/admin/session', { cookie: stepCookie })).status).toBe(401);
    const wrong = await call('POST', '/api/admin/session/code', { cookie: stepCookie, body: { code: '000000' } });
    expect(wrong.status).toBe(422);
    const second = await call('POST', '/api/admin/session/code', { cookie: stepCookie, body: { code: await totpCode(member.secret, clock) } });
    expect(second.status).toBe(200);
    const cookie = `staffSession=${setCookie(second.headers, 'staffSession')}`;
    const me = await call('GET', '/api/admin/session', { cookie });
    expect(me.status).toBe(200);
    expect(me.body.data.staff).toMatchObject({ id: member.id, email: 'anna@tabir.example', role: 'owner' });
    // The step is used: it cannot open a second session.
    expect((await call('POST', '/api/admin/session/code', { cookie: stepCookie, body: { code: await totpCode(member.secret, clock) } })).status).toBe(410);
  });

  it('refuses a TOTP code used before (replay), and takes the next one', async () => {
    const member = await enrolledMember('bohdan@tabir.example');
    const code = await totpCode(member.secret, clock);
    expect((await signIn('bohdan@tabir.example', code)).status).toBe(200);
    const replay = await signIn('bohdan@tabir.example', code);
    expect(replay.status).toBe(422);
    expect(replay.cookie).toBeNull();
    later(0.5);
    expect((await signIn('bohdan@tabir.example', await totpCode(member.secret, clock))).status).toBe(200);
    later(1);
  });

  it('takes each recovery code once', async () => {
    const member = await enrolledMember('vira@tabir.example');
    expect(member.recoveryCodes).toHaveLength(10);
    expect(new Set(member.recoveryCodes).size).toBe(10);
    const code = member.recoveryCodes[0]!;
    const first = await signIn('vira@tabir.example', code.toUpperCase());
    expect(first.status).toBe(200);
    expect((await call('GET', '/api/admin/session', { cookie: first.cookie! })).status).toBe(200);
    expect((await signIn('vira@tabir.example', code)).status).toBe(422);
    const [entry] = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'staff.recovery-code-used'), eq(auditLog.staffId, member.id)));
    expect(entry).toBeDefined();
    // Only hashes are stored.
    const stored = JSON.stringify(await t.deps.db.select().from(staff).where(eq(staff.id, member.id)));
    for (const recovery of member.recoveryCodes) expect(stored).not.toContain(recovery);
  });

  it('answers an unknown address, a wrong password and a disabled member alike', async () => {
    await enrolledMember('halyna@tabir.example');
    const unknown = await call('POST', '/api/admin/session/password', { body: { email: 'nobody@tabir.example', password }, ip: '192.0.2.1' });
    const wrong = await call('POST', '/api/admin/session/password', { body: { email: 'halyna@tabir.example', password: 'not-the-password-at-all' }, ip: '192.0.2.1' });
    expect(unknown.status).toBe(422);
    expect(wrong.status).toBe(422);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('limits password attempts per address and network with a 429', async () => {
    await enrolledMember('dmytro@tabir.example');
    const attempts = [];
    for (let index = 0; index < 11; index++) attempts.push(await call('POST', '/api/admin/session/password', { body: { email: 'dmytro@tabir.example', password: `wrong-${index}-password` }, ip: '192.0.2.50' }));
    expect(attempts.slice(0, 10).every((attempt) => attempt.status === 422)).toBe(true);
    expect(attempts[10]!.status).toBe(429);
    expect(Number(attempts[10]!.headers.get('retry-after'))).toBeGreaterThan(0);
    // From another network the owner still gets in.
    expect((await call('POST', '/api/admin/session/password', { body: { email: 'dmytro@tabir.example', password }, ip: '192.0.2.51' })).status).toBe(200);
  });

  it('limits code attempts per account', async () => {
    const member = await enrolledMember('olena@tabir.example');
    const first = await call('POST', '/api/admin/session/password', { body: { email: 'olena@tabir.example', password }, ip: '192.0.2.60' });
    const stepCookie = `staffStep=${setCookie(first.headers, 'staffStep')}`;
    let last = 0;
    for (let index = 0; index < 11; index++) last = (await call('POST', '/api/admin/session/code', { cookie: stepCookie, body: { code: String(100000 + index) }, ip: '192.0.2.60' })).status;
    expect(last).toBe(429);
    expect((await call('POST', '/api/admin/session/code', { cookie: stepCookie, body: { code: await totpCode(member.secret, clock) }, ip: '192.0.2.60' })).status).toBe(429);
  });
});

describe('sessions', () => {
  it('end after 30 idle minutes, slide while used, and end 12 hours after sign-in however busy', async () => {
    const member = await enrolledMember('ivan@tabir.example');
    const { cookie } = await signIn('ivan@tabir.example', await totpCode(member.secret, clock));
    // Used every 25 minutes: alive past the idle limit many times over.
    for (let elapsed = 25; elapsed < 12 * 60; elapsed += 25) {
      later(25);
      expect((await call('GET', '/api/admin/session', { cookie: cookie! })).status, `after ${elapsed} min`).toBe(200);
    }
    later(25);
    expect((await call('GET', '/api/admin/session', { cookie: cookie! })).status).toBe(401);

    later(1);
    const idle = await signIn('ivan@tabir.example', await totpCode(member.secret, clock));
    later(29);
    expect((await call('GET', '/api/admin/session', { cookie: idle.cookie! })).status).toBe(200);
    later(30.5);
    expect((await call('GET', '/api/admin/session', { cookie: idle.cookie! })).status).toBe(401);
  });

  it('end at once when the owner revokes them or disables the member, and on sign-out', async () => {
    const owner = await enrolledMember('kateryna@tabir.example');
    const ownerSession = (await signIn('kateryna@tabir.example', await totpCode(owner.secret, clock))).cookie!;
    const member = await enrolledMember('lesia@tabir.example');
    const memberSession = (await signIn('lesia@tabir.example', await totpCode(member.secret, clock))).cookie!;
    expect((await call('GET', '/api/admin/session', { cookie: memberSession })).status).toBe(200);

    const revoked = await call('POST', `/api/admin/staff/${member.id}/revoke-sessions`, { cookie: ownerSession });
    expect(revoked.status).toBe(200);
    // The session enrolment opened and the one of the sign-in.
    expect(revoked.body.data.revoked).toBe(2);
    expect((await call('GET', '/api/admin/session', { cookie: memberSession })).status).toBe(401);

    later(0.5);
    const again = (await signIn('lesia@tabir.example', await totpCode(member.secret, clock))).cookie!;
    expect((await call('POST', `/api/admin/staff/${member.id}/disable`, { cookie: ownerSession })).status).toBe(200);
    expect((await call('GET', '/api/admin/session', { cookie: again })).status).toBe(401);
    // Disabled: the password step says what it says to anyone with a wrong password.
    expect((await call('POST', '/api/admin/session/password', { body: { email: 'lesia@tabir.example', password } })).status).toBe(422);
    const [row] = await t.deps.db.select().from(staffSessions).where(eq(staffSessions.staffId, member.id)).limit(1);
    expect(row!.revokedAt).not.toBeNull();

    const signOut = await call('POST', '/api/admin/session/sign-out', { cookie: ownerSession, body: {} });
    expect(setCookie(signOut.headers, 'staffSession')).toBe('');
    expect((await call('GET', '/api/admin/session', { cookie: ownerSession })).status).toBe(401);
  });

  it('are refused to a cross-site form', async () => {
    const member = await enrolledMember('mykola@tabir.example');
    const { cookie } = await signIn('mykola@tabir.example', await totpCode(member.secret, clock));
    const response = await t.app.request('https://tabir.example/api/admin/staff', {
      method: 'POST',
      headers: { cookie: cookie!, origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x@evil.example', name: 'X', role: 'owner', locale: 'uk' }),
    });
    expect(response.status).toBe(403);
  });
});

describe('staff management', () => {
  let ownerSession: string;
  let ownerId: number;

  beforeAll(async () => {
    const owner = await enrolledMember('nadiia@tabir.example');
    ownerId = owner.id;
    ownerSession = (await signIn('nadiia@tabir.example', await totpCode(owner.secret, clock))).cookie!;
  });

  it('invites by e-mail in the invitee’s language; the link sets a password, enrolment signs them in', async () => {
    const invited = await call('POST', '/api/admin/staff', { cookie: ownerSession, body: { email: 'Oleh@Tabir.example', name: 'Oleh', role: 'manager', locale: 'en' } });
    expect(invited.status).toBe(201);
    expect(invited.body.data.member).toMatchObject({ role: 'manager', state: 'invited' });
    await t.deps.jobs.drain();
    const message = await mail.next('Oleh@Tabir.example');
    expect(message.subject).toBe("Invitation to the Tabir shop's back office");
    expect(message.text).toContain('nadiia invites you to the shop');
    const link = linkIn(message, '/admin/set-password/');
    expect(link).toMatch(/^https:\/\/tabir\.example\/admin\/set-password\/[A-Za-z0-9_-]{43}$/);
    // The same address, in any case, cannot be invited twice.
    expect((await call('POST', '/api/admin/staff', { cookie: ownerSession, body: { email: 'oleh@tabir.example', name: 'Oleh', role: 'manager', locale: 'en' } })).status).toBe(422);
    // A name with a control character is refused with its field, never stored (PostgreSQL refuses NUL).
    for (const name of ['Ol\u0000eh', 'Oleh\nPetrenko']) {
      const refused = await call('POST', '/api/admin/staff', { cookie: ownerSession, body: { email: 'petro@tabir.example', name, role: 'manager', locale: 'en' } });
      expect(refused.status, JSON.stringify(name)).toBe(422);
      expect(refused.body.errors.params.name).toEqual(['Приберіть розриви рядка, табуляцію та інші недруковані символи']);
    }

    const done = await setStaffPassword(t.deps, { token: tokenOf(link), password, locale: 'en', origin });
    expect(done.next).toBe('enrol');
    await expect(setStaffPassword(t.deps, { token: tokenOf(link), password, locale: 'en', origin })).rejects.toMatchObject({ status: 410 });
    // Before enrolment the password leads back to enrolment (a new step in place of the old), never to a session.
    const early = await call('POST', '/api/admin/session/password', { body: { email: 'oleh@tabir.example', password } });
    expect(early.body).toEqual({ data: { next: 'enrol' } });
    expect(await enrolmentView(t.deps, { stepToken: done.stepToken! })).toBeNull();
    const stepToken = setCookie(early.headers, 'staffStep')!;
    const view = await enrolmentView(t.deps, { stepToken });
    expect(view!.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(view!.qrSvg).not.toContain('<script');
    await expect(confirmEnrolment(t.deps, { stepToken, code: '123456', locale: 'en', origin })).rejects.toMatchObject({ status: 422 });
    const enrolled = await confirmEnrolment(t.deps, { stepToken, code: await totpCode(view!.secret, clock), locale: 'en', origin });
    expect(enrolled.actor.role).toBe('manager');
    expect((await call('GET', '/api/admin/session', { cookie: `staffSession=${enrolled.sessionToken}` })).status).toBe(200);
    // A manager has no staff page.
    expect((await call('GET', '/api/admin/staff', { cookie: `staffSession=${enrolled.sessionToken}` })).status).toBe(403);
  });

  it('records every change with who, what, before and after, readable with filters', async () => {
    const member = await enrolledMember('petro@tabir.example');
    const changed = await call('POST', `/api/admin/staff/${member.id}/role`, { cookie: ownerSession, body: { role: 'content_editor' } });
    expect(changed.status).toBe(200);
    expect(changed.body.data.member.role).toBe('content_editor');
    await call('POST', `/api/admin/staff/${member.id}/reset-enrolment`, { cookie: ownerSession });
    const audit = await call('GET', `/api/admin/audit?entity_type=staff&entity_id=${member.id}&staff_id=${ownerId}`, { cookie: ownerSession });
    expect(audit.status).toBe(200);
    const entries = audit.body.data.entries as { action: string; before: unknown; after: unknown; actor: { name: string } }[];
    expect(entries.map((entry) => entry.action)).toEqual(['staff.reset-enrolment', 'staff.role']);
    expect(entries[1]).toMatchObject({ before: { role: 'owner' }, after: { role: 'content_editor' }, actor: { name: 'nadiia' } });
    expect(entries[0]).toMatchObject({ before: { enrolled: true }, after: { enrolled: false } });
    const byAction = await call('GET', '/api/admin/audit?action=staff.role&per_page=1', { cookie: ownerSession });
    expect(byAction.body.data).toMatchObject({ page: 1, perPage: 1 });
    expect(byAction.body.data.total).toBeGreaterThanOrEqual(1);
    const today = clock.toISOString().slice(0, 10);
    expect((await call('GET', `/api/admin/audit?from=${today}&to=${today}&action=staff.role`, { cookie: ownerSession })).body.data.total).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '/api/admin/audit?from=2020-01-01&to=2020-01-02', { cookie: ownerSession })).body.data.total).toBe(0);
    expect((await call('GET', '/api/admin/audit?from=2026-02-30', { cookie: ownerSession })).status).toBe(422);
    expect((await call('GET', '/api/admin/audit?page=0', { cookie: ownerSession })).status).toBe(422);
  });

  it('never demotes or disables the last active owner', async () => {
    // Every other owner of this file's data steps down first.
    const owners = await t.deps.db.select({ id: staff.id }).from(staff).where(eq(staff.role, 'owner'));
    for (const { id } of owners) if (id !== ownerId) await call('POST', `/api/admin/staff/${id}/role`, { cookie: ownerSession, body: { role: 'manager' } });
    const demote = await call('POST', `/api/admin/staff/${ownerId}/role`, { cookie: ownerSession, body: { role: 'manager' } });
    expect(demote.status).toBe(422);
    expect(demote.body.errors.code).toBe('last_owner');
    expect((await call('POST', `/api/admin/staff/${ownerId}/disable`, { cookie: ownerSession })).status).toBe(422);
    expect((await call('POST', '/api/admin/staff/999999/disable', { cookie: ownerSession })).status).toBe(404);
    expect((await call('POST', '/api/admin/staff/abc/disable', { cookie: ownerSession })).status).toBe(404);
  });
});

describe('the logs', () => {
  it('hold no password, code, token or secret', async () => {
    const text = logLines.join('');
    expect(text.length).toBeGreaterThan(0);
    expect(text).not.toContain(password);
    expect(text).not.toMatch(/staffSession=|staffStep=|set-password\/[A-Za-z0-9_-]{20}/);
    const secrets = await t.deps.db.select({ secret: staff.totpSecret }).from(staff);
    for (const { secret } of secrets) if (secret) expect(text).not.toContain(secret);
  });
});

describe('admin pages at the front door', () => {
  it('are private and never indexed, refuse cross-site forms, and keep a set-password link’s case', async () => {
    const page = await t.app.request('https://tabir.example/admin/staff');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    const crossSite = await t.app.request('https://tabir.example/admin/staff', { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' }, body: 'intent=disable&id=1' });
    expect(crossSite.status).toBe(403);
    const link = await t.app.request('https://tabir.example/admin/set-password/AbCdEfGhIjKlMnOpQrStUv');
    expect(link.status).not.toBe(301);
    expect((await t.app.request('https://tabir.example/admin/Staff')).status).toBe(301);
  });
});
