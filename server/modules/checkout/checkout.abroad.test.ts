import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { orders, payments } from '../../db/schema/orders.ts';
import { transferRequisites } from '../../../common/checkout.ts';
import { swiftRequisites } from '../../db/seed/data/settings.ts';
import { productOptions } from '../../db/schema/catalog.ts';
import { currencies, siteSettings } from '../../db/schema/settings.ts';
import { startMailCatcher, type MailCatcher } from '../../testing/mail-catcher.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signedInAccount } from '../../testing/accounts.ts';
import { getUserOrderToPay } from '../profile/profile.orders.ts';
import { cartTestShop, cartWith, setOption } from '../cart/cart.fixtures.ts';
import { getSettings } from '../settings/settings.service.ts';
import { orderAccessCookie } from './checkout.access.ts';
import { cookieFrom, internationalOrder } from './checkout.fixtures.ts';
import { availablePaymentMethods, checkoutPaymentMethods } from './checkout.methods.ts';
import { findThankYou } from './checkout.thankyou.ts';

/** The demo shop's SWIFT details as a euro transfer shows them. */
const euroTransferRequisites = transferRequisites(swiftRequisites, 'EUR');

// A fresh install: the demo settings (with SWIFT details), no LiqPay keys.
let t: TestApp;
let mail: MailCatcher;
let shop: Awaited<ReturnType<typeof cartTestShop>>;

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ env: { SMTP_URL: mail.url, PUBLIC_URL: 'https://tabir.example' } });
  shop = await cartTestShop(t);
  // Known rates: an order of 3,920 ₴ (the 3,200 ₴ plate and 720 ₴ delivery) is €84.63 and $94.12.
  await setRate('EUR', '0.02159');
  await setRate('USD', '0.02401');
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

const placeAbroad = (body: Record<string, unknown>) => t.post('/api/checkout/place/international', body, { 'x-forwarded-for': '203.0.113.21' });
const orderByNumber = async (number: string) => (await t.deps.db.select().from(orders).where(eq(orders.number, number)))[0]!;
const paymentOf = async (orderId: number) => (await t.deps.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;
/** Sets a rate in the database only: the pages' cached settings keep the old one for a while. */
const setRate = (code: string, rate: string) => t.deps.db.update(currencies).set({ rate }).where(eq(currencies.code, code));
const orderCount = async () => (await t.deps.db.select({ count: sql<number>`count(*)::int` }).from(orders))[0]!.count;

async function placeOrder(overrides: Record<string, unknown>) {
  await setOption(t, shop.plate.options[0]!.id, { price: 320000, specialPrice: null, stock: 50 });
  const cartId = await cartWith(t, [{ product_id: shop.plate.id, count: 1 }]);
  const body = internationalOrder({ cartId }, overrides);
  const answer = await placeAbroad(body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const { number } = answer.body.data;
  const cookie = cookieFrom(answer.headers, orderAccessCookie);
  const thankYou = await findThankYou(t.deps.db, {
    request: new Request('https://tabir.example/cart/thankyou', { headers: { cookie } }),
    number,
    key: body.idempotency_key as string,
    locale: body.lang as 'uk' | 'en',
    now: t.deps.now(),
  });
  return { answer, number, thankYou, order: await orderByNumber(number) };
}

describe('payment methods abroad on a fresh install', () => {
  it('offers a bank transfer and payment after confirmation, but no card, and says so to the pages', async () => {
    expect(await availablePaymentMethods(t.deps, { region: 'international', locale: 'en' })).toEqual(['swift', 'after_confirmation']);
    expect(await availablePaymentMethods(t.deps, { region: 'ukraine', locale: 'uk' })).toEqual(['cash', 'invoice']);
    const settings = await getSettings(t.deps.db, { locale: 'uk' });
    expect(checkoutPaymentMethods(settings, t.deps.config)).toEqual({ ukraine: ['cash', 'invoice'], international: ['swift', 'after_confirmation'] });
  });

  it('places a transfer order in the euros the shopper saw, with the SWIFT details and the order number as reference on the page and in the mail', async () => {
    const { answer, number, thankYou, order } = await placeOrder({ email: 'swift.eur@example.com', payment_method: 'swift', currency: 'EUR' });
    expect(answer.body.data.payment).toBeNull();
    expect(order).toMatchObject({ paymentMethod: 'swift', paymentStatus: 'pending', status: 'new', currencyCode: 'EUR' });
    expect(order.total).toBe(392000);
    expect(await paymentOf(order.id)).toMatchObject({ provider: 'swift', status: 'pending', currencyCode: 'EUR', amount: 8463 });
    const amount = '84.63';

    expect(thankYou?.invoice).toBeNull();
    expect(thankYou?.transfer).toEqual({
      currency: 'EUR',
      amount,
      reference: number,
      requisites: euroTransferRequisites,
    });
    expect(thankYou?.order.payment_label).toBe('Bank transfer (SWIFT), EUR or USD');

    const letter = await mail.next('swift.eur@example.com');
    expect(letter.text).toContain(`Please transfer ${amount} EUR to the bank details below, with the order number ${number} as the payment reference.`);
    for (const line of ['UA893052990000026004050012345', 'PBANUA2X', 'TABIR EQUIPMENT LLC', 'COBADEFF', `${amount} EUR`]) expect(letter.text).toContain(line);
    expect(letter.text).not.toContain('CHASUS33');
  });

  it("shows an account's transfer details on its cabinet order as on the thank-you page, and no one else's", async () => {
    const account = await signedInAccount(t, { email: 'swift.account@example.com' });
    await setOption(t, shop.plate.options[0]!.id, { price: 320000, specialPrice: null, stock: 50 });
    const cartId = await cartWith(t, [{ product_id: shop.plate.id, count: 1 }]);
    const answer = await t.post('/api/checkout/place/international', internationalOrder({ cartId }, { email: account.email, payment_method: 'swift', currency: 'EUR' }), account.bearer);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { number } = answer.body.data;
    const cabinet = await getUserOrderToPay(t.deps.db, { userId: account.userId, number, locale: 'en' });
    expect(cabinet?.payment).toEqual({ invoice: null, transfer: { currency: 'EUR', amount: '84.63', reference: number, requisites: euroTransferRequisites } });
    expect(await getUserOrderToPay(t.deps.db, { userId: account.userId + 1, number, locale: 'en' })).toBeNull();
  });

  it('asks dollars of a shopper who saw dollars, and euros of one who saw hryvnias, in their language', async () => {
    const usd = await placeOrder({ email: 'swift.usd@example.com', payment_method: 'swift', currency: 'USD' });
    expect(await paymentOf(usd.order.id)).toMatchObject({ currencyCode: 'USD', amount: 9412 });
    expect(usd.thankYou?.transfer).toMatchObject({ currency: 'USD', amount: '94.12', reference: usd.number, requisites: { intermediary: { swift: 'CHASUS33' } } });
    expect((await mail.next('swift.usd@example.com')).text).toContain('CHASUS33');

    const uah = await placeOrder({ lang: 'uk', email: 'swift.uah@example.com', payment_method: 'swift', currency: 'UAH' });
    expect(uah.order.currencyCode).toBe('UAH');
    expect(await paymentOf(uah.order.id)).toMatchObject({ currencyCode: 'EUR', amount: 8463 });
    expect(uah.thankYou?.transfer).toMatchObject({ currency: 'EUR', amount: '84.63', reference: uah.number });
    const letter = await mail.next('swift.uah@example.com');
    expect(letter.text).toContain('84.63 EUR');
    expect(letter.text).toContain(`у призначенні платежу вкажіть номер замовлення ${uah.number}`);
    expect(letter.text).toContain('Реквізити для переказу (SWIFT)');
  });

  it('fixes the transfer at the rate stored when the order is placed, even if the summary saw another one', async () => {
    const cartId = await cartWith(t, [{ product_id: shop.plate.id, count: 1 }]);
    const summary = await t.post('/api/checkout/summary', { lang: 'en', cart_id: cartId, region: 'international', delivery_method: 'intl_standard', country: 'PL' });
    expect(summary.status, JSON.stringify(summary.body)).toBe(200);
    expect((await getSettings(t.deps.db, { locale: 'en' }))!.checkout.currencies.EUR!.rate).toBe('0.02159');
    await setRate('EUR', '0.025');
    try {
      const { number, thankYou, order } = await placeOrder({ email: 'swift.rate@example.com', payment_method: 'swift', currency: 'EUR' });
      expect(order).toMatchObject({ total: 392000, currencyCode: 'EUR', currencyRate: '0.0250000000' });
      expect(await paymentOf(order.id)).toMatchObject({ currencyCode: 'EUR', amount: 9800 });
      expect(thankYou?.transfer).toMatchObject({ currency: 'EUR', amount: '98.00', reference: number });
      expect((await mail.next('swift.rate@example.com')).text).toContain('98.00 EUR');
    } finally {
      await setRate('EUR', '0.02159');
    }
  });

  it('refuses a transfer with 422 in the shopper\'s language when its currency has no usable rate, writing nothing', async () => {
    await setOption(t, shop.plate.options[0]!.id, { price: 320000, specialPrice: null, stock: 50 });
    const cartId = await cartWith(t, [{ product_id: shop.plate.id, count: 1 }]);
    const before = await orderCount();
    await setRate('EUR', '0');
    try {
      const en = await placeAbroad(internationalOrder({ cartId }, { payment_method: 'swift', currency: 'UAH' }));
      expect(en.status).toBe(422);
      expect(en.body.errors.params.payment_method).toEqual(['A bank transfer is unavailable right now: we have no exchange rate for its currency. Please choose another payment method.']);
      const uk = await placeAbroad(internationalOrder({ cartId }, { lang: 'uk', payment_method: 'swift', currency: 'UAH' }));
      expect(uk.status).toBe(422);
      expect(uk.body.errors.params.payment_method).toEqual(['Банківський переказ зараз недоступний: немає курсу його валюти. Оберіть інший спосіб оплати.']);
    } finally {
      await setRate('EUR', '0.02159');
    }
    expect(await orderCount()).toBe(before);
    const [option] = await t.deps.db.select({ stock: productOptions.stock }).from(productOptions).where(eq(productOptions.id, shop.plate.options[0]!.id));
    expect(option!.stock).toBe(50);
    // The cart is still there: the same order goes through once the rate is back.
    const again = await placeAbroad(internationalOrder({ cartId }, { payment_method: 'swift', currency: 'UAH' }));
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });

  it('places an order to be paid after confirmation, promising a link or details later', async () => {
    const { answer, thankYou, order } = await placeOrder({ email: 'later@example.com', payment_method: 'after_confirmation' });
    expect(answer.body.data.payment).toBeNull();
    expect(order).toMatchObject({ paymentMethod: 'after_confirmation', paymentStatus: 'pending' });
    expect(await paymentOf(order.id)).toMatchObject({ provider: 'after_confirmation', currencyCode: 'UAH', amount: order.total });
    expect(thankYou).toMatchObject({ invoice: null, transfer: null, can_pay: false, order: { payment_label: 'Payment after confirmation' } });
    const letter = await mail.next('later@example.com');
    expect(letter.text).toContain('We will check the shipping cost to your country and write to you with the final amount and a link to pay by card or our bank details.');
  });

  it('refuses with 422 a method the shop cannot take or the checkout does not offer, writing nothing', async () => {
    const before = await orderCount();
    const cartId = await cartWith(t, [{ product_id: shop.plate.id, count: 1 }]);
    const card = await placeAbroad(internationalOrder({ cartId }, { payment_method: 'liqpay' }));
    expect(card.status).toBe(422);
    expect(card.body.errors.params.payment_method).toEqual(['Card payment is unavailable right now. Please choose another payment method.']);
    const cash = await placeAbroad(internationalOrder({ cartId }, { payment_method: 'cash' }));
    expect(cash.status).toBe(422);
    expect(cash.body.errors.params.payment_method).toEqual(['Choose a payment method']);
    const transferAtHome = await t.post(
      '/api/checkout/place/ukraine',
      { lang: 'uk', cart_id: cartId, payment_method: 'swift', policy: true },
      { 'x-forwarded-for': '203.0.113.21' },
    );
    expect(transferAtHome.status).toBe(422);
    expect(transferAtHome.body.errors.params.payment_method).toEqual(['Оберіть спосіб оплати']);
    expect(await orderCount()).toBe(before);
  });
});

describe('a shop with no SWIFT details', () => {
  let bare: TestApp;
  let cardShop: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ env: { PUBLIC_URL: 'https://tabir.example' } });
    // Read before any page did: no cached settings to forget.
    for (const locale of ['uk', 'en'] as const) {
      const [row] = await bare.deps.db.select({ data: siteSettings.data }).from(siteSettings).where(eq(siteSettings.locale, locale));
      const { swift_requisites: _swift, ...rest } = row!.data as Record<string, unknown>;
      await bare.deps.db.update(siteSettings).set({ data: rest }).where(eq(siteSettings.locale, locale));
    }
    cardShop = await createTestApp({ sameDatabaseAs: bare, env: { LIQPAY_PUBLIC_KEY: 'sandbox_i000000000', LIQPAY_PRIVATE_KEY: 'sandbox_secret' } });
  });
  afterAll(async () => {
    await cardShop.close();
    await bare.close();
  });

  it('and no LiqPay keys cannot take an order abroad: the pages are told, and a transfer is refused', async () => {
    const settings = await getSettings(bare.deps.db, { locale: 'en' });
    expect(settings?.swift_requisites).toBeUndefined();
    expect(checkoutPaymentMethods(settings, bare.deps.config)).toEqual({ ukraine: ['cash', 'invoice'], international: [] });
    const bareShop = await cartTestShop(bare);
    const cartId = await cartWith(bare, [{ product_id: bareShop.plate.id, count: 1 }]);
    for (const method of ['swift', 'after_confirmation']) {
      const answer = await bare.post('/api/checkout/place/international', internationalOrder({ cartId }, { payment_method: method }), { 'x-forwarded-for': '203.0.113.22' });
      expect(answer.status).toBe(422);
      expect(answer.body.errors.params.payment_method).toEqual(['Choose a payment method']);
    }
  });

  it('but with LiqPay keys takes cards abroad, and payment after confirmation (a card link later)', async () => {
    const settings = await getSettings(cardShop.deps.db, { locale: 'en' });
    expect(checkoutPaymentMethods(settings, cardShop.deps.config).international).toEqual(['liqpay', 'after_confirmation']);
  });
});
