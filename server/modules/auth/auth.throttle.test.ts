import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signedInAccount } from '../../testing/accounts.ts';
import { recaptchaEnv, startFakeRecaptcha, type FakeRecaptcha } from '../../testing/fake-recaptcha.ts';

// Wrong passwords for someone else's account, sent from many networks: the attacker is slowed,
// the owner is never locked out.
const from = (ip: string) => ({ 'x-forwarded-for': ip });

async function attackFromManyNetworks(t: TestApp, email: string, extra: () => Record<string, string> = () => ({})) {
  // More than the ten tries one network gets: an account-wide count would lock here.
  for (let network = 1; network <= 12; network++) {
    const wrong = await t.post('/api/auth/login', { lang: 'en', email, password: `guess-${network}`, ...extra() }, from(`203.0.113.${network}`));
    expect(wrong.status).toBe(401);
    expect(wrong.body.errors.code).toBe(112);
  }
}

describe('sign-in throttling without a captcha', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets the owner in from their own network after twelve wrong passwords from twelve others, and slows one attacking network', async () => {
    const owner = await signedInAccount(t, { email: 'owner@example.com' });
    await attackFromManyNetworks(t, owner.email);

    const ownerLogin = await t.post('/api/auth/login', { lang: 'en', email: owner.email, password: owner.password }, from('198.51.100.77'));
    expect(ownerLogin.status).toBe(200);
    expect(ownerLogin.body.data.access_token).toBeTruthy();

    // One network that keeps guessing is stopped for a while (for this account only).
    for (let i = 0; i < 9; i++) expect((await t.post('/api/auth/login', { lang: 'en', email: owner.email, password: `more-${i}` }, from('203.0.113.1'))).status).toBe(401);
    const slowed = await t.post('/api/auth/login', { lang: 'en', email: owner.email, password: owner.password }, from('203.0.113.1'));
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0);
    // The owner elsewhere is still let in.
    expect((await t.post('/api/auth/login', { lang: 'en', email: owner.email, password: owner.password }, from('198.51.100.77'))).status).toBe(200);
  });
});

describe('sign-in throttling with a captcha', () => {
  let t: TestApp;
  let google: FakeRecaptcha;
  let serial = 0;
  const human = () => ({ recaptcha_token: `human:login:${++serial}` });
  beforeAll(async () => {
    google = await startFakeRecaptcha();
    t = await createTestApp({ env: recaptchaEnv(google) });
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  it('asks for the captcha and lets the owner who passes it in, however many wrong passwords came first', async () => {
    const owner = { email: 'captcha-owner@example.com', password: 'steppe-wind-1814' };
    const registered = await t.post('/api/auth/register', {
      lang: 'en',
      name: 'Тарас Шевченко',
      ...owner,
      password_confirmation: owner.password,
      recaptcha_token: `human:register:${++serial}`,
    });
    expect(registered.status).toBe(200);
    await t.deps.db.update(users).set({ emailConfirmedAt: t.deps.now() }).where(eq(users.email, owner.email));
    await attackFromManyNetworks(t, owner.email, human);
    const withoutCaptcha = await t.post('/api/auth/login', { lang: 'en', email: owner.email, password: owner.password }, from('198.51.100.78'));
    expect(withoutCaptcha.status).toBe(403);
    const ownerLogin = await t.post('/api/auth/login', { lang: 'en', email: owner.email, password: owner.password, ...human() }, from('198.51.100.78'));
    expect(ownerLogin.status).toBe(200);
  });
});
