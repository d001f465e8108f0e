import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { products } from '../../db/schema/catalog.ts';
import { orderLines } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signedInAccount } from '../../testing/accounts.ts';
import { insertOrder } from '../../testing/orders.ts';
import { linkIn, startMailCatcher, tokenOf, type MailCatcher } from '../../testing/mail-catcher.ts';

let t: TestApp;
let mail: MailCatcher;
let alice: Awaited<ReturnType<typeof signedInAccount>>;
let bohdan: Awaited<ReturnType<typeof signedInAccount>>;
let productIds: number[];

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ env: { SMTP_URL: mail.url } });
  alice = await signedInAccount(t, { email: 'alisa@example.com', name: 'Аліса Мирна' });
  bohdan = await signedInAccount(t, { email: 'bohdan@example.com', name: 'Богдан Хмара' });
  productIds = (await t.deps.db.select({ id: products.id }).from(products).where(eq(products.isActive, true)).orderBy(asc(products.id)).limit(5)).map(
    (row) => row.id,
  );
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

async function placeOrder(userId: number, number: string, createdAt: Date) {
  const order = await insertOrder(t.deps.db, { number, userId, createdAt });
  await t.deps.db.insert(orderLines).values({ orderId: order.id, productId: productIds[0], sku: 'SKU-1', name: 'Намет', price: 125000, count: 2, total: 250000 });
}

describe('profile', () => {
  it('answers 401 to every account call without a live token', async () => {
    for (const path of ['get', 'update', 'password', 'wishlist/get', 'wishlist/update', 'wishlist/sync', 'orders', 'orders/get']) {
      const anonymous = await t.post(`/api/profile/${path}`, { lang: 'en' });
      expect(anonymous.status, path).toBe(401);
      expect(anonymous.body.errors.message).toBeTruthy();
      const forged = await t.post(`/api/profile/${path}`, { lang: 'en' }, { authorization: 'Bearer made-up-token-0123456789' });
      expect(forged.status, path).toBe(401);
    }
  });

  it('reads the signed-in profile by bearer and by cookie', async () => {
    const byBearer = await t.post('/api/profile/get', { lang: 'uk' }, alice.bearer);
    expect(byBearer.body.data).toEqual({ name: 'Аліса Мирна', email: 'alisa@example.com', pending_email: null });
    const byCookie = await t.post('/api/profile/get', { lang: 'uk' }, { cookie: `accessToken=${alice.token}`, 'sec-fetch-site': 'same-origin' });
    expect(byCookie.body.data.email).toBe('alisa@example.com');
  });

  it('refuses a cookie-authenticated change from another site (CSRF) and changes nothing', async () => {
    const forged = await t.post(
      '/api/profile/update',
      { lang: 'en', name: 'Hacked Name', email: 'alisa@example.com' },
      { cookie: `accessToken=${alice.token}`, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(forged.status).toBe(403);
    // The refusal comes before the body is read, so its language is the browser's (none here: uk).
    expect(forged.body.errors.message).toBe('Запит надійшов не зі сторінки магазину');
    const [user] = await t.deps.db.select({ name: users.name }).from(users).where(eq(users.id, alice.userId));
    expect(user!.name).toBe('Аліса Мирна');
  });

  it('validates the profile form like registration, in the request language', async () => {
    const { status, body } = await t.post('/api/profile/update', { lang: 'en', name: 'Al1', email: 'nope' }, alice.bearer);
    expect(status).toBe(422);
    expect(body.errors.params.name).toEqual(['Your name must have at least 4 characters', 'Your name may contain only letters, apostrophes, spaces and a hyphen between letters']);
    expect(body.errors.params.email).toEqual(['Email must contain “@” and a domain, for example name@example.com']);
  });

  it("keeps the hyphen of a double-barrelled surname, at registration and in the profile", async () => {
    const account = await signedInAccount(t, { email: 'koval@example.com', name: "Ірина Коваль-Мар'янчук" });
    const nameOf = async () => (await t.deps.db.select({ name: users.name }).from(users).where(eq(users.id, account.userId)))[0]!.name;
    expect(await nameOf()).toBe("Ірина Коваль-Мар'янчук");
    const renamed = await t.post('/api/profile/update', { lang: 'uk', name: 'Олена Петренко-Гай', email: account.email }, account.bearer);
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.name).toBe('Олена Петренко-Гай');
    expect(await nameOf()).toBe('Олена Петренко-Гай');
    const dangling = await t.post('/api/profile/update', { lang: 'uk', name: 'Олена Петренко-', email: account.email }, account.bearer);
    expect(dangling.body.errors.params.name).toEqual(["Ім'я може містити лише літери, апостроф, пробіл і дефіс між літерами"]);
  });

  it('renames at once and moves to a new address only through the link mailed to it', async () => {
    const { status, body } = await t.post(
      '/api/profile/update',
      { lang: 'en', name: "Аліса Мир'на", email: 'Alisa.New@example.com', current_password: alice.password },
      alice.bearer,
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ name: "Аліса Мир'на", email: 'alisa@example.com', pending_email: 'alisa.new@example.com' });
    const message = await mail.next('alisa.new@example.com');
    expect(message.subject).toBe('Confirm your new email address');
    expect((await t.post('/api/profile/get', { lang: 'en' }, alice.bearer)).body.data.pending_email).toBe('alisa.new@example.com');

    const link = linkIn(message, '/en/profile/user-email-confirm/token/');
    const confirmed = await t.post('/api/profile/email-confirm', { lang: 'en', token: tokenOf(link) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.email).toBe('alisa.new@example.com');
    expect((await t.post('/api/profile/get', { lang: 'en' }, alice.bearer)).body.data).toEqual({
      name: "Аліса Мир'на",
      email: 'alisa.new@example.com',
      pending_email: null,
    });
    // The confirming browser was not signed in: no cookie to refresh.
    expect(confirmed.headers.getSetCookie()).toEqual([]);
    // Opened again, it still says the address is the account's.
    expect((await t.post('/api/profile/email-confirm', { lang: 'en', token: tokenOf(link) })).body.data.email).toBe('alisa.new@example.com');
    expect((await t.post('/api/auth/login', { lang: 'en', email: 'alisa.new@example.com', password: alice.password })).status).toBe(200);
    expect((await t.post('/api/auth/login', { lang: 'en', email: 'alisa@example.com', password: alice.password })).body.errors.code).toBe(112);
  });

  it('refreshes the user cookie on a rename, and on an address change confirmed where the account is signed in', async () => {
    const renamed = await t.post('/api/profile/update', { lang: 'en', name: 'Богдан Хмаренко', email: 'bohdan@example.com' }, bohdan.bearer);
    const cookie = (response: { headers: Headers }) => decodeURIComponent(response.headers.getSetCookie().find((value) => value.startsWith('user='))!.split(';')[0]!.slice(5));
    expect(JSON.parse(cookie(renamed))).toEqual({ name: 'Богдан Хмаренко', email: 'bohdan@example.com' });

    await t.post('/api/profile/update', { lang: 'en', name: 'Богдан Хмаренко', email: 'bohdan.two@example.com', current_password: bohdan.password }, bohdan.bearer);
    const token = tokenOf(linkIn(await mail.next('bohdan.two@example.com'), '/profile/user-email-confirm/token/'));
    const confirmed = await t.post('/api/profile/email-confirm', { lang: 'en', token }, bohdan.bearer);
    expect(JSON.parse(cookie(confirmed))).toEqual({ name: 'Богдан Хмаренко', email: 'bohdan.two@example.com' });
    bohdan.email = 'bohdan.two@example.com';
  });

  it('changes the password only with the right old one, and ends the other sessions', async () => {
    const other = (await t.post('/api/auth/login', { lang: 'en', email: bohdan.email, password: bohdan.password })).body.data.access_token;
    const wrong = await t.post('/api/profile/password', { lang: 'en', old_password: 'not-my-password', password: 'new-pass-word', password_confirmation: 'new-pass-word' }, bohdan.bearer);
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.params.old_password).toEqual(['Old password is not correct']);
    const wrongUk = await t.post('/api/profile/password', { lang: 'uk', old_password: 'not-my-password', password: 'new-pass-word', password_confirmation: 'new-pass-word' }, bohdan.bearer);
    expect(wrongUk.body.errors.params.old_password).toEqual(['Поточний пароль неправильний']);
    const short = await t.post('/api/profile/password', { lang: 'en', old_password: bohdan.password, password: 'short', password_confirmation: 'short' }, bohdan.bearer);
    expect(short.body.errors.params.password).toEqual(['The password must have at least 8 characters']);

    const done = await t.post('/api/profile/password', { lang: 'en', old_password: bohdan.password, password: 'new-pass-word', password_confirmation: 'new-pass-word' }, bohdan.bearer);
    expect(done.status).toBe(200);
    expect((await t.post('/api/profile/get', { lang: 'en' }, bohdan.bearer)).status).toBe(200);
    expect((await t.post('/api/profile/get', { lang: 'en' }, { authorization: `Bearer ${other}` })).status).toBe(401);
    expect((await t.post('/api/auth/login', { lang: 'en', email: bohdan.email, password: 'new-pass-word' })).status).toBe(200);
  });
});

describe('account wishlist', () => {
  it('toggles a product and answers the whole list', async () => {
    const added = await t.post('/api/profile/wishlist/update', { product_id: productIds[0] }, alice.bearer);
    expect(added.body.data).toEqual({ wishlist_product_ids: [productIds[0]] });
    const second = await t.post('/api/profile/wishlist/update', { product_id: productIds[1] }, alice.bearer);
    expect(second.body.data.wishlist_product_ids).toEqual([productIds[0], productIds[1]]);
    const removed = await t.post('/api/profile/wishlist/update', { product_id: productIds[0] }, alice.bearer);
    expect(removed.body.data.wishlist_product_ids).toEqual([productIds[1]]);
    const unknown = await t.post('/api/profile/wishlist/update', { lang: 'en', product_id: 99_999_999 }, alice.bearer);
    expect(unknown.status).toBe(404);
    expect((await t.post('/api/profile/wishlist/update', { product_id: 'x' }, alice.bearer)).status).toBe(422);
  });

  it('merges a local list on sign-in: the account’s own first, unknown ids left out, no duplicates', async () => {
    const { status, body } = await t.post('/api/profile/wishlist/sync', { wishlist: [productIds[2], productIds[1], 99_999_999, productIds[3], productIds[2]] }, alice.bearer);
    expect(status).toBe(200);
    expect(body.data.wishlist_product_ids).toEqual([productIds[1], productIds[2], productIds[3]]);
    expect((await t.post('/api/profile/wishlist/get', {}, alice.bearer)).body.data.wishlist_product_ids).toEqual([productIds[1], productIds[2], productIds[3]]);
    const tooMany = await t.post('/api/profile/wishlist/sync', { lang: 'en', wishlist: Array.from({ length: 101 }, (_, i) => i + 1) }, alice.bearer);
    expect(tooMany.status).toBe(422);
  });

  it('keeps each account’s wishlist its own', async () => {
    expect((await t.post('/api/profile/wishlist/get', {}, bohdan.bearer)).body.data.wishlist_product_ids).toEqual([]);
    await t.post('/api/profile/wishlist/update', { product_id: productIds[4] }, bohdan.bearer);
    expect((await t.post('/api/profile/wishlist/get', {}, alice.bearer)).body.data.wishlist_product_ids).not.toContain(productIds[4]);
  });
});

describe('account orders', () => {
  it('lists only the signed-in account’s orders, newest first, and opens only its own', async () => {
    await placeOrder(alice.userId, 'TB-2026-00001', new Date('2026-10-01T10:00:00Z'));
    await placeOrder(alice.userId, 'TB-2026-00002', new Date('2026-10-05T10:00:00Z'));
    await placeOrder(bohdan.userId, 'TB-2026-00003', new Date('2026-10-06T10:00:00Z'));

    const list = await t.post('/api/profile/orders', { lang: 'uk' }, alice.bearer);
    expect(list.status).toBe(200);
    expect(list.body.data.orders.map((order: { number: string }) => order.number)).toEqual(['TB-2026-00002', 'TB-2026-00001']);
    expect(list.body.data.orders[0]).toMatchObject({ status: 'new', payment_status: 'pending', total: '2500.00', currency_code: 'UAH', items_count: 2 });
    expect(list.body.data.pagination).toEqual({ page: 1, pages: 1, total: 2 });

    const own = await t.post('/api/profile/orders/get', { lang: 'uk', number: 'TB-2026-00001' }, alice.bearer);
    expect(own.status).toBe(200);
    expect(own.body.data.lines).toEqual([expect.objectContaining({ name: 'Намет', price: '1250.00', count: 2, total: '2500.00' })]);

    const others = await t.post('/api/profile/orders/get', { lang: 'en', number: 'TB-2026-00003' }, alice.bearer);
    expect(others.status).toBe(404);
    expect(others.body.errors.message).toBe('Order not found');
    expect((await t.post('/api/profile/orders', { lang: 'uk' }, bohdan.bearer)).body.data.orders).toHaveLength(1);
  });

  it('answers an empty list to an account without orders', async () => {
    const fresh = await signedInAccount(t, { email: 'fresh@example.com' });
    const { body } = await t.post('/api/profile/orders', { lang: 'en', page: 3 }, fresh.bearer);
    expect(body.data).toEqual({ orders: [], pagination: { page: 1, pages: 1, total: 0 } });
  });
});
