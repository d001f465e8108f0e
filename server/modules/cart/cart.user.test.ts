import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accessTokens, users } from '../../db/schema/users.ts';
import { carts } from '../../db/schema/carts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { hashToken } from '../auth/auth.tokens.ts';

let t: TestApp;
const liveToken = 'live-token-0123456789abcdef';
const expiredToken = 'expired-token-0123456789abcdef';

beforeAll(async () => {
  t = await createTestApp();
  const [user] = await t.deps.db
    .insert(users)
    .values({ name: 'Оксана Test', email: 'oksana@example.com', passwordHash: 'x' })
    .returning({ id: users.id });
  await t.deps.db.insert(accessTokens).values([
    { userId: user!.id, tokenHash: hashToken(liveToken), expiresAt: new Date('2026-11-02T10:00:00Z') },
    { userId: user!.id, tokenHash: hashToken(expiredToken), expiresAt: new Date('2026-10-01T10:00:00Z') },
  ]);
  const added = await t.post('/api/cart/add', { lang: 'uk', product_id: await singleOptionProduct(), count: 3 });
  expect(added.status).toBe(200);
  await t.deps.db.update(carts).set({ userId: user!.id }).where(eq(carts.id, added.body.data.cart_id));
});
afterAll(() => t.close());

/** A product the cart takes without a size or colour choice. */
async function singleOptionProduct(): Promise<number> {
  const { body } = await t.post('/api/search', { lang: 'uk', string: 'ніж', per_page: 48 });
  const product = (body.data.products.data as { id: number; options: number; in_stock: boolean }[]).find((card) => card.options === 1 && card.in_stock);
  expect(product).toBeDefined();
  return product!.id;
}

describe('POST /api/cart/count for a signed-in shopper', () => {
  it('counts the user’s own cart with a bearer token and no cart_id', async () => {
    const { status, body } = await t.post('/api/cart/count', { lang: 'uk' }, { authorization: `Bearer ${liveToken}` });
    expect(status).toBe(200);
    expect(body.data).toBe(3);
  });

  it('accepts the token from the accessToken cookie too', async () => {
    // As a browser sends it from the shop's own page.
    const { body } = await t.post('/api/cart/count', { lang: 'uk' }, { cookie: `accessToken=${liveToken}`, 'sec-fetch-site': 'same-origin' });
    expect(body.data).toBe(3);
  });

  it('counts nothing for an unknown or expired token', async () => {
    expect((await t.post('/api/cart/count', { lang: 'uk' }, { authorization: 'Bearer not-a-real-token-000000' })).body.data).toBe(0);
    expect((await t.post('/api/cart/count', { lang: 'uk' }, { authorization: `Bearer ${expiredToken}` })).body.data).toBe(0);
    expect((await t.post('/api/cart/count', { lang: 'uk' }, { authorization: 'Bearer x' })).body.data).toBe(0);
  });

  it('counts the cart named by cart_id when one is given', async () => {
    const other = await t.post('/api/cart/add', { lang: 'uk', product_id: await singleOptionProduct() });
    const { body } = await t.post('/api/cart/count', { lang: 'uk', cart_id: other.body.data.cart_id }, { authorization: `Bearer ${liveToken}` });
    expect(body.data).toBe(1);
  });
});
