import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeRefs, startFakeNovaPoshta, type FakeNovaPoshta } from '../../testing/fake-nova-poshta.ts';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/orders.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { cartTestShop, cartWith } from '../cart/cart.fixtures.ts';
import { orderAccessCookie } from './checkout.access.ts';
import { cookieFrom, directoryCity, internationalOrder, ukraineOrder } from './checkout.fixtures.ts';
import { findThankYou } from './checkout.thankyou.ts';

// What an order keeps is what the shop can trust: text without control characters, and the city
// as Nova Poshta's directory names it.
let t: TestApp;
let shop: Awaited<ReturnType<typeof cartTestShop>>;
let lviv: Awaited<ReturnType<typeof directoryCity>>;

beforeAll(async () => {
  t = await createTestApp();
  shop = await cartTestShop(t);
  lviv = await directoryCity(t, { query: 'Льв' });
});
afterAll(() => t.close());

const place = (region: 'ukraine' | 'international', body: Record<string, unknown>) =>
  t.post(`/api/checkout/place/${region}`, body, { 'x-forwarded-for': '203.0.113.50' });
const orderByNumber = async (number: string) => (await t.deps.db.select().from(orders).where(eq(orders.number, number)))[0]!;

const messages = {
  uk: {
    singleLine: 'Приберіть розриви рядка, табуляцію та інші недруковані символи',
    multiLine: 'Приберіть недруковані символи, як-от табуляцію (розриви рядка можна залишити)',
  },
  en: {
    singleLine: 'Remove line breaks, tabs and other non-printing characters',
    multiLine: 'Remove non-printing characters such as tabs (line breaks may stay)',
  },
} as const;

/** C0 (NUL, tab, LF, CR, the last one), DEL, C1 (its first, NEL, its last) and the Unicode separators. */
const controls = {
  NUL: '\u0000',
  TAB: '\u0009',
  LF: '\n',
  CR: '\r',
  US: '\u001F',
  DEL: '\u007F',
  PAD: '\u0080',
  NEL: '\u0085',
  APC: '\u009F',
  LS: '\u2028',
  PS: '\u2029',
};
const lineBreaks = new Set(['LF']);

type Kind = 'singleLine' | 'multiLine';
/** Every text field of an order request: a valid value to put the character in, and the request that carries the field. */
const ukraineFields: [field: string, value: string, kind: Kind, overrides: Record<string, unknown>][] = [
  ['name', 'Ірина Бойко', 'singleLine', {}],
  ['email', 'iryna@example.com', 'singleLine', {}],
  ['phone', '067 123 45 67', 'singleLine', {}],
  ['city_name', 'м. Львів', 'singleLine', {}],
  ['street', 'вул. Зелена', 'singleLine', { delivery_method: 'np_courier', warehouse_ref: undefined, house: '12' }],
  ['house', '12А', 'singleLine', { delivery_method: 'np_courier', warehouse_ref: undefined, street: 'вул. Зелена' }],
  ['apartment', '15', 'singleLine', { delivery_method: 'np_courier', warehouse_ref: undefined, street: 'вул. Зелена', house: '12' }],
  ['postcode', '79000', 'singleLine', { delivery_method: 'ukrposhta', warehouse_ref: undefined }],
  ['company_name', 'ТОВ «Захист»', 'singleLine', { payment_method: 'invoice', company_code: '12345678' }],
  ['company_code', '12345678', 'singleLine', { payment_method: 'invoice', company_name: 'ТОВ «Захист»' }],
  ['comment', 'Дзвоніть після 18:00', 'multiLine', {}],
];
const internationalFields: [field: string, value: string, kind: Kind][] = [
  ['name', 'Anna Kowalska', 'singleLine'],
  ['email', 'anna@example.com', 'singleLine'],
  ['phone', '+48 601 234 567', 'singleLine'],
  ['country', 'PL', 'singleLine'],
  ['city', 'Kraków', 'singleLine'],
  ['region', 'Małopolskie', 'singleLine'],
  ['postcode', '30-001', 'singleLine'],
  ['address', 'ul. Floriańska 12/4', 'singleLine'],
  ['comment', 'Please call first', 'multiLine'],
];

/** The value with the character inside it, where trimming cannot take it away. */
const withCharacter = (value: string, character: string) => `${value.slice(0, 2)}${character}${value.slice(2)}`;

describe('control characters in an order', () => {
  for (const lang of ['uk', 'en'] as const) {
    it(`are refused in every text field of a Ukrainian order, with the field's message in ${lang}`, async () => {
      const cartId = await cartWith(t, [{ product_id: shop.plate.id, count: 1 }]);
      for (const [field, value, kind, overrides] of ukraineFields) {
        for (const [name, character] of Object.entries(controls)) {
          if (kind === 'multiLine' && lineBreaks.has(name)) continue;
          const answer = await place('ukraine', ukraineOrder({ cartId, ...lviv }, { lang, ...overrides, [field]: withCharacter(value, character) }));
          expect(answer.status, `${field} with ${name}`).toBe(422);
          expect(answer.body.errors.params[field], `${field} with ${name}`).toContain(messages[lang][kind]);
        }
      }
    });

    it(`are refused in every text field of an international order, with the field's message in ${lang}`, async () => {
      const cartId = await cartWith(t, [{ product_id: shop.plate.id, count: 1 }]);
      for (const [field, value, kind] of internationalFields) {
        for (const [name, character] of Object.entries(controls)) {
          if (kind === 'multiLine' && lineBreaks.has(name)) continue;
          const answer = await place('international', internationalOrder({ cartId }, { lang, [field]: withCharacter(value, character) }));
          expect(answer.status, `${field} with ${name}`).toBe(422);
          expect(answer.body.errors.params[field], `${field} with ${name}`).toContain(messages[lang][kind]);
        }
      }
    });
  }

  it('a comment keeps its line breaks (Windows ones stored as LF), and nothing is written for a refused order', async () => {
    const cartId = await cartWith(t, [{ product_id: shop.plate.id, count: 1 }]);
    const refused = await place('ukraine', ukraineOrder({ cartId, ...lviv }, { email: 'lines@example.com', comment: 'Дзвоніть\rпісля 18:00' }));
    expect(refused.status).toBe(422);
    expect(await t.deps.db.select().from(orders).where(eq(orders.customerEmail, 'lines@example.com'))).toEqual([]);

    const answer = await place('ukraine', ukraineOrder({ cartId, ...lviv }, { email: 'lines@example.com', comment: 'Дзвоніть після 18:00\r\nДомофон 12\nДякую' }));
    expect(answer.status).toBe(200);
    expect((await orderByNumber(answer.body.data.number)).comment).toBe('Дзвоніть після 18:00\nДомофон 12\nДякую');
  });
});

describe("the order's city", () => {
  it('is named by the directory from the city Ref, in the order language, whatever the page sent', async () => {
    for (const lang of ['uk', 'en'] as const) {
      const { city } = await directoryCity(t, { query: 'Льв', lang });
      const cartId = await cartWith(t, [{ product_id: shop.plate.id, count: 1 }]);
      const body = ukraineOrder({ cartId, ...lviv }, { lang, email: `city-${lang}@example.com`, city_name: 'Київ' });
      const answer = await place('ukraine', body);
      expect(answer.status).toBe(200);
      const { number } = answer.body.data;
      expect((await orderByNumber(number)).deliveryDetails).toMatchObject({ city_ref: lviv.city.city_ref, city_name: city.label });
      // The label is the one the city list shows ("м. Львів, Львівська область" / "Lviv, Lviv Oblast").
      expect(city.label).toMatch(lang === 'uk' ? /^м\. Львів/ : /^Lviv/);
      const request = new Request('https://tabir.example/cart/thankyou', { headers: { cookie: cookieFrom(answer.headers, orderAccessCookie) } });
      const seen = await findThankYou(t.deps.db, { request, number, key: body.idempotency_key, locale: lang, now: t.deps.now() });
      expect(seen?.order.delivery.lines[0]).toBe(city.label);
    }
  });

  it('of an unknown city Ref is refused on the city field, writing nothing', async () => {
    const cartId = await cartWith(t, [{ product_id: shop.plate.id, count: 1 }]);
    const unknown = '00000000-0000-4000-8000-0000000000c1';
    const answer = await place('ukraine', ukraineOrder({ cartId, city: { ...lviv.city, city_ref: unknown }, branch: lviv.branch }, { email: 'nowhere@example.com' }));
    expect(answer.status).toBe(422);
    expect(answer.body.errors.params.city_ref).toEqual(['Населений пункт не знайдено. Оберіть його зі списку.']);
    expect(await t.deps.db.select().from(orders).where(eq(orders.customerEmail, 'nowhere@example.com'))).toEqual([]);
  });
});

describe('the checkout summary', () => {
  it('answers 404 for an unknown city Ref, as the delivery price does, in the request language', async () => {
    const cartId = await cartWith(t, [{ product_id: shop.plate.id, count: 1 }]);
    const unknown = '00000000-0000-4000-8000-0000000000c1';
    const price = await t.post('/api/delivery/price', { lang: 'en', city_ref: unknown, kind: 'branch', weight: 1, declared_value: 100 });
    expect(price.status).toBe(404);
    for (const [lang, message] of [
      ['uk', 'Населений пункт не знайдено. Оберіть його зі списку.'],
      ['en', 'City not found. Choose it from the list.'],
    ] as const) {
      const answer = await t.post('/api/checkout/summary', { lang, cart_id: cartId, region: 'ukraine', city_ref: unknown, delivery_method: 'np_branch' });
      expect(answer.status).toBe(404);
      expect(answer.body.errors).toMatchObject({ code: 'unknown_city', message });
    }
    const known = await t.post('/api/checkout/summary', { lang: 'uk', cart_id: cartId, region: 'ukraine', city_ref: lviv.city.city_ref });
    expect(known.status).toBe(200);
  });
});

describe('with the Nova Poshta API', () => {
  let fake: FakeNovaPoshta;
  let live: TestApp;
  let liveShop: Awaited<ReturnType<typeof cartTestShop>>;
  beforeAll(async () => {
    fake = await startFakeNovaPoshta();
    live = await createTestApp({ env: { NOVA_POSHTA_API_KEY: fake.apiKey, NOVA_POSHTA_API_URL: fake.url } });
    liveShop = await cartTestShop(live);
  });
  afterAll(async () => {
    await live.close();
    await fake.close();
  });

  it("names the order's city by Nova Poshta's directory, and the summary refuses a city it does not know", async () => {
    const cartId = await cartWith(live, [{ product_id: liveShop.plate.id, count: 1 }]);
    const city = { ref: fakeRefs.kamianskeSettlement, city_ref: fakeRefs.kamianskeCity, label: 'м. Київ' };
    const answer = await live.post('/api/checkout/place/ukraine', ukraineOrder({ cartId, city, branch: { ref: 'b0000001-0000-4000-8000-000000000001' } }, { email: 'live@example.com' }));
    expect(answer.status).toBe(200);
    const [order] = await live.deps.db.select().from(orders).where(eq(orders.number, answer.body.data.number));
    expect(order!.deliveryDetails).toMatchObject({ city_ref: fakeRefs.kamianskeCity, city_name: "м. Кам'янське, Дніпропетровська область" });

    // Nova Poshta prices a city it does not know "at its rates"; the summary asks the directory instead.
    const other = await cartWith(live, [{ product_id: liveShop.plate.id, count: 1 }]);
    const unknown = await live.post('/api/checkout/summary', { lang: 'en', cart_id: other, region: 'ukraine', city_ref: '00000000-0000-4000-8000-0000000000c1' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors.code).toBe('unknown_city');
  });
});
