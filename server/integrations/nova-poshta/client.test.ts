import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeRefs, startFakeNovaPoshta, type FakeNovaPoshta } from '../../testing/fake-nova-poshta.ts';
import { createNovaPoshtaClient, NovaPoshtaError, type NovaPoshtaClientOptions } from './client.ts';

let fake: FakeNovaPoshta;
let options: NovaPoshtaClientOptions;

beforeAll(async () => {
  fake = await startFakeNovaPoshta();
  options = { apiKey: fake.apiKey, url: fake.url, timeoutMs: 1000 };
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.mode = 'normal';
  fake.calls.length = 0;
});

/** The NovaPoshtaError a call rejects with (it must reject with one). */
async function failureOf(call: Promise<unknown>): Promise<NovaPoshtaError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(NovaPoshtaError);
  return error as NovaPoshtaError;
}

describe('Address.searchSettlements', () => {
  it('sends the protocol envelope and reads settlement and city Refs, name, area, region and type', async () => {
    const found = await createNovaPoshtaClient(options).searchSettlements('Київ');
    expect(fake.calls).toEqual([
      { apiKey: fake.apiKey, modelName: 'Address', calledMethod: 'searchSettlements', methodProperties: { CityName: 'Київ', Limit: '50', Page: '1' } },
    ]);
    expect(found).toEqual([
      { ref: fakeRefs.kyivSettlement, cityRef: fakeRefs.kyivCity, name: 'Київ', typeCode: 'м.', area: 'Київська', region: '', warehouses: 7 },
      { ref: fakeRefs.kyivetsSettlement, cityRef: fakeRefs.kyivetsCity, name: 'Київець', typeCode: 'с.', area: 'Львівська', region: 'Миколаївський', warehouses: 0 },
    ]);
  });

  it('reads a count sent as text and answers nothing found with an empty list', async () => {
    const client = createNovaPoshtaClient(options);
    expect((await client.searchSettlements("Кам'ян"))[0]).toMatchObject({ name: "Кам'янське", warehouses: 2 });
    expect(await client.searchSettlements('Жмеринка')).toEqual([]);
  });
});

describe('Address.getWarehouses', () => {
  it('splits branches from lockers and leaves out the closed one and the one not for selection', async () => {
    const { branches, lockers, cityRef } = await createNovaPoshtaClient(options).getWarehouses({ settlementRef: fakeRefs.kyivSettlement });
    expect(cityRef).toBe(fakeRefs.kyivCity);
    expect(branches.map((w) => w.number)).toEqual(['1', '25', '3', '77']);
    expect(lockers.map((w) => w.number)).toEqual(['5512', '7301']);
    expect(branches[1]).toEqual({ ref: 'a0000001-0000-4000-8000-000000000025', number: '25', kind: 'branch', address: 'вул. Хрещатик, 22', maxWeightKg: 30 });
    expect(branches[2]!.maxWeightKg).toBe(1000);
    // Without a colon in the description the short address serves, without the city's name.
    expect(branches[3]).toMatchObject({ address: 'Богатирська, 1', maxWeightKg: null });
    expect(lockers[1]).toMatchObject({ kind: 'locker', address: 'просп. Берестейський, 10', maxWeightKg: 15 });
  });

  it('pages through the list by info.totalCount', async () => {
    const { branches, lockers } = await createNovaPoshtaClient({ ...options, pageSize: 3 }).getWarehouses({ settlementRef: fakeRefs.kyivSettlement });
    const pages = fake.calls.map((call) => call.methodProperties).sort((a, b) => Number(a.Page) - Number(b.Page));
    expect(pages).toEqual([
      { SettlementRef: fakeRefs.kyivSettlement, Page: '1', Limit: '3' },
      { SettlementRef: fakeRefs.kyivSettlement, Page: '2', Limit: '3' },
      { SettlementRef: fakeRefs.kyivSettlement, Page: '3', Limit: '3' },
    ]);
    expect(branches.length + lockers.length).toBe(6);
  });

  it('pages until a short page when the list comes without a count', async () => {
    fake.omitTotalCount = true;
    try {
      const { branches, lockers } = await createNovaPoshtaClient({ ...options, pageSize: 4 }).getWarehouses({ settlementRef: fakeRefs.kyivSettlement });
      expect(fake.calls.map((call) => call.methodProperties.Page)).toEqual(['1', '2', '3']);
      expect(branches.length + lockers.length).toBe(6);
    } finally {
      fake.omitTotalCount = false;
    }
  });

  it('finds warehouses by city Ref too, and an unknown settlement has none', async () => {
    const client = createNovaPoshtaClient(options);
    const byCity = await client.getWarehouses({ cityRef: fakeRefs.kamianskeCity });
    expect(fake.calls[0]!.methodProperties).toMatchObject({ CityRef: fakeRefs.kamianskeCity });
    expect(byCity).toMatchObject({ branches: [{ number: '1' }], lockers: [{ number: '4410' }] });
    expect(await client.getWarehouses({ settlementRef: '00000000-0000-4000-8000-000000000000' })).toEqual({ branches: [], lockers: [] });
  });
});

describe('Address.getCities', () => {
  it("reads a city by its Ref, its type in words read as a code, and none for a Ref it does not know", async () => {
    const client = createNovaPoshtaClient(options);
    expect(await client.getCity(fakeRefs.kamianskeCity)).toEqual({ cityRef: fakeRefs.kamianskeCity, name: "Кам'янське", typeCode: 'місто', area: 'Дніпропетровська', region: '' });
    expect(fake.calls[0]).toMatchObject({ modelName: 'Address', calledMethod: 'getCities', methodProperties: { Ref: fakeRefs.kamianskeCity } });
    expect(await client.getCity('00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});

describe('InternetDocument.getDocumentPrice', () => {
  it('asks a parcel price between two city Refs and answers kopiyky', async () => {
    const client = createNovaPoshtaClient(options);
    const request = { senderCityRef: fakeRefs.kyivCity, recipientCityRef: fakeRefs.kamianskeCity, weightKg: 2.5, declaredValue: 1200_00 };
    expect(await client.getDocumentPrice({ ...request, kind: 'branch' })).toBe((60 + 15 + 6) * 100);
    expect(fake.calls[0]!.methodProperties).toEqual({
      CitySender: fakeRefs.kyivCity,
      CityRecipient: fakeRefs.kamianskeCity,
      Weight: '2.5',
      ServiceType: 'WarehouseWarehouse',
      Cost: '1200',
      CargoType: 'Parcel',
      SeatsAmount: '1',
    });
    expect(await client.getDocumentPrice({ ...request, kind: 'courier' })).toBe((60 + 15 + 35 + 6) * 100);
    expect(fake.calls[1]!.methodProperties.ServiceType).toBe('WarehouseDoors');
    expect(await client.getDocumentPrice({ ...request, kind: 'locker' })).toBe((60 + 15 + 6) * 100);
  });

  it("turns Nova Poshta's refusal of an unknown city into an api error with its message", async () => {
    const error = await failureOf(createNovaPoshtaClient(options).getDocumentPrice({ senderCityRef: fakeRefs.kyivCity, recipientCityRef: '11111111-1111-4111-8111-111111111111', kind: 'branch', weightKg: 1, declaredValue: 0 }));
    expect(error).toMatchObject({ reason: 'api', apiErrors: ['CityRecipient is invalid'] });
  });
});

describe('failures', () => {
  it('an HTTP error', async () => {
    fake.mode = 'httpError';
    expect(await failureOf(createNovaPoshtaClient(options).searchSettlements('Київ'))).toMatchObject({ reason: 'http', status: 502 });
  });

  it('success:false at HTTP 200, and a wrong key', async () => {
    fake.mode = 'apiError';
    expect(await failureOf(createNovaPoshtaClient(options).getWarehouses({ settlementRef: fakeRefs.kyivSettlement }))).toMatchObject({ reason: 'api', apiErrors: ['API key expired'] });
    fake.mode = 'normal';
    expect(await failureOf(createNovaPoshtaClient({ ...options, apiKey: 'another-key' }).searchSettlements('Київ'))).toMatchObject({ reason: 'api', apiErrors: ['API key expired'] });
  });

  it('a body that is not JSON', async () => {
    fake.mode = 'malformed';
    expect(await failureOf(createNovaPoshtaClient(options).searchSettlements('Київ'))).toMatchObject({ reason: 'malformed' });
  });

  it('a call that never answers, within the timeout', async () => {
    fake.mode = 'hang';
    const started = performance.now();
    const error = await failureOf(createNovaPoshtaClient({ ...options, timeoutMs: 300 }).getDocumentPrice({ senderCityRef: fakeRefs.kyivCity, recipientCityRef: fakeRefs.kyivCity, kind: 'branch', weightKg: 1, declaredValue: 0 }));
    expect(error.reason).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('a server that cannot be reached', async () => {
    const error = await failureOf(createNovaPoshtaClient({ ...options, url: 'http://127.0.0.1:9/v2.0/json/' }).searchSettlements('Київ'));
    expect(error.reason).toBe('network');
  });
});
