import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeRefs, fakeSender, startFakeNovaPoshta, type FakeNovaPoshta } from '../../testing/fake-nova-poshta.ts';
import { NovaPoshtaError } from './client.ts';
import { createNovaPoshtaDocuments, type NovaPoshtaDocumentsOptions, type WaybillRequest } from './documents.ts';

let fake: FakeNovaPoshta;
let options: NovaPoshtaDocumentsOptions;

beforeAll(async () => {
  fake = await startFakeNovaPoshta();
  options = { apiKey: fake.apiKey, url: fake.url, printUrl: fake.printUrl, timeoutMs: 1000 };
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.mode = 'normal';
  fake.calls.length = 0;
});

const branch25 = 'a0000001-0000-4000-8000-000000000025';

const request = (overrides: Partial<WaybillRequest> = {}): WaybillRequest => ({
  sender: { ...fakeSender, cityRef: fakeRefs.kyivCity },
  recipient: { name: 'Іваненко Олена', phone: '380501112233', cityRef: fakeRefs.kyivCity, warehouseRef: branch25 },
  weightKg: 1.25,
  seats: 1,
  declaredValue: 1299_50,
  description: 'Замовлення TB-2026-000001',
  date: new Date('2026-11-25T23:30:00Z'),
  orderNumber: 'TB-2026-000001',
  ...overrides,
});

async function failureOf(call: Promise<unknown>): Promise<NovaPoshtaError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(NovaPoshtaError);
  return error as NovaPoshtaError;
}

describe('InternetDocument.save', () => {
  it('sends the sender from the configuration, the recipient by refs, and reads the Ref, number and price', async () => {
    const created = await createNovaPoshtaDocuments(options).createWaybill(request());
    expect(created).toMatchObject({ number: expect.stringMatching(/^\d{14}$/), ref: expect.any(String), cost: (60 + 10) * 100 });
    expect(fake.calls[0]).toMatchObject({ apiKey: fake.apiKey, modelName: 'InternetDocument', calledMethod: 'save' });
    expect(fake.calls[0]!.methodProperties).toEqual({
      PayerType: 'Recipient',
      PaymentMethod: 'Cash',
      // 23:30 UTC is already the next day in Kyiv.
      DateTime: '26.11.2026',
      CargoType: 'Parcel',
      Weight: '1.25',
      ServiceType: 'WarehouseWarehouse',
      SeatsAmount: '1',
      Description: 'Замовлення TB-2026-000001',
      Cost: '1300',
      CitySender: fakeRefs.kyivCity,
      Sender: fakeSender.ref,
      SenderAddress: fakeSender.addressRef,
      ContactSender: fakeSender.contactRef,
      SendersPhone: fakeSender.phone,
      CityRecipient: fakeRefs.kyivCity,
      RecipientName: 'Іваненко Олена',
      RecipientType: 'PrivatePerson',
      RecipientsPhone: '380501112233',
      RecipientAddress: branch25,
      InfoRegClientBarcodes: 'TB-2026-000001',
    });
    expect(fake.documents.get(created.number)?.ref).toBe(created.ref);
  });

  it('asks cash on delivery as a backward delivery of money in whole hryvnias', async () => {
    const created = await createNovaPoshtaDocuments(options).createWaybill(request({ cashOnDelivery: 2450_01 }));
    expect(fake.calls[0]!.methodProperties.BackwardDeliveryData).toEqual([{ PayerType: 'Recipient', CargoType: 'Money', RedeliveryString: '2451' }]);
    expect(fake.documents.get(created.number)?.redeliverySum).toBe(2451);
  });

  it('sends a courier parcel to the address by name', async () => {
    await createNovaPoshtaDocuments(options).createWaybill(
      request({ recipient: { name: 'Петренко Іван', phone: '380671112233', cityRef: fakeRefs.kamianskeCity, address: { street: 'вул. Соборна', house: '5', flat: '12' } } }),
    );
    expect(fake.calls[0]!.methodProperties).toMatchObject({ ServiceType: 'WarehouseDoors', NewAddress: '1', RecipientAddressName: 'вул. Соборна', RecipientHouse: '5', RecipientFlat: '12' });
  });

  it("turns Nova Poshta's refusals in `errors` into an api error with every message", async () => {
    const error = await failureOf(
      createNovaPoshtaDocuments(options).createWaybill(request({ sender: { ...fakeSender, cityRef: fakeRefs.kyivCity, contactRef: '00000000-0000-4000-8000-000000000000' }, recipient: { name: 'Х', phone: '0501112233', cityRef: fakeRefs.kyivCity, warehouseRef: branch25 } })),
    );
    expect(error).toMatchObject({ reason: 'api', apiErrors: ['ContactSender is invalid', 'RecipientsPhone is invalid'] });
  });

  it('a wrong key', async () => {
    const error = await failureOf(createNovaPoshtaDocuments({ ...options, apiKey: 'another' }).createWaybill(request()));
    expect(error.apiErrors).toEqual(['API key expired']);
  });
});

describe('TrackingDocument.getStatusDocuments', () => {
  it('asks in batches of 100 with the phone and reads each status, the unknown number as code 3', async () => {
    const numbers = Array.from({ length: 150 }, (_, i) => String(59000000000000 + i));
    fake.addDocument(numbers[0]!, { redeliverySum: 1200, recipientPhone: '380501112233' });
    fake.addDocument(numbers[120]!);
    fake.setStatus(numbers[0]!, '10');
    fake.setStatus(numbers[120]!, '102');
    const states = await createNovaPoshtaDocuments(options).trackParcels(numbers.map((number) => ({ number, phone: '380501112233' })));
    expect(fake.calls.map((call) => (call.methodProperties.Documents as unknown[]).length)).toEqual([100, 50]);
    expect(fake.calls[0]).toMatchObject({ modelName: 'TrackingDocument', calledMethod: 'getStatusDocuments' });
    expect((fake.calls[0]!.methodProperties.Documents as unknown[])[0]).toEqual({ DocumentNumber: numbers[0], Phone: '380501112233' });
    expect(states).toHaveLength(150);
    expect(states[0]).toMatchObject({ number: numbers[0], statusCode: '10', redelivery: true });
    expect(states[0]!.status).toMatch(/отримано/);
    expect(states[1]).toMatchObject({ statusCode: '3', redelivery: false });
    expect(states[120]).toMatchObject({ statusCode: '102', redelivery: false });
  });

  it('asks nothing for no parcels', async () => {
    expect(await createNovaPoshtaDocuments(options).trackParcels([])).toEqual([]);
    expect(fake.calls).toEqual([]);
  });

  it('an HTTP failure rejects', async () => {
    fake.mode = 'httpError';
    expect(await failureOf(createNovaPoshtaDocuments(options).trackParcels([{ number: '59000000000001' }]))).toMatchObject({ reason: 'http', status: 502 });
  });
});

describe('labels', () => {
  it('fetches the PDF of a known waybill from the print site', async () => {
    const documents = createNovaPoshtaDocuments(options);
    const { number } = await documents.createWaybill(request());
    const pdf = await documents.label(number);
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
    expect(fake.labels.at(-1)).toBe(number);
  });

  it("refuses the print site's HTML error page, without the key in the message", async () => {
    const error = await failureOf(createNovaPoshtaDocuments(options).label('59999999999999'));
    expect(error.reason).toBe('malformed');
    expect(error.message).not.toContain(fake.apiKey);
  });
});
