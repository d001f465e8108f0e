// What the checkout pages type, and how it is cut into the three steps' schemas and one order.
// Pure functions: the pages and their tests share them.
import {
  checkoutStepSchemas,
  checkoutSteps,
  internationalDeliveryMethods,
  paymentMethodsFor,
  ukraineDeliveryMethods,
  warehouseKindOf,
  type CheckoutRegion,
  type CheckoutStep,
  type DeliveryMethod,
} from '../../../common/checkout.ts';
import { countryNeedsRegion, countryUsesPostcode, isShippableCountry } from '../../../common/countries.ts';

/** Every value either checkout keeps; a page uses the ones of its region. */
export interface CheckoutValues {
  name: string;
  email: string;
  phone: string;
  country: string;
  settlement_ref: string;
  city_ref: string;
  city_name: string;
  delivery_method: string;
  warehouse_ref: string;
  /** Shown in the step's summary only; the server names the branch itself. */
  warehouse_name: string;
  street: string;
  house: string;
  apartment: string;
  postcode: string;
  city: string;
  region: string;
  address: string;
  payment_method: string;
  company_name: string;
  company_code: string;
  comment: string;
  policy: boolean;
}

export type CheckoutField = keyof CheckoutValues;

export const emptyCheckoutValues: CheckoutValues = {
  name: '',
  email: '',
  phone: '',
  country: '',
  settlement_ref: '',
  city_ref: '',
  city_name: '',
  delivery_method: '',
  warehouse_ref: '',
  warehouse_name: '',
  street: '',
  house: '',
  apartment: '',
  postcode: '',
  city: '',
  region: '',
  address: '',
  payment_method: '',
  company_name: '',
  company_code: '',
  comment: '',
  policy: false,
};

/** Each step's fields in page order: a refused step focuses the first one with a warning. */
export const stepFields: Record<CheckoutRegion, Record<CheckoutStep, readonly CheckoutField[]>> = {
  ukraine: {
    recipient: ['name', 'email', 'phone'],
    delivery: ['city_name', 'delivery_method', 'warehouse_ref', 'street', 'house', 'apartment', 'postcode'],
    payment: ['payment_method', 'company_name', 'company_code', 'comment', 'policy'],
  },
  international: {
    recipient: ['name', 'email', 'phone', 'country'],
    delivery: ['city', 'region', 'postcode', 'address', 'delivery_method'],
    payment: ['payment_method', 'company_name', 'company_code', 'comment', 'policy'],
  },
};

export const regionDeliveryMethods: Record<CheckoutRegion, readonly DeliveryMethod[]> = {
  ukraine: ukraineDeliveryMethods,
  international: internationalDeliveryMethods,
};

/** The city picked from Nova Poshta's list is one control: its two Refs' messages show under it. */
export function displayField(field: string): string {
  return field === 'settlement_ref' || field === 'city_ref' ? 'city_name' : field;
}

/** The step that holds a field of the order (as the server names it); null for the cart, the coupon, … */
export function stepOfField(region: CheckoutRegion, field: string): CheckoutStep | null {
  const shown = displayField(field);
  return checkoutSteps.find((step) => (stepFields[region][step] as readonly string[]).includes(shown)) ?? null;
}

/** What a step's schema is given: only the fields that apply to the choices made (a courier's street, an invoice's company). */
export function stepInput(region: CheckoutRegion, step: CheckoutStep, values: CheckoutValues): Record<string, unknown> {
  if (step === 'recipient') {
    const base = { name: values.name, email: values.email, phone: values.phone };
    return region === 'international' ? { ...base, country: values.country } : base;
  }
  if (step === 'payment') {
    return {
      payment_method: values.payment_method,
      ...(values.payment_method === 'invoice' ? { company_name: values.company_name, company_code: values.company_code } : {}),
      comment: values.comment,
      policy: values.policy,
    };
  }
  const method = values.delivery_method;
  if (region === 'international') {
    return {
      country: values.country,
      city: values.city,
      ...(countryNeedsRegion(values.country) ? { region: values.region } : {}),
      ...(countryUsesPostcode(values.country) ? { postcode: values.postcode } : {}),
      address: values.address,
      delivery_method: method,
    };
  }
  return {
    settlement_ref: values.settlement_ref,
    city_ref: values.city_ref,
    city_name: values.city_name,
    delivery_method: method,
    ...(warehouseKindOf[method as DeliveryMethod] ? { warehouse_ref: values.warehouse_ref } : {}),
    ...(method === 'np_courier' ? { street: values.street, house: values.house, apartment: values.apartment } : {}),
    ...(method === 'ukrposhta' ? { postcode: values.postcode } : {}),
  };
}

export interface StepIssue {
  field: string;
  /** A catalogue key. */
  message: string;
  minimum?: number;
  maximum?: number;
}

/** The step's warnings, one per field (the first), in the order of the page's fields. */
export function stepIssues(region: CheckoutRegion, step: CheckoutStep, values: CheckoutValues): StepIssue[] {
  const parsed = checkoutStepSchemas[region][step].safeParse(stepInput(region, step, values));
  if (parsed.success) return [];
  const byField = new Map<string, StepIssue>();
  for (const issue of parsed.error.issues) {
    const field = displayField(String(issue.path[0]));
    if (byField.has(field)) continue;
    byField.set(field, {
      field,
      message: issue.message,
      minimum: 'minimum' in issue ? Number(issue.minimum) : undefined,
      maximum: 'maximum' in issue ? Number(issue.maximum) : undefined,
    });
  }
  const order = stepFields[region][step] as readonly string[];
  return [...byField.values()].sort((a, b) => rank(order, a.field) - rank(order, b.field));
}

const rank = (order: readonly string[], field: string) => (order.includes(field) ? order.indexOf(field) : order.length);

/** The fields a step asks for with the choices made now (a branch only once "branch" is picked), as the page shows them. */
export function fieldsInPlay(region: CheckoutRegion, step: CheckoutStep, values: CheckoutValues): Set<string> {
  return new Set(Object.keys(stepInput(region, step, values)).map(displayField));
}

/** The three steps' answers as the order call takes them (phones normalised, empty fields left out); else the first step to fix. */
export function orderFields(region: CheckoutRegion, values: CheckoutValues): { ok: true; data: Record<string, unknown> } | { ok: false; step: CheckoutStep } {
  const data: Record<string, unknown> = {};
  for (const step of checkoutSteps) {
    const parsed = checkoutStepSchemas[region][step].safeParse(stepInput(region, step, values));
    if (!parsed.success) return { ok: false, step };
    for (const [field, value] of Object.entries(parsed.data as Record<string, unknown>)) {
      if (value !== undefined && value !== '') data[field] = value;
    }
  }
  return { ok: true, data };
}

// The steps are a fixed list of three.
const lastStep = checkoutSteps.at(-1)!;

/** The first step after `step` that still needs something, else the last one (it holds the order button). */
export function stepAfter(region: CheckoutRegion, step: CheckoutStep, values: CheckoutValues): CheckoutStep {
  const later = checkoutSteps.slice(checkoutSteps.indexOf(step) + 1);
  return later.find((next) => stepIssues(region, next, values).length > 0) ?? lastStep;
}

/** What the summary call takes about the delivery: only values it would accept. */
export function summaryDelivery(region: CheckoutRegion, values: CheckoutValues): { delivery_method?: DeliveryMethod; city_ref?: string; country?: string } {
  const method = (regionDeliveryMethods[region] as readonly string[]).includes(values.delivery_method) ? (values.delivery_method as DeliveryMethod) : undefined;
  if (region === 'international') return { delivery_method: method, country: isShippableCountry(values.country) ? values.country : undefined };
  const cityRef = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(values.city_ref) ? values.city_ref : undefined;
  return { delivery_method: method, city_ref: cityRef };
}

/** The payment methods a page offers: the region's, as far as the shop can take them now. */
export function offeredPaymentMethods(region: CheckoutRegion, available: readonly string[]) {
  return paymentMethodsFor[region].filter((method) => available.includes(method));
}

/** 32 URL-safe characters from 24 random bytes: the key that makes a repeated order call answer the same order. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
