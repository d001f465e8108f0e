// Schemas and answer shapes of the checkout, shared by its pages and the API (zod/mini).
// The pages validate each step with its own schema before going on; the server checks the whole
// order again with `placeOrderSchema` and trusts nothing the page computed.
import { z } from 'zod/mini';
import type { OrderView } from './account.ts';
import { countryNeedsRegion, countryUsesPostcode, isShippableCountry, postcodeFits } from './countries.ts';
import { normalizeInternationalPhone, normalizeUkrainianPhone } from './phone.ts';
import type { SwiftIntermediary, SwiftRequisites, TransferCurrency } from './settings.ts';
import { multiLine, singleLine } from './text.ts';
import { emailField, langField, orderNumberPattern, patternUnlessEmpty, required } from './validation.ts';

export const checkoutRegions = ['ukraine', 'international'] as const;
export type CheckoutRegion = (typeof checkoutRegions)[number];

export const ukraineDeliveryMethods = ['np_branch', 'np_locker', 'np_courier', 'ukrposhta'] as const;
export const internationalDeliveryMethods = ['intl_standard', 'intl_express'] as const;
export type UkraineDeliveryMethod = (typeof ukraineDeliveryMethods)[number];
export type InternationalDeliveryMethod = (typeof internationalDeliveryMethods)[number];
export type DeliveryMethod = UkraineDeliveryMethod | InternationalDeliveryMethod;

/**
 * Card online is LiqPay. `swift` is a bank transfer in EUR or USD to the shop's SWIFT details, the
 * order number as its reference; `after_confirmation` places the order and the shop sends a
 * payment link or its details once it has confirmed the shipping cost.
 */
export const paymentMethods = ['cash', 'liqpay', 'invoice', 'swift', 'after_confirmation'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentMethodsFor: Record<CheckoutRegion, readonly PaymentMethod[]> = {
  ukraine: ['cash', 'liqpay', 'invoice'],
  international: ['liqpay', 'swift', 'after_confirmation'],
};

/** The Nova Poshta method that needs a branch or a locker picked from the city's list. */
export const warehouseKindOf: Partial<Record<DeliveryMethod, 'branch' | 'locker'>> = { np_branch: 'branch', np_locker: 'locker' };

export const checkoutLimits = { name: 120, text: 200, address: 300, comment: 1000, companyName: 200 } as const;

/** Letters of any alphabet, apostrophes, dots, dashes and spaces; at least two words. */
const fullNamePattern = /^\p{L}[\p{L}'’ʼ.-]*(?: +\p{L}[\p{L}'’ʼ.-]*)+$/u;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const text = (message: string, max: number = checkoutLimits.text) =>
  z.string({ message }).check(singleLine, z.trim(), z.maxLength(max, 'validations.maxLength'));
const requiredText = (message: string, max: number = checkoutLimits.text) =>
  z.string({ message }).check(singleLine, z.trim(), required(message), z.maxLength(max, 'validations.maxLength'));
/** The shopper's note to the shop: line breaks kept. */
const noteText = (max: number) => z.string({ message: 'validations.invalid' }).check(...multiLine, z.trim(), z.maxLength(max, 'validations.maxLength'));

const phoneField = (normalize: (typed: string) => string | null, invalid: string) =>
  z.pipe(
    z.string({ message: 'checkoutValidation.phone' }).check(
      singleLine,
      z.trim(),
      required('checkoutValidation.phone'),
      z.maxLength(30, 'validations.maxLength'),
      z.refine((typed) => typed.length === 0 || normalize(typed) !== null, invalid),
    ),
    z.transform((typed) => normalize(typed) ?? typed),
  );

/** Step 1: who receives the parcel. */
export const recipientShape = {
  name: z
    .string({ message: 'checkoutValidation.name' })
    .check(
      singleLine,
      z.trim(),
      required('checkoutValidation.name'),
      z.maxLength(checkoutLimits.name, 'validations.maxLength'),
      patternUnlessEmpty(fullNamePattern, 'checkoutValidation.fullName'),
    ),
  email: emailField,
};

const ukrainePhone = phoneField(normalizeUkrainianPhone, 'checkoutValidation.phoneUkraine');
const internationalPhone = phoneField(normalizeInternationalPhone, 'checkoutValidation.phoneInternational');

const countryField = z
  .string({ message: 'checkoutValidation.country' })
  .check(singleLine, z.trim(), z.refine((code) => isShippableCountry(code), 'checkoutValidation.country'));

const isObject = ({ value }: { value: unknown }) => typeof value === 'object' && value !== null;

/**
 * A field required by another field's choice (the method picked, the country), with its format
 * when filled. Checked even while other fields fail, so each step shows every warning at once.
 */
function requiredWhen<T extends Record<string, unknown>>(field: keyof T & string, applies: (input: T) => boolean, message: string, valid: (value: string, input: T) => boolean = () => true) {
  const filled = (input: T) => (typeof input[field] === 'string' ? (input[field] as string).trim() : '');
  return [
    z.refine<T>((input) => !applies(input) || filled(input) !== '', { message, path: [field], when: isObject }),
    z.refine<T>((input) => !applies(input) || filled(input) === '' || valid(filled(input), input), { message: `${message}Format`, path: [field], when: isObject }),
  ];
}

type UkraineDeliveryInput = { delivery_method?: string; warehouse_ref?: string; street?: string; house?: string; postcode?: string };
type InternationalAddressInput = { country?: string; region?: string; postcode?: string };

const ukraineDeliveryChecks = [
  ...requiredWhen<UkraineDeliveryInput>('warehouse_ref', (input) => input.delivery_method === 'np_branch', 'checkoutValidation.branch', (ref) => uuidPattern.test(ref)),
  ...requiredWhen<UkraineDeliveryInput>('warehouse_ref', (input) => input.delivery_method === 'np_locker', 'checkoutValidation.locker', (ref) => uuidPattern.test(ref)),
  ...requiredWhen<UkraineDeliveryInput>('street', (input) => input.delivery_method === 'np_courier', 'checkoutValidation.street'),
  ...requiredWhen<UkraineDeliveryInput>('house', (input) => input.delivery_method === 'np_courier', 'checkoutValidation.house'),
  ...requiredWhen<UkraineDeliveryInput>('postcode', (input) => input.delivery_method === 'ukrposhta', 'checkoutValidation.postcodeUkraine', (code) => /^\d{5}$/.test(code)),
];

const internationalAddressChecks = [
  ...requiredWhen<InternationalAddressInput>('region', (input) => countryNeedsRegion(input.country ?? ''), 'checkoutValidation.region'),
  ...requiredWhen<InternationalAddressInput>('postcode', (input) => countryUsesPostcode(input.country ?? ''), 'checkoutValidation.postcode', (code, input) => postcodeFits(input.country ?? '', code)),
];

/** Step 2 in Ukraine: a city from Nova Poshta's search, then the method and its branch, locker or address. */
export const ukraineDeliveryShape = {
  /** The settlement Ref (what the warehouse list takes) and the city Ref (what the price takes). */
  settlement_ref: z.string({ message: 'checkoutValidation.city' }).check(z.trim(), z.regex(uuidPattern, 'checkoutValidation.city')),
  city_ref: z.string({ message: 'checkoutValidation.city' }).check(z.trim(), z.regex(uuidPattern, 'checkoutValidation.city')),
  city_name: requiredText('checkoutValidation.city'),
  delivery_method: z.enum(ukraineDeliveryMethods, { message: 'checkoutValidation.deliveryMethod' }),
  warehouse_ref: z.optional(text('checkoutValidation.branch', 36)),
  street: z.optional(text('checkoutValidation.street')),
  house: z.optional(text('checkoutValidation.house', 20)),
  apartment: z.optional(text('validations.invalid', 20)),
  postcode: z.optional(text('checkoutValidation.postcodeUkraine', 10)),
};

/** Step 2 abroad: the address as the country's post wants it, and the carrier. */
export const internationalDeliveryShape = {
  city: requiredText('checkoutValidation.cityText'),
  region: z.optional(text('checkoutValidation.region')),
  postcode: z.optional(text('checkoutValidation.postcode', 12)),
  address: requiredText('checkoutValidation.address', checkoutLimits.address),
  delivery_method: z.enum(internationalDeliveryMethods, { message: 'checkoutValidation.deliveryMethod' }),
};

type PaymentInput = { payment_method?: string; company_name?: string; company_code?: string };

/** Step 3: how to pay, the policy agreement, and for an invoice the company it is made out to. */
const paymentShape = (region: CheckoutRegion) => ({
  payment_method: z.enum(paymentMethodsFor[region] as [PaymentMethod, ...PaymentMethod[]], { message: 'checkoutValidation.paymentMethod' }),
  /** The company and its EDRPOU (8 digits) or a sole trader's tax number (10 digits), for an invoice. */
  company_name: z.optional(text('checkoutValidation.companyName', checkoutLimits.companyName)),
  company_code: z.optional(text('checkoutValidation.companyCode', 10)),
  policy: z.literal(true, { message: 'checkoutValidation.policy' }),
  comment: z.optional(noteText(checkoutLimits.comment)),
});

const paymentChecks = [
  ...requiredWhen<PaymentInput>('company_name', (input) => input.payment_method === 'invoice', 'checkoutValidation.companyName'),
  ...requiredWhen<PaymentInput>('company_code', (input) => input.payment_method === 'invoice', 'checkoutValidation.companyCode', (code) => /^(\d{8}|\d{10})$/.test(code)),
];

/** The three steps' schemas: the page checks one before opening the next. */
export const checkoutStepSchemas = {
  ukraine: {
    recipient: z.object({ ...recipientShape, phone: ukrainePhone }),
    delivery: z.object(ukraineDeliveryShape).check(...ukraineDeliveryChecks),
    payment: z.object(paymentShape('ukraine')).check(...paymentChecks),
  },
  international: {
    recipient: z.object({ ...recipientShape, phone: internationalPhone, country: countryField }),
    delivery: z.object({ ...internationalDeliveryShape, country: countryField }).check(...internationalAddressChecks),
    payment: z.object(paymentShape('international')).check(...paymentChecks),
  },
} as const;

export type CheckoutStep = keyof (typeof checkoutStepSchemas)['ukraine'];
export const checkoutSteps: readonly CheckoutStep[] = ['recipient', 'delivery', 'payment'];

/** What every order request carries besides the three steps. */
const orderBaseShape = {
  lang: langField,
  cart_id: z.uuid({ message: 'checkoutValidation.cart' }),
  /** The currency the shopper saw: the order keeps it and its rate; amounts are charged in UAH. */
  currency: z.string({ message: 'checkoutValidation.currency' }).check(z.regex(/^[A-Z]{3}$/, 'checkoutValidation.currency')),
  /** A random key made when the page opened: the same key again answers the same order. */
  idempotency_key: z.string({ message: 'checkoutValidation.idempotencyKey' }).check(z.regex(/^[A-Za-z0-9_-]{22,64}$/, 'checkoutValidation.idempotencyKey')),
  /** The total the page showed (UAH). Only logged when it differs: the server's own total is charged. */
  total: z.optional(z.union([z.number(), z.string().check(z.maxLength(20, 'validations.maxLength'))])),
};

export const placeOrderSchema = {
  ukraine: z
    .object({ ...orderBaseShape, ...recipientShape, phone: ukrainePhone, ...ukraineDeliveryShape, ...paymentShape('ukraine') })
    .check(...ukraineDeliveryChecks, ...paymentChecks),
  international: z
    .object({ ...orderBaseShape, ...recipientShape, phone: internationalPhone, country: countryField, ...internationalDeliveryShape, ...paymentShape('international') })
    .check(...internationalAddressChecks, ...paymentChecks),
} as const;

export type UkraineOrderInput = z.output<(typeof placeOrderSchema)['ukraine']>;
export type InternationalOrderInput = z.output<(typeof placeOrderSchema)['international']>;

/** POST /api/checkout/summary: what the order would cost with this delivery, computed by the server. */
export const checkoutSummarySchema = z.object({
  lang: langField,
  cart_id: z.uuid({ message: 'checkoutValidation.cart' }),
  region: z.enum(checkoutRegions, { message: 'validations.invalid' }),
  delivery_method: z.optional(z.enum([...ukraineDeliveryMethods, ...internationalDeliveryMethods], { message: 'checkoutValidation.deliveryMethod' })),
  /** Ukraine: the city Ref of the picked city, for Nova Poshta's price. */
  city_ref: z.optional(z.string().check(z.regex(uuidPattern, 'checkoutValidation.city'))),
  /** Abroad: the country's code, for the zone's price. */
  country: z.optional(countryField),
});

/** Money of the order as the server counts it; UAH decimal text. */
export interface CheckoutSummary {
  items_count: number;
  /** The lines at their current (special) prices. */
  subtotal: string;
  discount: string;
  coupon: string | null;
  /** Why the cart's coupon no longer applies (no discount then); null otherwise. */
  coupon_error: string | null;
  /** Null until a method is picked, or when the carrier charges at its own rates on delivery. */
  delivery_cost: string | null;
  /** "At the carrier's rates" when the delivery is paid to the carrier; null otherwise. */
  delivery_note: string | null;
  total: string;
  /** Parcel weight in kilograms, as delivery prices use it. */
  weight_kg: number;
  /** Every method of the region with its price here (Ukraine: once a city is picked; abroad: once a country is). */
  delivery_options: DeliveryOption[];
}

export interface DeliveryOption {
  method: DeliveryMethod;
  label: string;
  /** UAH decimal text; null when paid to the carrier at its rates (see `note`). */
  cost: string | null;
  note: string | null;
  /** False when the parcel cannot go this way (a locker's weight or value limit). */
  available: boolean;
}

/** POST /api/checkout/place answers this (also for a repeated key). */
export interface PlacedOrder {
  number: string;
  /** The thank-you page of this order (language prefix included), with its secret. */
  thankyou_url: string;
  /** For card payment: the form the page posts to LiqPay. */
  payment: { provider: 'liqpay'; action: string; data: string; signature: string } | null;
}

/** The shop's bank details for an invoice, from the settings. */
export interface Requisites {
  company: string;
  code: string;
  iban: string;
  bank: string;
  address: string;
}

/** A bank transfer abroad: the amount in its currency, the shop's SWIFT details and the reference to write. */
export interface BankTransfer {
  currency: TransferCurrency;
  /** Decimal text in `currency`, fixed when the order was placed. */
  amount: string;
  /** The order number: the payment's reference. */
  reference: string;
  requisites: Omit<SwiftRequisites, 'currencies' | 'intermediaries'> & { intermediary: SwiftIntermediary | null };
}

/** The shop's SWIFT details as a transfer in this currency shows them: its correspondent bank only. */
export function transferRequisites(requisites: SwiftRequisites, currency: TransferCurrency): BankTransfer['requisites'] {
  const { currencies: _currencies, intermediaries, ...account } = requisites;
  return { ...account, intermediary: intermediaries?.[currency] ?? null };
}

/** A transfer's amount as banks write it: "1234.50 EUR". */
export const transferAmount = (transfer: Pick<BankTransfer, 'amount' | 'currency'>) => `${transfer.amount} ${transfer.currency}`;

/** The lines a shopper copies into a transfer order, in the order banks ask for them (labels under `transfer.<field>`). */
export function transferRows(transfer: BankTransfer): [field: string, value: string][] {
  const { requisites: r } = transfer;
  return [
    ['amount', transferAmount(transfer)],
    ['reference', transfer.reference],
    ['beneficiary', r.beneficiary],
    ['beneficiaryAddress', r.beneficiary_address],
    ['iban', r.iban],
    ['bank', r.bank],
    ['bankAddress', r.bank_address],
    ['swift', r.swift],
    ...(r.intermediary
      ? ([
          ['intermediaryBank', r.intermediary.bank],
          ['intermediarySwift', r.intermediary.swift],
          ...(r.intermediary.account ? [['intermediaryAccount', r.intermediary.account] as [string, string]] : []),
        ] as [string, string][])
      : []),
  ];
}

/** What the thank-you page shows: the order (method names in the shopper's language), the invoice or the transfer. */
export interface ThankYouView {
  order: OrderView;
  invoice: { number: string; requisites: Requisites; purpose: string } | null;
  transfer: BankTransfer | null;
  /** A card payment not paid yet (pending or failed) may be paid again from the page. */
  can_pay: boolean;
}

/** POST /api/checkout/pay: a new card payment of an order not paid yet, from its thank-you page. */
export const payAgainSchema = z.object({
  lang: langField,
  number: z.string({ message: 'validations.invalid' }).check(z.regex(orderNumberPattern, 'validations.invalid')),
  key: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{22,64}$/, 'validations.invalid'))),
});

/** The thank-you link: `/cart/thankyou?order=…&key=…`. */
export const thankYouParams = { order: 'order', key: 'key' } as const;
