import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeRefs, startFakeNovaPoshta, type FakeNovaPoshta } from '../../testing/fake-nova-poshta.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const unknownRef = '00000000-0000-4000-8000-000000000000';
type City = { ref: string; city_ref: string; name: string };
type Warehouse = { number: string; name: string; address: string };

describe('delivery with the built-in directory (no Nova Poshta key)', () => {
  let t: TestApp;
  let lviv: City;
  beforeAll(async () => {
    t = await createTestApp();
    lviv = (await t.post('/api/delivery/cities', { lang: 'uk', query: 'Львів' })).body.data[0];
  });
  afterAll(() => t.close());

  it('finds cities from 3 letters, named in the shopper\'s language', async () => {
    expect(lviv).toEqual({
      ref: expect.stringMatching(/^[0-9a-f-]{36}$/),
      city_ref: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Львів',
      type: 'м.',
      area: 'Львівська область',
      region: null,
      label: 'м. Львів, Львівська область',
      warehouses: 18,
    });
    const english = await t.post('/api/delivery/cities', { lang: 'en', query: 'Льві' });
    expect(english.body.data).toEqual([{ ...lviv, name: 'Lviv', type: 'city', area: 'Lviv Oblast', label: 'Lviv, Lviv Oblast' }]);
    const typedInLatin = await t.post('/api/delivery/cities', { lang: 'en', query: 'zapo' });
    expect(typedInLatin.body.data.map((city: City) => city.name)).toEqual(['Zaporizhzhia']);
  });

  it('answers at most `limit` cities, best first', async () => {
    const { body } = await t.post('/api/delivery/cities', { lang: 'uk', query: 'кам', limit: 1 });
    expect(body.data.map((city: City) => city.name)).toEqual(["Кам'янське"]);
    expect((await t.post('/api/delivery/cities', { lang: 'uk', query: 'Жмеринка' })).body).toEqual({ data: [] });
  });

  it('asks for 3 letters, in both languages', async () => {
    for (const query of ['ки', '12 -', '  к ']) {
      expect(await t.post('/api/delivery/cities', { lang: 'uk', query })).toMatchObject({ status: 422, body: { errors: { message: 'Почніть вводити від 3 літер', params: { query: ['Почніть вводити від 3 літер'] } } } });
    }
    expect(await t.post('/api/delivery/cities', { lang: 'en', query: 'ky' })).toMatchObject({ status: 422, body: { errors: { params: { query: ['Start typing from 3 letters'] } } } });
    expect((await t.post('/api/delivery/cities', { lang: 'en' })).body.errors.params).toEqual({ query: ['Start typing from 3 letters'] });
    expect((await t.post('/api/delivery/cities', { lang: 'uk', query: 'к'.repeat(101) })).body.errors.params).toEqual({ query: ['Не більше 100 символів'] });
    expect((await t.post('/api/delivery/cities', { lang: 'en', query: 'Kyiv', limit: 0 })).body.errors.params).toEqual({ limit: ['The number of results is a whole number from 1 to 50'] });
    expect((await t.post('/api/delivery/cities', { lang: 'de', query: 'Kyiv' })).status).toBe(422);
  });

  it("lists a city's branches and lockers by number, in both languages", async () => {
    const branches = await t.post('/api/delivery/warehouses', { lang: 'uk', settlement_ref: lviv.ref, kind: 'branch' });
    expect(branches.body.data.map((w: Warehouse) => w.number)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(branches.body.data[1]).toEqual({
      ref: expect.stringMatching(/^[0-9a-f-]{36}$/),
      number: '2',
      name: 'Відділення №2',
      address: expect.stringMatching(/^вул\. Городоцька, \d+$/),
      kind: 'branch',
      max_weight_kg: 30,
    });
    const english = await t.post('/api/delivery/warehouses', { lang: 'en', settlement_ref: lviv.ref, kind: 'branch' });
    expect(english.body.data[1]).toMatchObject({ name: 'Branch No. 2', address: expect.stringMatching(/^vul\. Horodotska, \d+$/) });

    const lockers = await t.post('/api/delivery/warehouses', { lang: 'en', settlement_ref: lviv.ref, kind: 'locker' });
    expect(lockers.body.data).toHaveLength(8);
    expect(lockers.body.data[0]).toMatchObject({ name: `Parcel locker No. ${lockers.body.data[0].number}`, kind: 'locker', max_weight_kg: 20 });
  });

  it('narrows the list by the typed number or street, in either language', async () => {
    const numbers = async (query: string, lang = 'uk') =>
      (await t.post('/api/delivery/warehouses', { lang, settlement_ref: lviv.ref, kind: 'branch', query })).body.data.map((w: Warehouse) => w.number);
    expect(await numbers('1')).toEqual(['1', '10']);
    expect(await numbers('№2')).toEqual(['2']);
    const onHorodotska = await numbers('городоцьк');
    expect(onHorodotska.length).toBeGreaterThan(0);
    expect(await numbers('HORODOTSK', 'en')).toEqual(onHorodotska);
    expect(await numbers('неіснуюча')).toEqual([]);
    expect((await t.post('/api/delivery/warehouses', { lang: 'uk', settlement_ref: lviv.ref, kind: 'branch', limit: 3 })).body.data).toHaveLength(3);
  });

  it('refuses an unknown settlement (404) and a bad request (422), in both languages', async () => {
    expect(await t.post('/api/delivery/warehouses', { lang: 'uk', settlement_ref: unknownRef, kind: 'branch' })).toMatchObject({ status: 404, body: { errors: { message: 'Населений пункт не знайдено. Оберіть його зі списку.' } } });
    expect(await t.post('/api/delivery/warehouses', { lang: 'en', settlement_ref: unknownRef, kind: 'locker' })).toMatchObject({ status: 404, body: { errors: { message: 'City not found. Choose it from the list.' } } });
    const bad = await t.post('/api/delivery/warehouses', { lang: 'uk', settlement_ref: 'Львів', kind: 'courier', query: 'x'.repeat(101) });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.params).toEqual({
      settlement_ref: ['Оберіть населений пункт зі списку'],
      kind: ['Оберіть відділення або поштомат'],
      query: ['Не більше 100 символів'],
    });
    const english = await t.post('/api/delivery/warehouses', { lang: 'en', kind: 'door' });
    expect(english.body.errors.params).toEqual({ settlement_ref: ['Choose a city from the list'], kind: ['Choose a branch or a parcel locker'] });
  });

  it('prices a parcel by the built-in tariff', async () => {
    const price = (body: object) => t.post('/api/delivery/price', { lang: 'uk', city_ref: lviv.city_ref, ...body });
    expect(await price({ kind: 'branch', weight: 1, declared_value: '500.00' })).toMatchObject({
      status: 200,
      body: { data: { cost: '70.00', currency: 'UAH', kind: 'branch', source: 'builtin', note: null } },
    });
    expect((await price({ kind: 'courier', weight: '2,5', declared_value: 1500 })).body.data.cost).toBe('147.50');
    expect((await price({ kind: 'locker', weight: 0.05, declared_value: 0 })).body.data.cost).toBe('60.00');
    const kyiv = (await t.post('/api/delivery/cities', { lang: 'uk', query: 'Київ' })).body.data[0];
    expect((await t.post('/api/delivery/price', { lang: 'uk', city_ref: kyiv.city_ref, kind: 'branch', weight: 1, declared_value: 0 })).body.data.cost).toBe('50.00');
  });

  it('refuses what a parcel locker does not take, an unknown city and bad numbers, in both languages', async () => {
    const price = (body: object) => t.post('/api/delivery/price', { city_ref: lviv.city_ref, kind: 'locker', weight: 1, declared_value: 100, ...body });
    expect(await price({ lang: 'uk', weight: 20.5 })).toMatchObject({ status: 422, body: { errors: { params: { weight: ['Поштомат приймає посилки вагою до 20 кг'] } } } });
    expect(await price({ lang: 'en', weight: 21 })).toMatchObject({ status: 422, body: { errors: { params: { weight: ['A parcel locker takes parcels of up to 20 kg'] } } } });
    expect((await price({ lang: 'uk', declared_value: '10000.01' })).body.errors.params).toEqual({ declared_value: ['Для поштомату оголошена вартість — не більше 10\u00a0000 грн'] });
    expect((await price({ lang: 'en', declared_value: 10001 })).body.errors.params).toEqual({ declared_value: ['A parcel locker takes a declared value of up to 10,000 UAH'] });
    expect((await price({ lang: 'uk', kind: 'branch', weight: 21, declared_value: 10_001 })).status).toBe(200);
    expect(await price({ lang: 'en', city_ref: unknownRef })).toMatchObject({ status: 404, body: { errors: { message: 'City not found. Choose it from the list.' } } });

    const bad = await t.post('/api/delivery/price', { lang: 'uk', city_ref: '', kind: 'plane', weight: 0, declared_value: -1 });
    expect(bad.body.errors.params).toEqual({
      city_ref: ['Оберіть населений пункт зі списку'],
      kind: ['Оберіть спосіб доставки: відділення, поштомат або кур\'єр'],
      weight: ['Вкажіть вагу в кілограмах: від 0,1 до 1000'],
      declared_value: ['Вкажіть оголошену вартість у гривнях: від 0 до 1 000 000'],
    });
    const english = await t.post('/api/delivery/price', { lang: 'en', city_ref: lviv.city_ref, kind: 'branch', weight: 'heavy', declared_value: '12.345.6' });
    expect(english.body.errors.params).toEqual({
      weight: ['Give the weight in kilograms, from 0.1 to 1000'],
      declared_value: ['Give the declared value in hryvnias, from 0 to 1,000,000'],
    });
    expect((await t.post('/api/delivery/price', { lang: 'en', city_ref: lviv.city_ref, kind: 'branch', weight: 1001, declared_value: 1 })).body.errors.params).toEqual({
      weight: ['Give the weight in kilograms, from 0.1 to 1000'],
    });
  });
});

describe('delivery with the Nova Poshta API', () => {
  let fake: FakeNovaPoshta;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeNovaPoshta();
    t = await createTestApp({ env: { NOVA_POSHTA_API_KEY: fake.apiKey, NOVA_POSHTA_API_URL: fake.url } });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.mode = 'normal';
  });

  it("names Nova Poshta's places in Ukrainian, and romanised in English", async () => {
    const uk = await t.post('/api/delivery/cities', { lang: 'uk', query: 'Київ' });
    expect(uk.body.data).toEqual([
      { ref: fakeRefs.kyivSettlement, city_ref: fakeRefs.kyivCity, name: 'Київ', type: 'м.', area: 'Київська область', region: null, label: 'м. Київ, Київська область', warehouses: 7 },
      { ref: fakeRefs.kyivetsSettlement, city_ref: fakeRefs.kyivetsCity, name: 'Київець', type: 'с.', area: 'Львівська область', region: 'Миколаївський район', label: 'с. Київець, Миколаївський район, Львівська область', warehouses: 0 },
    ]);
    const en = await t.post('/api/delivery/cities', { lang: 'en', query: 'Київ' });
    expect(en.body.data[1]).toMatchObject({ name: 'Kyivets', type: 'village', area: 'Lviv Oblast', region: 'Mykolaivskyi district', label: 'Kyivets, Mykolaivskyi district, Lviv Oblast' });
  });

  it('looks a name typed in Latin letters up by its Ukrainian name', async () => {
    const before = fake.calls.length;
    const { body } = await t.post('/api/delivery/cities', { lang: 'en', query: 'Kamia' });
    const asked = fake.calls.slice(before).map((call) => call.methodProperties.CityName);
    expect(asked.sort()).toEqual(["Кам'янець-Подільський", "Кам'янське"]);
    expect(body.data.map((city: City) => city.name)).toEqual(['Kamianske']);
  });

  it("lists the settlement's working branches or lockers", async () => {
    const branches = await t.post('/api/delivery/warehouses', { lang: 'en', settlement_ref: fakeRefs.kyivSettlement, kind: 'branch' });
    expect(branches.body.data.map((w: Warehouse) => w.number)).toEqual(['1', '3', '25', '77']);
    expect(branches.body.data[2]).toEqual({ ref: 'a0000001-0000-4000-8000-000000000025', number: '25', name: 'Branch No. 25', address: 'vul. Khreshchatyk, 22', kind: 'branch', max_weight_kg: 30 });
    const lockers = await t.post('/api/delivery/warehouses', { lang: 'uk', settlement_ref: fakeRefs.kyivSettlement, kind: 'locker', query: '55' });
    expect(lockers.body.data).toEqual([expect.objectContaining({ number: '5512', name: 'Поштомат №5512', address: 'вул. Велика Васильківська, 72' })]);
    // Nova Poshta answers a settlement it does not know with an empty list.
    expect((await t.post('/api/delivery/warehouses', { lang: 'uk', settlement_ref: unknownRef, kind: 'branch' })).body).toEqual({ data: [] });
  });

  it("prices by Nova Poshta's answer, or says \"at the carrier's rates\" when it cannot", async () => {
    const body = { city_ref: fakeRefs.kamianskeCity, kind: 'courier', weight: 2, declared_value: '1000.00' };
    expect((await t.post('/api/delivery/price', { lang: 'uk', ...body })).body.data).toEqual({ cost: '110.00', currency: 'UAH', kind: 'courier', source: 'nova_poshta', note: null });
    expect(fake.calls.at(-1)?.methodProperties).toMatchObject({ CitySender: fakeRefs.kyivCity, CityRecipient: fakeRefs.kamianskeCity, Weight: '2', Cost: '1000' });

    fake.mode = 'apiError';
    expect((await t.post('/api/delivery/price', { lang: 'uk', ...body })).body.data).toMatchObject({ cost: null, note: 'За тарифами перевізника' });
    fake.mode = 'hang';
    expect((await t.post('/api/delivery/price', { lang: 'en', ...body, city_ref: fakeRefs.kyivetsCity })).body.data).toMatchObject({ cost: null, note: "At the carrier's rates" });
  }, 15_000);

  it('answers 404 for a city Ref Nova Poshta does not know, as the built-in directory does', async () => {
    const answer = await t.post('/api/delivery/price', { lang: 'en', city_ref: unknownRef, kind: 'branch', weight: 1, declared_value: 100 });
    expect(answer).toMatchObject({ status: 404, body: { errors: { message: 'City not found. Choose it from the list.' } } });
    expect(fake.calls.at(-1)).toMatchObject({ calledMethod: 'getCities', methodProperties: { Ref: unknownRef } });
  });

  it('tells the shopper when Nova Poshta does not answer a search', async () => {
    fake.mode = 'malformed';
    const answer = await t.post('/api/delivery/cities', { lang: 'en', query: 'Дніпро' });
    expect(answer).toMatchObject({ status: 503, body: { errors: { message: 'Nova Poshta is not answering right now. Please try again in a minute.' } } });
  });
});
