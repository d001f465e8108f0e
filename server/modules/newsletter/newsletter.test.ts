import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { newsletterSubscribers } from '../../db/schema/content.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function rowsFor(email: string): Promise<number> {
  const [row] = await t.deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return row!.n;
}

describe('POST /api/news/subscribe', () => {
  it('stores a new address once and answers a success', async () => {
    const { status, body } = await t.post('/api/news/subscribe', { email: 'olena@example.com', lang: 'uk' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ subscribed: true, created: true });
    expect(await rowsFor('olena@example.com')).toBe(1);
  });

  it('treats a repeat, in any letter case and with spaces, as a success without a second row', async () => {
    await t.post('/api/news/subscribe', { email: 'taras@example.com' });
    const { status, body } = await t.post('/api/news/subscribe', { email: '  Taras@Example.COM ', lang: 'en' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ subscribed: true, created: false });
    expect(body.data.message).toBe('Thank you! You are subscribed to Tabir news.');
    expect(await rowsFor('taras@example.com')).toBe(1);
  });

  it('refuses a bad or missing address with a message in the request language', async () => {
    const bad = await t.post('/api/news/subscribe', { email: 'not-an-email', lang: 'en' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.params.email).toEqual(['Email must contain “@” and a domain, for example name@example.com']);

    const empty = await t.post('/api/news/subscribe', { email: '', lang: 'uk' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.params.email).toEqual(['Заповніть поле email']);

    const missing = await t.post('/api/news/subscribe', { lang: 'uk' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.params.email).toEqual(['Заповніть поле email']);
    expect(await rowsFor('not-an-email')).toBe(0);
  });
});
