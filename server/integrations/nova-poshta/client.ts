import { z } from 'zod';
import type { DirectoryCity, PriceRequest, Settlement, SettlementWarehouses, Warehouse } from './nova-poshta.types.ts';

export type NovaPoshtaFailure = 'timeout' | 'network' | 'http' | 'api' | 'malformed';

/** Why Nova Poshta gave no usable answer; callers turn it into a message for the shopper. */
export class NovaPoshtaError extends Error {
  readonly reason: NovaPoshtaFailure;
  /** The HTTP status, for `http`. */
  readonly status?: number;
  /** Nova Poshta's own messages, for `api` (an answer with `success: false`). */
  readonly apiErrors: string[];

  constructor(reason: NovaPoshtaFailure, detail: string, extra: { status?: number; apiErrors?: string[]; cause?: unknown } = {}) {
    super(`Nova Poshta ${reason}: ${detail}`, { cause: extra.cause });
    this.name = 'NovaPoshtaError';
    this.reason = reason;
    this.status = extra.status;
    this.apiErrors = extra.apiErrors ?? [];
  }
}

export interface NovaPoshtaClientOptions {
  apiKey: string;
  /** The JSON endpoint, `https://api.novaposhta.ua/v2.0/json/`. */
  url: string;
  /** Per request: a hung call must not hold the checkout page. */
  timeoutMs?: number;
  /** Warehouses asked for per page. */
  pageSize?: number;
}

const defaultTimeoutMs = 5000;
const defaultPageSize = 500;
/** Enough pages for the largest city at the default page size; a guard against a looping answer. */
const maxPages = 40;
/** Settlements asked for per search: one page, cached and cut down by the caller. */
const searchLimit = 50;

// Type Refs from Address.getWarehouseTypes: "Поштомат" and "Поштомат ПриватБанку".
const lockerTypeRefs = new Set(['f9316480-5f2d-425d-bc2c-ac7cd29decf0', '95dc212d-479c-4ffb-a8ab-8c1b9073d0bc']);

const envelopeSchema = z.object({
  success: z.boolean(),
  data: z.array(z.unknown()),
  errors: z.array(z.unknown()).optional(),
  // An object { totalCount } for lists, an empty array for everything else.
  info: z.unknown().optional(),
});

// Nova Poshta sends numbers and flags as strings ("25", "1"); a field that is missing or odd reads as empty.
const optionalText = z.union([z.string(), z.number(), z.boolean()]).transform(String).catch('');
const count = z.coerce.number().int().nonnegative().catch(0);

const settlementSchema = z.object({
  Ref: z.string().min(1),
  DeliveryCity: z.string().min(1),
  MainDescription: z.string().min(1),
  Area: optionalText,
  Region: optionalText,
  SettlementTypeCode: optionalText,
  Warehouses: count,
});

const searchAnswerSchema = z.object({ Addresses: z.array(z.unknown()) });

const warehouseSchema = z.object({
  Ref: z.string().min(1),
  Number: z.union([z.string().min(1), z.number()]).transform(String),
  Description: optionalText,
  ShortAddress: optionalText,
  CityDescription: optionalText,
  CityRef: optionalText,
  TypeOfWarehouse: optionalText,
  CategoryOfWarehouse: optionalText,
  WarehouseStatus: optionalText,
  DenyToSelect: optionalText,
  PlaceMaxWeightAllowed: count,
  TotalMaxWeightAllowed: count,
});

const citySchema = z.object({
  Ref: z.string().min(1),
  Description: z.string().min(1),
  SettlementTypeDescription: optionalText,
  AreaDescription: optionalText,
});

// getCities names the type in words ("місто", "селище міського типу"); the rest of the shop reads codes.
const typeCodeOf = (description: string) => (/міського типу/i.test(description) ? 'смт' : description);

const priceSchema = z.object({ Cost: z.union([z.number().nonnegative(), z.string().regex(/^\d+(\.\d+)?$/).transform(Number)]) });

type RawWarehouse = z.infer<typeof warehouseSchema>;

function totalCount(info: unknown): number | null {
  if (!info || typeof info !== 'object' || Array.isArray(info) || !('totalCount' in info)) return null;
  const total = Number(info.totalCount);
  return Number.isFinite(total) ? total : null;
}

/** Items of the expected shape; an odd one is dropped rather than failing the whole list. */
function itemsOf<S extends z.ZodType>(schema: S, items: unknown[]): z.infer<S>[] {
  return items.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

const isSelectable = (raw: RawWarehouse) =>
  !['1', 'true'].includes(raw.DenyToSelect) && (raw.WarehouseStatus === '' || raw.WarehouseStatus === 'Working');

function toWarehouse(raw: RawWarehouse): Warehouse {
  const locker = lockerTypeRefs.has(raw.TypeOfWarehouse) || /postomat/i.test(raw.CategoryOfWarehouse);
  // "Відділення №25 (до 30 кг): вул. Хрещатик, 22" has the street type that "Київ, Хрещатик, 22" lacks.
  const colon = raw.Description.indexOf(':');
  const cityPrefix = `${raw.CityDescription}, `;
  const shortAddress = raw.ShortAddress.startsWith(cityPrefix) ? raw.ShortAddress.slice(cityPrefix.length) : raw.ShortAddress;
  const address = colon >= 0 ? raw.Description.slice(colon + 1).trim() : shortAddress;
  return {
    ref: raw.Ref,
    number: raw.Number,
    kind: locker ? 'locker' : 'branch',
    address,
    maxWeightKg: raw.PlaceMaxWeightAllowed || raw.TotalMaxWeightAllowed || null,
  };
}

/** One Nova Poshta API 2.0 call: the answer's `data` and the list's `info.totalCount`, or a NovaPoshtaError. */
export type NovaPoshtaCall = (modelName: string, calledMethod: string, methodProperties: Record<string, unknown>) => Promise<{ data: unknown[]; totalCount: number | null }>;

/**
 * POSTs `{apiKey, modelName, calledMethod, methodProperties}` as JSON. Every failure (no answer in
 * time, an HTTP error, `success:false` at HTTP 200, an answer that is not the protocol's) rejects
 * with a NovaPoshtaError.
 */
export function createNovaPoshtaCall({ apiKey, url, timeoutMs = defaultTimeoutMs }: Pick<NovaPoshtaClientOptions, 'apiKey' | 'url' | 'timeoutMs'>): NovaPoshtaCall {
  async function call(modelName: string, calledMethod: string, methodProperties: Record<string, unknown>) {
    const method = `${modelName}.${calledMethod}`;
    let text: string;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ apiKey, modelName, calledMethod, methodProperties }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new NovaPoshtaError('http', `${method} answered HTTP ${response.status}`, { status: response.status });
      }
      text = await response.text();
    } catch (error) {
      if (error instanceof NovaPoshtaError) throw error;
      const name = (error as { name?: string }).name;
      if (name === 'TimeoutError' || name === 'AbortError') throw new NovaPoshtaError('timeout', `${method} gave no answer in ${timeoutMs} ms`, { cause: error });
      throw new NovaPoshtaError('network', `${method} could not be reached`, { cause: error });
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new NovaPoshtaError('malformed', `${method} answered something other than JSON`, { cause: error });
    }
    const envelope = envelopeSchema.safeParse(json);
    if (!envelope.success) throw new NovaPoshtaError('malformed', `${method} answered outside the protocol`, { cause: envelope.error });
    if (!envelope.data.success) {
      const apiErrors = (envelope.data.errors ?? []).map(String);
      throw new NovaPoshtaError('api', `${method} refused: ${apiErrors.join('; ') || 'no reason given'}`, { apiErrors });
    }
    return { data: envelope.data.data, totalCount: totalCount(envelope.data.info) };
  }
  return call;
}

export type NovaPoshtaClient = ReturnType<typeof createNovaPoshtaClient>;

/** The Nova Poshta API 2.0 client of the directory and prices (see `createNovaPoshtaCall` for failures). */
export function createNovaPoshtaClient({ apiKey, url, timeoutMs = defaultTimeoutMs, pageSize = defaultPageSize }: NovaPoshtaClientOptions) {
  const call = createNovaPoshtaCall({ apiKey, url, timeoutMs });

  return {
    /** Settlements whose name starts with the text (live autocomplete). */
    async searchSettlements(cityName: string): Promise<Settlement[]> {
      const { data } = await call('Address', 'searchSettlements', { CityName: cityName, Limit: String(searchLimit), Page: '1' });
      if (data.length === 0) return [];
      const first = searchAnswerSchema.safeParse(data[0]);
      if (!first.success) throw new NovaPoshtaError('malformed', 'Address.searchSettlements answered without Addresses');
      return itemsOf(settlementSchema, first.data.Addresses).map((item) => ({
        ref: item.Ref,
        cityRef: item.DeliveryCity,
        name: item.MainDescription,
        typeCode: item.SettlementTypeCode,
        area: item.Area,
        region: item.Region,
        warehouses: item.Warehouses,
      }));
    },

    /** Every selectable, working branch and locker of a settlement (or city), all pages of `info.totalCount`. */
    async getWarehouses(where: { settlementRef: string } | { cityRef: string }): Promise<SettlementWarehouses> {
      const filter = 'settlementRef' in where ? { SettlementRef: where.settlementRef } : { CityRef: where.cityRef };
      const pageOf = (page: number) => call('Address', 'getWarehouses', { ...filter, Page: String(page), Limit: String(pageSize) });
      const first = await pageOf(1);
      const items = [...first.data];
      if (first.totalCount !== null) {
        // The count is known: the other pages are asked for together (a large city has a dozen).
        const pages = Math.min(maxPages, Math.ceil(first.totalCount / pageSize));
        const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => pageOf(i + 2)));
        items.push(...rest.flatMap((page) => page.data));
      } else {
        for (let page = 2, last = first.data; last.length === pageSize && page <= maxPages; page++) {
          last = (await pageOf(page)).data;
          items.push(...last);
        }
      }
      const parsed = itemsOf(warehouseSchema, items);
      const warehouses = parsed.filter(isSelectable).map(toWarehouse);
      const cityRef = parsed.find((item) => item.CityRef !== '')?.CityRef;
      return { branches: warehouses.filter((w) => w.kind === 'branch'), lockers: warehouses.filter((w) => w.kind === 'locker'), ...(cityRef ? { cityRef } : {}) };
    },

    /** The city of a city Ref (`Address.getCities`); null when Nova Poshta knows none. */
    async getCity(cityRef: string): Promise<DirectoryCity | null> {
      const { data } = await call('Address', 'getCities', { Ref: cityRef, Page: '1', Limit: '1' });
      const [city] = itemsOf(citySchema, data);
      if (!city) return null;
      return { cityRef: city.Ref, name: city.Description, typeCode: typeCodeOf(city.SettlementTypeDescription), area: city.AreaDescription, region: '' };
    },

    /** The delivery cost of one parcel in kopiyky. */
    async getDocumentPrice({ senderCityRef, recipientCityRef, kind, weightKg, declaredValue }: PriceRequest): Promise<number> {
      const { data } = await call('InternetDocument', 'getDocumentPrice', {
        CitySender: senderCityRef,
        CityRecipient: recipientCityRef,
        Weight: String(Math.max(0.1, weightKg)),
        // A parcel locker is a kind of warehouse to the tariff; the courier brings it to the door.
        ServiceType: kind === 'courier' ? 'WarehouseDoors' : 'WarehouseWarehouse',
        Cost: String(Math.ceil(declaredValue / 100)),
        CargoType: 'Parcel',
        SeatsAmount: '1',
      });
      const price = priceSchema.safeParse(data[0]);
      if (!price.success) throw new NovaPoshtaError('malformed', 'InternetDocument.getDocumentPrice answered without a Cost');
      return Math.round(price.data.Cost * 100);
    },
  };
}
