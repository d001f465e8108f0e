import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { carts } from '../../db/schema/carts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signedInAccount } from '../../testing/accounts.ts';
import { cartCall, cartTestShop, setOption } from './cart.fixtures.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof cartTestShop>>;
let call: ReturnType<typeof cartCall>;

beforeAll(async () => {
  t = await createTestApp();
  shop = await cartTestShop(t);
  call = cartCall(t);
});
afterAll(() => t.close());

const linesOf = (cart: { products: { option_id: number; count: number }[] }) =>
  Object.fromEntries(cart.products.map((line) => [line.option_id, line.count]));

describe('POST /api/cart/attach', () => {
  it('needs a signed-in account', async () => {
    expect((await t.post('/api/cart/attach', { lang: 'uk' })).status).toBe(401);
  });

  it('makes the guest cart the account’s cart when it has none', async () => {
    const me = await signedInAccount(t, { email: 'attach-one@example.com' });
    const guest = (await call('add', { product_id: shop.plate.id, count: 2 })).body.data;
    const { status, body } = await t.post('/api/cart/attach', { lang: 'uk', cart_id: guest.cart_id }, me.bearer);
    expect(status).toBe(200);
    expect(body.data.cart_id).toBe(guest.cart_id);
    const [row] = await t.deps.db.select({ userId: carts.userId }).from(carts).where(eq(carts.id, guest.cart_id));
    expect(row!.userId).toBe(me.userId);
    expect((await t.post('/api/cart/count', { lang: 'uk' }, me.bearer)).body.data).toBe(2);
  });

  it('merges the guest cart into the account’s cart, capped at stock, and removes the guest cart', async () => {
    const me = await signedInAccount(t, { email: 'attach-two@example.com' });
    const own = (await call('add', { product_id: shop.tent.id, option_id: shop.tent.options[0]!.id, count: 3 })).body.data;
    await t.post('/api/cart/attach', { lang: 'uk', cart_id: own.cart_id }, me.bearer);

    await setOption(t, shop.tent.options[0]!.id, { stock: 4 });
    const guest = (await call('add', { product_id: shop.tent.id, option_id: shop.tent.options[0]!.id, count: 3 })).body.data;
    await call('add', { product_id: shop.plate.id, count: 1, cart_id: guest.cart_id });

    const { body } = await t.post('/api/cart/attach', { lang: 'en', cart_id: guest.cart_id }, me.bearer);
    expect(body.data.cart_id).toBe(own.cart_id);
    expect(linesOf(body.data)).toEqual({ [shop.tent.options[0]!.id]: 4, [shop.plate.options[0]!.id]: 1 });
    expect(await t.deps.db.select().from(carts).where(eq(carts.id, guest.cart_id))).toHaveLength(0);
    await setOption(t, shop.tent.options[0]!.id, { stock: 50 });
  });

  it('answers the account’s cart without a guest cart, and null when there is none', async () => {
    const me = await signedInAccount(t, { email: 'attach-three@example.com' });
    expect((await t.post('/api/cart/attach', { lang: 'uk' }, me.bearer)).body).toEqual({ data: null });
    const unknown = await t.post('/api/cart/attach', { lang: 'uk', cart_id: '00000000-0000-4000-8000-000000000000' }, me.bearer);
    expect(unknown.body).toEqual({ data: null });
    expect((await t.post('/api/cart/attach', { lang: 'uk', cart_id: 'not-a-uuid' }, me.bearer)).status).toBe(422);
  });

  it('never takes a cart that belongs to another account', async () => {
    const owner = await signedInAccount(t, { email: 'attach-owner@example.com' });
    const thief = await signedInAccount(t, { email: 'attach-thief@example.com' });
    const owned = (await call('add', { product_id: shop.plate.id, count: 1 })).body.data;
    await t.post('/api/cart/attach', { lang: 'uk', cart_id: owned.cart_id }, owner.bearer);
    const { body } = await t.post('/api/cart/attach', { lang: 'uk', cart_id: owned.cart_id }, thief.bearer);
    expect(body.data).toBeNull();
    const [row] = await t.deps.db.select({ userId: carts.userId }).from(carts).where(eq(carts.id, owned.cart_id));
    expect(row!.userId).toBe(owner.userId);
  });
});
