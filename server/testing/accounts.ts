import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../db/schema/users.ts';
import type { TestApp } from './test-app.ts';

/** Registers through the API, marks the address confirmed and signs in; answers the bearer token. */
export async function signedInAccount(t: TestApp, { email, name = 'Тарас Шевченко', password = 'steppe-wind-1814' }: { email: string; name?: string; password?: string }) {
  const registered = await t.post('/api/auth/register', { lang: 'uk', name, email, password, password_confirmation: password });
  expect(registered.status).toBe(200);
  await t.deps.db.update(users).set({ emailConfirmedAt: t.deps.now() }).where(eq(users.email, email));
  const login = await t.post('/api/auth/login', { lang: 'uk', email, password });
  expect(login.status).toBe(200);
  const [user] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`No account ${email} after its registration`);
  const token = login.body.data.access_token as string;
  return { token, userId: user.id, email, password, bearer: { authorization: `Bearer ${token}` } };
}
