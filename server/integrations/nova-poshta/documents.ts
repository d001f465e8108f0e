import { z } from 'zod';
import { createNovaPoshtaCall, NovaPoshtaError, type NovaPoshtaClientOptions } from './client.ts';

/** The shop as Nova Poshta's sender: refs fetched once per API key and kept in the configuration. */
export interface WaybillSender {
  /** Counterparty Ref (`Sender`). */
  ref: string;
  /** Contact person Ref (`ContactSender`). */
  contactRef: string;
  /** The branch parcels are handed in at (`SenderAddress`). */
  addressRef: string;
  /** `380XXXXXXXXX`. */
  phone: string;
  /** The city Ref of that branch (`CitySender`). */
  cityRef: string;
}

export interface WaybillRequest {
  sender: WaybillSender;
  recipient: {
    name: string;
    /** `380XXXXXXXXX`. */
    phone: string;
    cityRef: string;
    /** A branch or locker Ref; without it, the courier brings the parcel to `address`. */
    warehouseRef?: string;
    address?: { street: string; house: string; flat?: string };
  };
  weightKg: number;
  seats: number;
  /** Declared value in kopiyky (Nova Poshta takes whole hryvnias). */
  declaredValue: number;
  description: string;
  /** The shipping date; Nova Poshta reads it as a Kyiv calendar day. */
  date: Date;
  /** Shown in the shop's Nova Poshta cabinet. */
  orderNumber: string;
  /** Cash on delivery in kopiyky: the recipient pays this at pickup and the money comes back to the shop. */
  cashOnDelivery?: number;
}

export interface CreatedWaybill {
  /** Document Ref: what update, delete and print take. */
  ref: string;
  /** The 14-digit number shown to the shopper. */
  number: string;
  /** Delivery price in kopiyky, when Nova Poshta says it. */
  cost: number | null;
}

export interface ParcelState {
  number: string;
  statusCode: string;
  status: string;
  /** Cash on delivery was ordered for this parcel. */
  redelivery: boolean;
}

/** Nova Poshta takes up to this many numbers in one tracking call. */
export const trackingBatchSize = 100;

/** Nova Poshta's waybill numbers (ТТН): 14 digits. */
export const waybillNumberPattern = /^\d{14}$/;

const kyivDate = new Intl.DateTimeFormat('uk-UA', { timeZone: 'Europe/Kyiv', day: '2-digit', month: '2-digit', year: 'numeric' });

const hryvnias = (kopiyky: number) => String(Math.max(0, Math.ceil(kopiyky / 100)));

const money = z.union([z.number(), z.string().regex(/^\d+(\.\d+)?$/).transform(Number)]);

const savedSchema = z.object({
  Ref: z.string().min(1),
  IntDocNumber: z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(/^\d{14}$/)),
  CostOnSite: money.optional().catch(undefined),
});

const stateSchema = z.object({
  Number: z.union([z.string(), z.number()]).transform(String),
  StatusCode: z.union([z.string(), z.number()]).transform(String),
  Status: z.string().catch(''),
  Redelivery: z.union([z.string(), z.number()]).transform(String).catch('0'),
});

/** The methodProperties of `InternetDocument.save` for one parcel from the shop's branch. */
export function waybillProperties({ sender, recipient, weightKg, seats, declaredValue, description, date, orderNumber, cashOnDelivery }: WaybillRequest) {
  const toDoor = !recipient.warehouseRef;
  return {
    PayerType: 'Recipient',
    PaymentMethod: 'Cash',
    DateTime: kyivDate.format(date),
    CargoType: 'Parcel',
    Weight: String(Math.max(0.1, Math.round(weightKg * 1000) / 1000)),
    ServiceType: toDoor ? 'WarehouseDoors' : 'WarehouseWarehouse',
    SeatsAmount: String(Math.max(1, seats)),
    Description: description,
    Cost: hryvnias(declaredValue),
    CitySender: sender.cityRef,
    Sender: sender.ref,
    SenderAddress: sender.addressRef,
    ContactSender: sender.contactRef,
    SendersPhone: sender.phone,
    CityRecipient: recipient.cityRef,
    RecipientName: recipient.name,
    RecipientType: 'PrivatePerson',
    RecipientsPhone: recipient.phone,
    ...(toDoor
      ? { NewAddress: '1', RecipientAddressName: recipient.address?.street ?? '', RecipientHouse: recipient.address?.house ?? '', RecipientFlat: recipient.address?.flat ?? '' }
      : { RecipientAddress: recipient.warehouseRef }),
    InfoRegClientBarcodes: orderNumber,
    ...(cashOnDelivery ? { BackwardDeliveryData: [{ PayerType: 'Recipient', CargoType: 'Money', RedeliveryString: hryvnias(cashOnDelivery) }] } : {}),
  };
}

export interface NovaPoshtaDocumentsOptions extends Pick<NovaPoshtaClientOptions, 'apiKey' | 'url' | 'timeoutMs'> {
  /** `https://my.novaposhta.ua`: labels are GET URLs there, with the key in the path. */
  printUrl: string;
}

export type NovaPoshtaDocuments = ReturnType<typeof createNovaPoshtaDocuments>;

/** Waybills, their tracking and their labels (see `createNovaPoshtaCall` for how failures reject). */
export function createNovaPoshtaDocuments({ apiKey, url, timeoutMs = 10_000, printUrl }: NovaPoshtaDocumentsOptions) {
  const call = createNovaPoshtaCall({ apiKey, url, timeoutMs });

  return {
    /** `InternetDocument.save`: the waybill's Ref, number and price. */
    async createWaybill(request: WaybillRequest): Promise<CreatedWaybill> {
      const { data } = await call('InternetDocument', 'save', waybillProperties(request));
      const saved = savedSchema.safeParse(data[0]);
      if (!saved.success) throw new NovaPoshtaError('malformed', 'InternetDocument.save answered without a Ref and a number');
      const cost = saved.data.CostOnSite;
      return { ref: saved.data.Ref, number: saved.data.IntDocNumber, cost: cost === undefined ? null : Math.round(cost * 100) };
    },

    /**
     * `TrackingDocument.getStatusDocuments` for any number of waybills, asked in batches of 100;
     * the phone (sender's or recipient's) brings the cash-on-delivery details.
     */
    async trackParcels(documents: { number: string; phone?: string }[]): Promise<ParcelState[]> {
      const states: ParcelState[] = [];
      for (let start = 0; start < documents.length; start += trackingBatchSize) {
        const batch = documents.slice(start, start + trackingBatchSize);
        const { data } = await call('TrackingDocument', 'getStatusDocuments', {
          Documents: batch.map(({ number, phone }) => ({ DocumentNumber: number, ...(phone ? { Phone: phone } : {}) })),
        });
        for (const item of data) {
          const parsed = stateSchema.safeParse(item);
          if (parsed.success) states.push({ number: parsed.data.Number, statusCode: parsed.data.StatusCode, status: parsed.data.Status, redelivery: parsed.data.Redelivery === '1' });
        }
      }
      return states;
    },

    /** The 100×100 label as PDF bytes. The URL holds the key: it never leaves the server, nor any message. */
    async label(number: string): Promise<Uint8Array> {
      if (!waybillNumberPattern.test(number)) throw new NovaPoshtaError('api', 'not a waybill number');
      const address = `${printUrl.replace(/\/+$/, '')}/orders/printMarking100x100/orders[]/${number}/type/pdf/apiKey/${encodeURIComponent(apiKey)}`;
      let response: Response;
      try {
        response = await fetch(address, { signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === 'TimeoutError' || name === 'AbortError') throw new NovaPoshtaError('timeout', `the label gave no answer in ${timeoutMs} ms`);
        throw new NovaPoshtaError('network', 'the label could not be fetched');
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new NovaPoshtaError('http', `the label answered HTTP ${response.status}`, { status: response.status });
      }
      const bytes = new Uint8Array(await response.arrayBuffer());
      // Failures come back as an HTML page at HTTP 200.
      if (new TextDecoder().decode(bytes.subarray(0, 5)) !== '%PDF-') throw new NovaPoshtaError('malformed', 'the label is not a PDF');
      return bytes;
    },
  };
}
