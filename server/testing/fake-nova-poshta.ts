import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { randomUUID } from 'node:crypto';

/** How the fake answers every call: as the protocol says, or with one of the failures to test. */
export type FakeNovaPoshtaMode = 'normal' | 'httpError' | 'apiError' | 'malformed' | 'hang';

export interface FakeNovaPoshtaCall {
  apiKey: unknown;
  modelName: string;
  calledMethod: string;
  methodProperties: Record<string, unknown>;
}

export interface FakeNovaPoshta {
  /** The endpoint for NOVA_POSHTA_API_URL. */
  url: string;
  /** The origin for NOVA_POSHTA_PRINT_URL (labels). */
  printUrl: string;
  apiKey: string;
  /** Switch at any time; applies to the next request. */
  mode: FakeNovaPoshtaMode;
  /** Answer lists with `info: []` instead of `{totalCount}` (the shape of non-list methods). */
  omitTotalCount: boolean;
  /** Every call received, in order. */
  calls: FakeNovaPoshtaCall[];
  /** Waybills it knows, by number: those `InternetDocument.save` made and those a test added. */
  documents: Map<string, FakeDocument>;
  /** Adds a waybill the shop did not create (one entered by hand), in status 1. */
  addDocument(number: string, fields?: Partial<FakeDocument>): FakeDocument;
  /** Moves a parcel on, as Nova Poshta's tracking would report it from now on. */
  setStatus(number: string, statusCode: string): void;
  /** Label requests received (the number asked for). */
  labels: string[];
  close(): Promise<void>;
}

export interface FakeDocument {
  ref: string;
  number: string;
  statusCode: string;
  /** Cash on delivery in whole hryvnias, 0 when none. */
  redeliverySum: number;
  recipientPhone: string;
  senderPhone: string;
  /** The properties it was saved with (none for one added by a test). */
  properties: Record<string, unknown>;
}

/** The shop's sender as the fake's Nova Poshta account knows it (NOVA_POSHTA_SENDER_* of tests). */
export const fakeSender = {
  ref: '5ace4a2e-13ee-11e5-add9-005056887b8d',
  contactRef: '5ace4a2f-13ee-11e5-add9-005056887b8d',
  addressRef: 'a0000001-0000-4000-8000-000000000025',
  phone: '380671234567',
};

/** Status texts of TrackingDocument.getStatusDocuments, as Nova Poshta words them. */
export const fakeStatusTexts: Record<string, string> = {
  '1': 'Відправник самостійно створив цю накладну, але ще не надав до відправки',
  '3': 'Номер не знайдено',
  '5': 'Відправлення прямує до міста отримувача',
  '6': 'Відправлення у місті отримувача, орієнтовна доставка до відділення сьогодні',
  '7': 'Прибув на відділення',
  '9': 'Відправлення отримано',
  '10': 'Відправлення отримано. Протягом доби ви одержите SMS-повідомлення про надходження грошового переказу',
  '11': 'Відправлення отримано. Грошовий переказ видано одержувачу',
  '102': 'Відмова від отримання (Відправником створено замовлення на повернення)',
  '103': 'Відмова одержувача (отримувач відмовився від відправлення)',
  '105': 'Припинено зберігання',
};

// Type Refs as Address.getWarehouseTypes names them.
const warehouseTypes = {
  post: '841339c7-591a-42e2-8233-7a0a00f0ed6f',
  cargo: '9a68df70-0267-42a8-bb5c-37f427e36ee4',
  locker: 'f9316480-5f2d-425d-bc2c-ac7cd29decf0',
  privatLocker: '95dc212d-479c-4ffb-a8ab-8c1b9073d0bc',
  parcelShop: '6f8c7162-4b72-4b0a-88e5-906948c6a92f',
};

/** Refs of the fake's places, for tests to ask about. */
export const fakeRefs = {
  kyivSettlement: 'e718a680-4b33-11e4-ab6d-005056801329',
  kyivCity: '8d5a980d-391c-11dd-90d9-001a92567626',
  kamianskeSettlement: '0e5e4c71-4b3a-11e4-ab6d-005056801329',
  kamianskeCity: 'db5c88de-391c-11dd-90d9-001a92567626',
  kyivetsSettlement: '0df0a2a4-4b3a-11e4-ab6d-005056801329',
  kyivetsCity: 'a1c1d1e1-0000-11e4-ab6d-005056801329',
};

// searchSettlements items as a real answer carries them (trimmed of the fields nobody reads).
const settlements = [
  { Present: 'м. Київ, Київська обл.', Warehouses: 7, MainDescription: 'Київ', Area: 'Київська', Region: '', SettlementTypeCode: 'м.', Ref: fakeRefs.kyivSettlement, DeliveryCity: fakeRefs.kyivCity, AddressDeliveryAllowed: true, StreetsAvailability: true },
  { Present: 'с. Київець, Миколаївський р-н, Львівська обл.', Warehouses: 0, MainDescription: 'Київець', Area: 'Львівська', Region: 'Миколаївський', SettlementTypeCode: 'с.', Ref: fakeRefs.kyivetsSettlement, DeliveryCity: fakeRefs.kyivetsCity, AddressDeliveryAllowed: false, StreetsAvailability: false },
  { Present: "м. Кам'янське, Дніпропетровська обл.", Warehouses: '2', MainDescription: "Кам'янське", Area: 'Дніпропетровська', Region: '', SettlementTypeCode: 'м.', Ref: fakeRefs.kamianskeSettlement, DeliveryCity: fakeRefs.kamianskeCity, AddressDeliveryAllowed: true, StreetsAvailability: true },
];

function warehouse(settlementRef: string, city: string, fields: Record<string, string> & { Ref: string }) {
  return {
    SiteKey: fields.Number,
    DescriptionRu: '',
    Phone: '380800500609',
    CityDescription: city,
    CityRef: settlements.find((settlement) => settlement.Ref === settlementRef)?.DeliveryCity ?? '',
    SettlementRef: settlementRef,
    CategoryOfWarehouse: 'Branch',
    WarehouseStatus: 'Working',
    DenyToSelect: '0',
    TotalMaxWeightAllowed: '0',
    PlaceMaxWeightAllowed: '30',
    Schedule: { Monday: '08:00-20:00', Tuesday: '08:00-20:00', Wednesday: '08:00-20:00', Thursday: '08:00-20:00', Friday: '08:00-20:00', Saturday: '09:00-18:00', Sunday: '10:00-16:00' },
    ...fields,
  };
}

const kyiv = (fields: Record<string, string> & { Ref: string }) => warehouse(fakeRefs.kyivSettlement, 'Київ', fields);
const kamianske = (fields: Record<string, string> & { Ref: string }) => warehouse(fakeRefs.kamianskeSettlement, "Кам'янське", fields);

/** Kyiv has five selectable branches and lockers, one closed and one not for selection. */
const warehouses = [
  kyiv({ Ref: 'a0000001-0000-4000-8000-000000000001', Number: '1', TypeOfWarehouse: warehouseTypes.post, Description: 'Відділення №1 (до 30 кг): вул. Пирогівський шлях, 135', ShortAddress: 'Київ, Пирогівський шлях, 135' }),
  kyiv({ Ref: 'a0000001-0000-4000-8000-000000000025', Number: '25', TypeOfWarehouse: warehouseTypes.post, Description: 'Відділення №25 (до 30 кг): вул. Хрещатик, 22', ShortAddress: 'Київ, Хрещатик, 22' }),
  kyiv({ Ref: 'a0000001-0000-4000-8000-000000000003', Number: '3', TypeOfWarehouse: warehouseTypes.cargo, Description: 'Вантажне відділення №3: вул. Слобожанська, 13', ShortAddress: 'Київ, Слобожанська, 13', PlaceMaxWeightAllowed: '1000' }),
  kyiv({ Ref: 'a0000001-0000-4000-8000-000000005512', Number: '5512', TypeOfWarehouse: warehouseTypes.locker, CategoryOfWarehouse: 'Postomat', Description: 'Поштомат "Нова Пошта" №5512: вул. Велика Васильківська, 72', ShortAddress: 'Київ, Велика Васильківська, 72', PlaceMaxWeightAllowed: '20' }),
  kyiv({ Ref: 'a0000001-0000-4000-8000-000000000040', Number: '40', TypeOfWarehouse: warehouseTypes.post, Description: 'Відділення №40: вул. Січових Стрільців, 5', ShortAddress: 'Київ, Січових Стрільців, 5', DenyToSelect: '1' }),
  kyiv({ Ref: 'a0000001-0000-4000-8000-000000007301', Number: '7301', TypeOfWarehouse: warehouseTypes.privatLocker, CategoryOfWarehouse: 'Postomat', Description: 'Поштомат ПриватБанку №7301: просп. Берестейський, 10', ShortAddress: 'Київ, Берестейський, 10', PlaceMaxWeightAllowed: '15' }),
  kyiv({ Ref: 'a0000001-0000-4000-8000-000000000041', Number: '41', TypeOfWarehouse: warehouseTypes.post, Description: 'Відділення №41: вул. Антоновича, 50', ShortAddress: 'Київ, Антоновича, 50', WarehouseStatus: 'Closed' }),
  kyiv({ Ref: 'a0000001-0000-4000-8000-000000000077', Number: '77', TypeOfWarehouse: warehouseTypes.parcelShop, CategoryOfWarehouse: 'Store', Description: 'Пункт приймання-видачі №77', ShortAddress: 'Київ, Богатирська, 1', PlaceMaxWeightAllowed: '0' }),
  kamianske({ Ref: 'b0000001-0000-4000-8000-000000000001', Number: '1', TypeOfWarehouse: warehouseTypes.post, Description: 'Відділення №1: просп. Свободи, 51', ShortAddress: "Кам'янське, Свободи, 51" }),
  kamianske({ Ref: 'b0000001-0000-4000-8000-000000004410', Number: '4410', TypeOfWarehouse: warehouseTypes.locker, CategoryOfWarehouse: 'Postomat', Description: 'Поштомат №4410: вул. Соборна, 2', ShortAddress: "Кам'янське, Соборна, 2", PlaceMaxWeightAllowed: '20' }),
];

const page = (props: Record<string, unknown>) => ({ page: Math.max(1, Number(props.Page) || 1), limit: Math.max(1, Number(props.Limit) || 500) });

/**
 * The fake's price: 60 UAH plus 5 a started kilogram, 35 more to the door, 0.5 % of a declared
 * value above 500. Only its own cities are known.
 */
function documentPrice(props: Record<string, unknown>): number | string {
  const cities = new Set(settlements.map((settlement) => settlement.DeliveryCity));
  if (!cities.has(String(props.CitySender)) || !cities.has(String(props.CityRecipient))) return 'CityRecipient is invalid';
  const weight = Number(props.Weight);
  const cost = Number(props.Cost);
  if (!(weight > 0) || !(cost >= 0)) return 'Weight is invalid';
  return 60 + Math.ceil(weight) * 5 + (props.ServiceType === 'WarehouseDoors' ? 35 : 0) + (cost > 500 ? Math.round(cost * 0.005) : 0);
}

const envelope = (fields: { success: boolean; data?: unknown[]; errors?: string[]; info?: unknown }) => ({
  success: fields.success,
  data: fields.data ?? [],
  errors: fields.errors ?? [],
  warnings: [],
  info: fields.info ?? [],
  messageCodes: [],
  errorCodes: fields.errors?.length ? ['20000100001'] : [],
  warningCodes: [],
  infoCodes: [],
});

function answerCall(call: FakeNovaPoshtaCall, fake: FakeNovaPoshta) {
  const { apiKey, omitTotalCount } = fake;
  if (call.apiKey !== apiKey) return envelope({ success: false, errors: ['API key expired'] });
  const props = call.methodProperties;
  const method = `${call.modelName}.${call.calledMethod}`;
  if (method === 'Address.searchSettlements') {
    const typed = String(props.CityName ?? '').toLowerCase();
    const found = settlements.filter((settlement) => settlement.MainDescription.toLowerCase().startsWith(typed));
    const { page: n, limit } = page(props);
    return envelope({ success: true, data: [{ TotalCount: found.length, Addresses: found.slice((n - 1) * limit, n * limit) }] });
  }
  if (method === 'Address.getWarehouses') {
    const settlementRef = props.SettlementRef ?? settlements.find((settlement) => settlement.DeliveryCity === props.CityRef)?.Ref;
    const found = warehouses.filter((item) => item.SettlementRef === settlementRef);
    const { page: n, limit } = page(props);
    return envelope({ success: true, data: found.slice((n - 1) * limit, n * limit), info: omitTotalCount ? [] : { totalCount: found.length } });
  }
  if (method === 'Address.getCities') {
    // Only the lookup by Ref, as the shop asks it; the type in words, as the real answer has it.
    const found = settlements.filter((settlement) => settlement.DeliveryCity === props.Ref);
    return envelope({
      success: true,
      data: found.map((settlement) => ({
        Ref: settlement.DeliveryCity,
        Description: settlement.MainDescription,
        DescriptionRu: '',
        SettlementTypeDescription: settlement.SettlementTypeCode === 'м.' ? 'місто' : 'село',
        AreaDescription: settlement.Area,
      })),
      info: { totalCount: found.length },
    });
  }
  if (method === 'InternetDocument.getDocumentPrice') {
    const cost = documentPrice(props);
    if (typeof cost === 'string') return envelope({ success: false, errors: [cost] });
    return envelope({ success: true, data: [{ AssessedCost: Number(props.Cost), Cost: cost, TZoneInfo: { TzoneName: 'Зона 1', TzoneID: '1' } }] });
  }
  if (method === 'InternetDocument.save') return saveDocument(props, fake);
  if (method === 'TrackingDocument.getStatusDocuments') return trackDocuments(props, fake);
  return envelope({ success: false, errors: [`Method ${method} is not supported`] });
}

const guid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What InternetDocument.save refuses, in Nova Poshta's words; empty when it takes the document. */
function saveProblems(props: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const text = (name: string) => (typeof props[name] === 'string' ? (props[name] as string) : '');
  if (text('Sender') !== fakeSender.ref) problems.push('Sender is invalid');
  if (text('ContactSender') !== fakeSender.contactRef) problems.push('ContactSender is invalid');
  if (text('SenderAddress') !== fakeSender.addressRef) problems.push('SenderAddress is invalid');
  if (!/^380\d{9}$/.test(text('SendersPhone'))) problems.push('SendersPhone is invalid');
  const cities = new Set(settlements.map((settlement) => settlement.DeliveryCity));
  if (!cities.has(text('CitySender'))) problems.push('CitySender is invalid');
  if (!cities.has(text('CityRecipient'))) problems.push('CityRecipient is invalid');
  if (!/^\d{2}\.\d{2}\.\d{4}$/.test(text('DateTime'))) problems.push('DateTime is invalid');
  if (!['Sender', 'Recipient'].includes(text('PayerType'))) problems.push('PayerType is invalid');
  if (!['Cash', 'NonCash'].includes(text('PaymentMethod'))) problems.push('PaymentMethod is invalid');
  if (!(Number(text('Weight')) >= 0.1)) problems.push('Weight is invalid');
  if (!/^[1-9]\d*$/.test(text('SeatsAmount'))) problems.push('SeatsAmount is invalid');
  if (!/^\d+$/.test(text('Cost'))) problems.push('Cost is invalid');
  if (text('Description').trim() === '') problems.push('Description is empty');
  if (text('RecipientName').trim() === '') problems.push('RecipientName is empty');
  if (!/^380\d{9}$/.test(text('RecipientsPhone'))) problems.push('RecipientsPhone is invalid');
  if (text('ServiceType') === 'WarehouseWarehouse') {
    const warehouse = warehouses.find((item) => item.Ref === text('RecipientAddress'));
    if (!guid.test(text('RecipientAddress')) || !warehouse || warehouse.CityRef !== text('CityRecipient')) problems.push('RecipientAddress is invalid');
  } else if (text('ServiceType') === 'WarehouseDoors') {
    if (text('RecipientAddressName').trim() === '' || text('RecipientHouse').trim() === '') problems.push('RecipientAddressName is invalid');
  } else problems.push('ServiceType is invalid');
  const backward = props.BackwardDeliveryData;
  if (backward !== undefined) {
    const [item, ...more] = Array.isArray(backward) ? (backward as Record<string, unknown>[]) : [];
    const valid = item !== undefined && more.length === 0 && item.CargoType === 'Money' && ['Sender', 'Recipient'].includes(String(item.PayerType)) && /^\d+$/.test(String(item.RedeliveryString));
    if (!valid) problems.push('BackwardDeliveryData is invalid');
  }
  return problems;
}

function saveDocument(props: Record<string, unknown>, fake: FakeNovaPoshta) {
  const problems = saveProblems(props);
  if (problems.length > 0) return envelope({ success: false, errors: problems });
  const number = String(20450000000000 + fake.documents.size + 1);
  const backward = props.BackwardDeliveryData as { RedeliveryString: string }[] | undefined;
  const document: FakeDocument = {
    ref: randomUUID(),
    number,
    statusCode: '1',
    // Checked above: none, or exactly one.
    redeliverySum: Number(backward?.[0]?.RedeliveryString ?? 0),
    recipientPhone: String(props.RecipientsPhone),
    senderPhone: String(props.SendersPhone),
    properties: props,
  };
  fake.documents.set(number, document);
  const cost = 60 + Math.ceil(Number(props.Weight)) * 5 + (props.ServiceType === 'WarehouseDoors' ? 35 : 0);
  return envelope({ success: true, data: [{ Ref: document.ref, CostOnSite: cost, EstimatedDeliveryDate: '28.11.2026', IntDocNumber: number, TypeDocument: 'InternetDocument' }] });
}

/** Up to 100 documents a call; the personal and money details only to a caller who names a phone on the waybill. */
function trackDocuments(props: Record<string, unknown>, fake: FakeNovaPoshta) {
  const asked = props.Documents;
  if (!Array.isArray(asked) || asked.length === 0) return envelope({ success: false, errors: ['Documents is empty'] });
  if (asked.length > 100) return envelope({ success: false, errors: ['Documents limit exceeded: 100'] });
  const data = (asked as { DocumentNumber?: unknown; Phone?: unknown }[]).map(({ DocumentNumber, Phone }) => {
    const number = String(DocumentNumber ?? '');
    const document = fake.documents.get(number);
    if (!document) return { Number: number, StatusCode: '3', Status: fakeStatusTexts['3'] };
    const known = Phone !== undefined && [document.recipientPhone, document.senderPhone].includes(String(Phone));
    return {
      Number: number,
      StatusCode: document.statusCode,
      Status: fakeStatusTexts[document.statusCode] ?? 'Статус невідомий',
      CargoType: 'Parcel',
      ...(known
        ? {
            Redelivery: document.redeliverySum > 0 ? 1 : 0,
            RedeliverySum: document.redeliverySum,
            PhoneRecipient: document.recipientPhone,
            LastCreatedOnTheBasisDocumentType: ['10', '11'].includes(document.statusCode) && document.redeliverySum > 0 ? 'RedeliveryGM' : '',
          }
        : {}),
    };
  });
  return envelope({ success: true, data });
}

// The smallest PDF a viewer opens: one empty 100×100 mm page.
const labelPdf = [
  '%PDF-1.4',
  '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj',
  '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj',
  '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 283 283]>>endobj',
  'trailer<</Root 1 0 R>>',
  '%%EOF',
].join('\n');

/** A label GET: the PDF for a known number and the right key; an HTML page at 200 otherwise, as the real site does. */
function answerLabel(path: string, fake: FakeNovaPoshta): { type: string; body: string } {
  const match = /^\/orders\/printMarking100x100\/orders(?:\[\]|%5B%5D)\/([^/]+)\/type\/pdf\/apiKey\/([^/]+)$/.exec(path);
  if (!match) return { type: 'text/html', body: '<html><body>Сторінку не знайдено</body></html>' };
  // Both groups take part in every match.
  const [, number = '', key = ''] = match;
  fake.labels.push(decodeURIComponent(number));
  if (decodeURIComponent(key) !== fake.apiKey || !fake.documents.has(decodeURIComponent(number))) return { type: 'text/html', body: '<html><body>Документ не знайдено</body></html>' };
  return { type: 'application/pdf', body: labelPdf };
}

/**
 * A local Nova Poshta API 2.0 that speaks its protocol: a JSON POST `{apiKey, modelName,
 * calledMethod, methodProperties}`, answered at HTTP 200 with `success`, `data`, `errors` and
 * `info` (`{totalCount}` for lists, `[]` otherwise), paged by `Page` and `Limit`. It knows Kyiv,
 * Kamianske and the village Kyivets, their branches and lockers, and prices by a simple formula.
 * It creates waybills (`InternetDocument.save`, refusing bad fields in `errors`), tracks them
 * (`TrackingDocument.getStatusDocuments`, moved on by `setStatus`) and serves their labels as PDF
 * at the print site's GET path. `mode` makes it fail: an HTTP 502, `success:false`, a broken JSON body, or no answer at all.
 */
export async function startFakeNovaPoshta(apiKey = 'fake-nova-poshta-key-0000000000000000'): Promise<FakeNovaPoshta> {
  const calls: FakeNovaPoshtaCall[] = [];
  const sockets = new Set<Socket>();
  const documents = new Map<string, FakeDocument>();
  const fake: FakeNovaPoshta = {
    url: '',
    printUrl: '',
    apiKey,
    mode: 'normal',
    omitTotalCount: false,
    calls,
    documents,
    labels: [],
    addDocument(number, fields = {}) {
      const document: FakeDocument = { ref: randomUUID(), number, statusCode: '1', redeliverySum: 0, recipientPhone: '380501112233', senderPhone: fakeSender.phone, properties: {}, ...fields };
      documents.set(number, document);
      return document;
    },
    setStatus(number, statusCode) {
      const document = documents.get(number);
      if (!document) throw new Error(`the fake knows no waybill ${number}`);
      document.statusCode = statusCode;
    },
    close: async () => {},
  };

  const respond = (response: ServerResponse, status: number, body: string, type = 'application/json') => {
    response.writeHead(status, { 'content-type': type });
    response.end(body);
  };

  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.method === 'GET') {
        const label = answerLabel(new URL(request.url ?? '/', 'http://fake').pathname, fake);
        return respond(response, 200, label.body, label.type);
      }
      let call: FakeNovaPoshtaCall;
      try {
        call = JSON.parse(body) as FakeNovaPoshtaCall;
      } catch {
        return respond(response, 200, JSON.stringify(envelope({ success: false, errors: ['Request body is not JSON'] })));
      }
      calls.push(call);
      if (fake.mode === 'hang') return;
      if (fake.mode === 'httpError') return respond(response, 502, '<html><body>502 Bad Gateway</body></html>', 'text/html');
      if (fake.mode === 'apiError') return respond(response, 200, JSON.stringify(envelope({ success: false, errors: ['API key expired'] })));
      if (fake.mode === 'malformed') return respond(response, 200, '{"success":true,"data":[{"Ref":');
      if (request.method !== 'POST') return respond(response, 405, '');
      respond(response, 200, JSON.stringify(answerCall(call, fake)));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}/v2.0/json/`;
  fake.printUrl = `http://127.0.0.1:${port}`;
  fake.close = () =>
    new Promise((resolve) => {
      // A hanging call keeps its socket open; the fake ends it.
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return fake;
}
