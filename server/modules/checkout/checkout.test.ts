import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { carts } from '../../db/schema/carts.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { orders } from '../../db/schema/orders.ts';
import { productOptions, products } from '../../db/schema/catalog.ts';
import { startMailCatcher, type MailCatcher } from '../../testing/mail-catcher.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signedInAccount } from '../../testing/accounts.ts';
import { cartCall, cartTestShop, cartWith, setOption } from '../cart/cart.fixtures.ts';
import { orderAccessCookie } from './checkout.access.ts';
import { cookieFrom, directoryCity, newOrderKey, ukraineOrder } from './checkout.fixtures.ts';
import { findThankYou } from './checkout.thankyou.ts';

let t: TestApp;
let mail: MailCatcher;
let shop: Awaited<ReturnType<typeof cartTestShop>>;
let lviv: Awaited<ReturnType<typeof directoryCity>>;

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ env: { SMTP_URL: mail.url, PUBLIC_URL: 'https://tabir.example' } });
  shop = await cartTestShop(t);
  lviv = await directoryCity(t, { query: 'Льв' });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

const place = (body: Record<string, unknown>, headers: Record<string, string> = {}) => t.post('/api/checkout/place/ukraine', body, { 'x-forwarded-for': '203.0.113.7', ...headers });
const stockOf = async (optionId: number) => (await t.deps.db.select({ stock: productOptions.stock }).from(productOptions).where(eq(productOptions.id, optionId)))[0]!.stock;
const orderByNumber = async (number: string) => (await t.deps.db.select().from(orders).where(eq(orders.number, number)))[0]!;
const thankYouRequest = (cookie?: string) => new Request('https://tabir.example/cart/thankyou', { headers: cookie ? { cookie } : {} });

describe('the checkout summary', () => {
  it('prices every Ukrainian method for the picked city and the chosen one in the total', async () => {
    await setOption(t, shop.plate.options[0]!.id, { price: 120000, specialPrice: null, stock: 50 });
    const cartId = await cartWith(t, [{ product_id: shop.plate.id, count: 1 }]);
    const before = await t.post('/api/checkout/summary', { lang: 'uk', cart_id: cartId, region: 'ukraine' });
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ items_count: 1, subtotal: '1200.00', discount: '0.00', delivery_cost: null, total: '1200.00', delivery_options: [] });

    const summary = await t.post('/api/checkout/summary', { lang: 'uk', cart_id: cartId, region: 'ukraine', city_ref: lviv.city.city_ref, delivery_method: 'np_branch' });
    const options = summary.body.data.delivery_options;
    expect(options.map((option: { method: string }) => option.method)).toEqual(['np_branch', 'np_locker', 'np_courier', 'ukrposhta']);
    const branch = options[0];
    expect(branch).toMatchObject({ label: 'Нова пошта, у відділення', available: true, note: null });
    expect(Number(branch.cost)).toBeGreaterThan(0);
    expect(options[3]).toMatchObject({ cost: null, note: 'За тарифами перевізника' });
    expect(summary.body.data.delivery_cost).toBe(branch.cost);
    expect(summary.body.data.total).toBe((1200 + Number(branch.cost)).toFixed(2));
  });

  it('prices the international methods by the country zone and weight', async () => {
    const cartId = await cartWith(t, [{ product_id: shop.tent.id, option_id: shop.tent.options[0]!.id, count: 1 }]);
    const near = await t.post('/api/checkout/summary', { lang: 'en', cart_id: cartId, region: 'international', country: 'PL', delivery_method: 'intl_express' });
    const far = await t.post('/api/checkout/summary', { lang: 'en', cart_id: cartId, region: 'international', country: 'US', delivery_method: 'intl_express' });
    expect(near.body.data.delivery_options.map((option: { label: string }) => option.label)).toEqual([
      'Ukrposhta international parcel (10–20 days)',
      'Nova Post international express (3–7 days)',
    ]);
    expect(Number(far.body.data.delivery_cost)).toBeGreaterThan(Number(near.body.data.delivery_cost));
    expect((await t.post('/api/checkout/summary', { lang: 'en', cart_id: cartId, region: 'international', country: 'RU' })).status).toBe(422);
  });

  it('answers 404 for an unknown cart', async () => {
    const answer = await t.post('/api/checkout/summary', { lang: 'en', cart_id: '00000000-0000-4000-8000-000000000000', region: 'ukraine' });
    expect(answer.status).toBe(404);
  });
});

describe('placing a Ukrainian order', () => {
  it('recomputes the money (a tampered total is ignored), takes the stock, mails the buyer and opens the thank-you page in this browser only', async () => {
    const option = shop.plate.options[0]!;
    await setOption(t, option.id, { price: 120000, specialPrice: null, stock: 7 });
    const cartId = await cartWith(t, [{ product_id: shop.plate.id, count: 2 }]);
    const body = ukraineOrder({ cartId, ...lviv }, { total: '1.00', email: 'buyer.one@example.com' });

    const answer = await place(body);
    expect(answer.status).toBe(200);
    const { number, thankyou_url, payment } = answer.body.data;
    expect(number).toMatch(/^TB-2026-\d{5}$/);
    expect(payment).toBeNull();
    expect(thankyou_url).toBe(`/cart/thankyou?order=${number}&key=${body.idempotency_key}`);

    const order = await orderByNumber(number);
    expect(order.deliveryCost).toBeGreaterThan(0);
    expect(order).toMatchObject({ subtotal: 240000, discount: 0, total: 240000 + order.deliveryCost, customerPhone: '+380671234567', deliveryMethod: 'np_branch', paymentMethod: 'cash', userId: null });
    expect(order.deliveryDetails).toMatchObject({ settlement_ref: lviv.city.ref, warehouse_ref: lviv.branch.ref, warehouse_name: `${lviv.branch.name}: ${lviv.branch.address}` });
    expect(await stockOf(option.id)).toBe(5);
    expect(await t.deps.db.select().from(carts).where(eq(carts.id, cartId))).toEqual([]);

    const confirmation = await mail.next('buyer.one@example.com');
    expect(confirmation.subject).toBe(`Замовлення ${number} прийнято`);
    expect(confirmation.language).toBe('uk');
    expect(confirmation.text).toContain(lviv.branch.name);
    expect(confirmation.text).toContain('Оплата при отриманні');
    expect(confirmation.text).toContain(`https://tabir.example/cart/thankyou?order=${number}&key=${body.idempotency_key}`);

    const cookie = cookieFrom(answer.headers, orderAccessCookie);
    const seen = await findThankYou(t.deps.db, { request: thankYouRequest(cookie), number, key: body.idempotency_key, locale: 'uk', now: t.deps.now() });
    expect(seen?.order).toMatchObject({ number, status: 'new', payment_status: 'pending', payment_label: 'Оплата при отриманні', delivery: { label: 'Нова пошта, у відділення' } });
    expect(seen?.order.delivery.lines).toEqual([lviv.city.label, `${lviv.branch.name}: ${lviv.branch.address}`]);
    // The link without this browser's cookie, or the cookie with another key, shows nothing.
    expect(await findThankYou(t.deps.db, { request: thankYouRequest(), number, key: body.idempotency_key, locale: 'uk', now: t.deps.now() })).toBeNull();
    expect(await findThankYou(t.deps.db, { request: thankYouRequest(cookie), number, key: newOrderKey(), locale: 'uk', now: t.deps.now() })).toBeNull();
  });

  it('gives one order for the same key sent twice, at once, and mails once', async () => {
    const cartId = await cartWith(t, [{ product_id: shop.plate.id, count: 1 }]);
    const body = ukraineOrder({ cartId, ...lviv }, { email: 'twice@example.com' });
    const [first, second] = await Promise.all([place(body), place(body)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.data.number).toBe(first.body.data.number);
    const again = await place(body);
    expect(again.body.data.number).toBe(first.body.data.number);
    expect(await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.customerEmail, 'twice@example.com'))).toEqual([{ n: 1 }]);
    await mail.next('twice@example.com');
    await t.deps.jobs.drain();
    expect(mail.to('twice@example.com')).toHaveLength(1);
  });

  it('answers the order again to a twin that read its cart as it was being emptied', async () => {
    // On PostgreSQL a twin request may read the cart's row before the first one commits and its
    // lines after: an empty cart, which must not be refused as empty when the key placed an order.
    const cartId = await cartWith(t, [{ product_id: shop.plate.id, count: 1 }]);
    const body = ukraineOrder({ cartId, ...lviv }, { email: 'emptied@example.com' });
    const first = await place(body);
    expect(first.status).toBe(200);
    await t.deps.db.insert(carts).values({ id: cartId, expiresAt: new Date('2030-01-01T00:00:00Z') });
    const twin = await place(body);
    expect(twin.status).toBe(200);
    expect(twin.body.data.number).toBe(first.body.data.number);
    // Without an order of that key, an empty cart is still refused as empty.
    const empty = await place({ ...body, idempotency_key: newOrderKey() });
    expect(empty.status).toBe(409);
    expect(empty.body.errors.code).toBe('cart_empty');
  });

  it('does not answer the same key from another cart: a forwarded link does not open the order', async () => {
    const cartId = await cartWith(t, [{ product_id: shop.plate.id, count: 1 }]);
    const body = ukraineOrder({ cartId, ...lviv }, { email: 'forwarded@example.com' });
    expect((await place(body)).status).toBe(200);
    const strangersCart = await cartWith(t, [{ product_id: shop.plate.id, count: 1 }]);
    const stranger = await place({ ...body, cart_id: strangersCart, email: 'stranger@example.com' });
    expect(stranger.status).toBe(409);
    expect(stranger.body.errors.code).toBe('cart_not_found');
    expect(stranger.headers.getSetCookie().some((line) => line.startsWith(`${orderAccessCookie}=`))).toBe(false);
  });

  it('refuses a parcel heavier than the branch takes, and control characters in the address', async () => {
    const { weight } = (await t.deps.db.select({ weight: products.weight }).from(products).where(eq(products.id, shop.plate.id)))[0]!;
    await t.deps.db.update(products).set({ weight: 40_000 }).where(eq(products.id, shop.plate.id));
    const heavy = await cartWith(t, [{ product_id: shop.plate.id, count: 1 }]);
    const branches = await t.post('/api/delivery/warehouses', { lang: 'uk', settlement_ref: lviv.city.ref, kind: 'branch' });
    const small = branches.body.data.find((branch: { max_weight_kg: number | null }) => branch.max_weight_kg === 30);
    const answer = await place(ukraineOrder({ cartId: heavy, city: lviv.city, branch: small }));
    await t.deps.db.update(products).set({ weight }).where(eq(products.id, shop.plate.id));
    expect(answer.status).toBe(422);
    expect(answer.body.errors.params.warehouse_ref[0]).toMatch(/до 30 кг/);
    const control = await place(ukraineOrder({ cartId: heavy, ...lviv }, { comment: 'дзвоніть\u0000' }));
    expect(control.status).toBe(422);
    expect(Object.keys(control.body.errors.params)).toEqual(['comment']);
  });

  it('applies the cart coupon once and counts its use', async () => {
    await setOption(t, shop.plate.options[0]!.id, { price: 200000, specialPrice: null, stock: 50 });
    await t.deps.db.insert(coupons).values({ code: 'CHECKOUT10', type: 'percent', value: 10 });
    const cartId = await cartWith(t, [{ product_id: shop.plate.id, count: 1 }]);
    expect((await cartCall(t)('coupon', { cart_id: cartId, coupon: 'checkout10' })).status).toBe(200);
    const answer = await place(ukraineOrder({ cartId, ...lviv }, { email: 'coupon@example.com' }));
    expect(answer.status).toBe(200);
    const order = await orderByNumber(answer.body.data.number);
    expect(order).toMatchObject({ subtotal: 200000, discount: 20000, couponCode: 'CHECKOUT10', total: 180000 + order.deliveryCost });
    expect((await t.deps.db.select({ used: coupons.usedCount }).from(coupons).where(eq(coupons.code, 'CHECKOUT10')))[0]!.used).toBe(1);
  });

  it('delivers free from the threshold in the settings', async () => {
    await setOption(t, shop.plate.options[0]!.id, { price: 350000, specialPrice: null, stock: 50 });
    const cartId = await cartWith(t, [{ product_id: shop.plate.id, count: 1 }]);
    const summary = await t.post('/api/checkout/summary', { lang: 'uk', cart_id: cartId, region: 'ukraine', city_ref: lviv.city.city_ref, delivery_method: 'np_courier' });
    expect(summary.body.data).toMatchObject({ delivery_cost: '0.00', total: '3500.00' });
    // Ukrposhta is paid at the post office: free delivery cannot cover it.
    expect(summary.body.data.delivery_options[3]).toMatchObject({ method: 'ukrposhta', cost: null, note: 'За тарифами перевізника' });
    const answer = await place(ukraineOrder({ cartId, ...lviv }, { email: 'free@example.com', delivery_method: 'np_courier', warehouse_ref: undefined, street: 'вул. Зелена', house: '12', apartment: '5' }));
    expect(answer.status).toBe(200);
    const order = await orderByNumber(answer.body.data.number);
    expect(order).toMatchObject({ deliveryCost: 0, total: 350000 });
    expect(order.deliveryDetails).toMatchObject({ street: 'вул. Зелена', house: '12', apartment: '5' });
  });

  it('makes out an invoice with the shop requisites for a company', async () => {
    const cartId = await cartWith(t, [{ product_id: shop.plate.id, count: 1 }]);
    const body = ukraineOrder({ cartId, ...lviv }, { email: 'company@example.com', payment_method: 'invoice', company_name: 'ТОВ «Захист»', company_code: '12345678' });
    const answer = await place(body);
    expect(answer.status).toBe(200);
    const { number } = answer.body.data;
    const cookie = cookieFrom(answer.headers, orderAccessCookie);
    const seen = await findThankYou(t.deps.db, { request: thankYouRequest(cookie), number, key: body.idempotency_key, locale: 'uk', now: t.deps.now() });
    expect(seen?.invoice).toMatchObject({ number: number.replace('TB-', 'INV-'), requisites: { code: '45123987', iban: 'UA213223130000026007233566001' } });
    const invoiceMail = await mail.next('company@example.com');
    expect(invoiceMail.text).toContain(number.replace('TB-', 'INV-'));
    expect(invoiceMail.text).toContain('UA213223130000026007233566001');
    expect((await orderByNumber(number)).deliveryDetails).toMatchObject({ company_name: 'ТОВ «Захист»', company_code: '12345678' });
  });
});

describe('refusals', () => {
  it('reports every missing field of the three steps in the language of the request', async () => {
    const uk = await place({ lang: 'uk' });
    expect(uk.status).toBe(422);
    expect(uk.body.errors.params).toMatchObject({
      name: ["Введіть свої ім'я та прізвище"],
      phone: ['Вкажіть номер телефону'],
      settlement_ref: ['Оберіть населений пункт зі списку'],
      delivery_method: ['Оберіть спосіб доставки'],
      payment_method: ['Оберіть спосіб оплати'],
      policy: ['Підтвердіть згоду з договором оферти та політикою конфіденційності'],
    });
    const en = await t.post('/api/checkout/place/international', { lang: 'en', policy: false }, { 'x-forwarded-for': '203.0.113.7' });
    expect(en.status).toBe(422);
    expect(en.body.errors.params).toMatchObject({
      name: ['Enter your first and last name'],
      country: ['Choose the country of delivery'],
      city: ['Enter the city'],
      payment_method: ['Choose a payment method'],
      policy: ['Confirm that you agree to the public offer and the privacy policy'],
    });
  });

  it('refuses a branch of another city, a bad phone and card payment the shop cannot take, writing nothing', async () => {
    const kyiv = await directoryCity(t, { query: 'Київ' });
    const cartId = await cartWith(t, [{ product_id: shop.plate.id, count: 1 }]);
    const before = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(orders);

    const foreignBranch = await place(ukraineOrder({ cartId, city: lviv.city, branch: kyiv.branch }));
    expect(foreignBranch.status).toBe(422);
    expect(foreignBranch.body.errors.params.warehouse_ref).toEqual(['Цього відділення немає в обраному населеному пункті. Оберіть його зі списку ще раз.']);

    const otherCityPrice = await place(ukraineOrder({ cartId, city: { ...lviv.city, city_ref: kyiv.city.city_ref }, branch: lviv.branch }));
    expect(otherCityPrice.status).toBe(422);
    expect(Object.keys(otherCityPrice.body.errors.params)).toEqual(['city_ref']);

    const badPhone = await place(ukraineOrder({ cartId, ...lviv }, { phone: '+48 601 234 567' }));
    expect(badPhone.body.errors.params.phone).toEqual(['Вкажіть український номер, наприклад 067 123 45 67']);

    const card = await place(ukraineOrder({ cartId, ...lviv }, { payment_method: 'liqpay' }));
    expect(card.status).toBe(422);
    expect(card.body.errors.params.payment_method).toEqual(['Оплата карткою зараз недоступна. Оберіть інший спосіб оплати.']);

    expect(await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(orders)).toEqual(before);
    expect((await t.deps.db.select().from(carts).where(eq(carts.id, cartId))).length).toBe(1);
  });

  it('gives the last unit to exactly one of 20 buyers at once; the others hear why and keep their carts', async () => {
    const option = shop.carrier.options[0]!;
    await setOption(t, option.id, { stock: 20 });
    const cartIds: string[] = [];
    for (let buyer = 0; buyer < 20; buyer += 1) cartIds.push(await cartWith(t, [{ product_id: shop.carrier.id, option_id: option.id, count: 1 }]));
    await setOption(t, option.id, { stock: 1 });

    const answers = await Promise.all(
      cartIds.map((cartId, buyer) => place(ukraineOrder({ cartId, ...lviv }, { email: `racer${buyer}@example.com` }), { 'x-forwarded-for': `198.51.100.${buyer + 1}` })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refusals = answers.filter((answer) => answer.status === 409);
    expect(refusals).toHaveLength(19);
    for (const refusal of refusals) {
      expect(refusal.body.errors).toMatchObject({ code: 'out_of_stock', option_ids: [option.id], message: expect.stringContaining('розкупили') });
    }
    expect(await stockOf(option.id)).toBe(0);
    expect((await t.deps.db.select().from(carts).where(sql`${carts.id} in ${cartIds}`)).length).toBe(19);
    // The kept carts now say what is missing.
    const kept = await cartCall(t)('get', { cart_id: cartIds.find((_, index) => answers[index]!.status === 409) });
    expect(kept.body.data.products[0].alert).not.toBe('');
  });

  it('answers 409 for a cart that is gone', async () => {
    const answer = await place(ukraineOrder({ cartId: '00000000-0000-4000-8000-000000000000', ...lviv }));
    expect(answer.status).toBe(409);
    expect(answer.body.errors.code).toBe('cart_not_found');
  });
});

describe('an account order', () => {
  it('belongs to the account, shows in its cabinet, and opens its thank-you page without the browser key', async () => {
    const account = await signedInAccount(t, { email: 'checkout.account@example.com' });
    const cartId = await cartWith(t, [{ product_id: shop.plate.id, count: 1 }]);
    const answer = await place(ukraineOrder({ cartId, ...lviv }, { email: account.email, lang: 'en' }), account.bearer);
    expect(answer.status).toBe(200);
    const { number } = answer.body.data;
    const list = await t.post('/api/profile/orders', { lang: 'en' }, account.bearer);
    expect(list.body.data.orders[0]).toMatchObject({ number, status: 'new' });
    const single = await t.post('/api/profile/orders/get', { lang: 'en', number }, account.bearer);
    expect(single.body.data).toMatchObject({ payment_label: 'Cash on delivery', delivery: { label: 'Nova Poshta, to a branch' } });
    const seen = await findThankYou(t.deps.db, { request: thankYouRequest(`accessToken=${account.token}`), number, key: null, locale: 'en', now: t.deps.now() });
    expect(seen?.order.number).toBe(number);
    await t.deps.jobs.drain();
    const confirmation = mail.to(account.email).find((message) => message.subject === `Order ${number} received`);
    expect(confirmation?.language).toBe('en');
    expect(confirmation?.text).toContain(`https://tabir.example/en/cabinet/orders?order=${number}`);
  });
});

describe('a product taken off sale while in the cart', () => {
  it('cannot be ordered', async () => {
    const cartId = await cartWith(t, [{ product_id: shop.tent.id, option_id: shop.tent.options[2]!.id, count: 1 }]);
    await t.deps.db.update(products).set({ isActive: false }).where(eq(products.id, shop.tent.id));
    const answer = await place(ukraineOrder({ cartId, ...lviv }, { email: 'inactive@example.com' }));
    await t.deps.db.update(products).set({ isActive: true }).where(eq(products.id, shop.tent.id));
    expect(answer.status).toBe(409);
    expect(answer.body.errors.code).toBe('out_of_stock');
    expect(await t.deps.db.select().from(orders).where(eq(orders.customerEmail, 'inactive@example.com'))).toEqual([]);
  });
});

describe('the summary under load', () => {
  it('answers 429 with Retry-After once one network address asks too often', async () => {
    const cartId = await cartWith(t, [{ product_id: shop.plate.id, count: 1 }]);
    const ask = () => t.post('/api/checkout/summary', { lang: 'en', cart_id: cartId, region: 'ukraine' }, { 'x-forwarded-for': '192.0.2.77' });
    const answers = [];
    for (let i = 0; i < 600; i += 1) answers.push((await ask()).status);
    expect(answers.every((status) => status === 200)).toBe(true);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await t.post('/api/checkout/summary', { lang: 'en', cart_id: cartId, region: 'ukraine' }, { 'x-forwarded-for': '192.0.2.78' })).status).toBe(200);
  });
});
