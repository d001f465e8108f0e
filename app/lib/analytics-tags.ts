/**
 * Google tags and GA4 e-commerce events. Loaded with import() only when a tag id is configured
 * and the shopper has accepted cookies (app/lib/analytics.ts), so other pages carry none of it.
 * https://developers.google.com/analytics/devguides/collection/ga4/ecommerce
 */
import type { CartLine } from '../../common/cart.ts';
import type { ProductCardView } from '../../common/catalog.ts';
import { isPresentPrice, recount } from '../../common/currency.ts';
import type { CurrencyView } from '../../common/settings.ts';
import type { TrackEvent, TrackPayloads } from './analytics.ts';
import { readStored, writeStored } from './browser-storage.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export interface GaItem {
  item_id: string;
  item_name: string;
  item_category?: string;
  item_variant?: string;
  price: number;
  quantity: number;
  index?: number;
  item_list_id?: string;
  item_list_name?: string;
}


interface Shown {
  target: Pick<CurrencyView, 'code' | 'rate'>;
  base: Pick<CurrencyView, 'rate'>;
}

const tagOrigin = 'https://www.googletagmanager.com';
/** Order numbers whose purchase was already sent from this browser (a reload must not repeat it). */
export const sentPurchasesKey = 'analyticsPurchases';
/** Categories of products seen on their pages, for cart and order items that do not carry one. */
const categoriesKey = 'analyticsCategories';
const keepEntries = 100;

function dataLayer(): unknown[] {
  window.dataLayer = window.dataLayer ?? [];
  return window.dataLayer;
}

let gaId: string | null = null;

// gtag.js reads the `arguments` object itself, not an array: this is Google's own definition.
function gtag(..._args: unknown[]) {
  dataLayer().push(arguments);
}

function addScript(src: string) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/**
 * Consent Mode v2: everything denied by default, then granted at once (this runs only after the
 * shopper accepted), then the tags themselves.
 */
export function startTags({ gtmId, ga4Id }: { gtmId: string | null; ga4Id: string | null }) {
  gtag('consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', wait_for_update: 500 });
  gtag('consent', 'update', { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' });
  if (ga4Id) {
    gtag('js', new Date());
    gtag('config', ga4Id);
    addScript(`${tagOrigin}/gtag/js?id=${encodeURIComponent(ga4Id)}`);
  }
  if (gtmId) {
    dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(`${tagOrigin}/gtm.js?id=${encodeURIComponent(gtmId)}`);
  }
  gaId = ga4Id;
}

function readJson<T>(key: string, fallback: T): T {
  try {
    return (JSON.parse(readStored(key) ?? 'null') as T | null) ?? fallback;
  } catch {
    return fallback;
  }
}

function writeJson(key: string, value: unknown) {
  writeStored(key, JSON.stringify(value));
}

function rememberCategory(productId: number, category: string | undefined) {
  if (!category) return;
  const entries = Object.entries(readJson<Record<string, string>>(categoriesKey, {})).filter(([id]) => id !== String(productId));
  writeJson(categoriesKey, Object.fromEntries([...entries.slice(-(keepEntries - 1)), [String(productId), category]]));
}

function categoryOf(productId: number | null): string | undefined {
  return productId === null ? undefined : readJson<Record<string, string>>(categoriesKey, {})[String(productId)];
}

const effective = (price: string, special: string | null) => Number(isPresentPrice(special) ? special : price);

function money(amountInUah: number, shown: Shown): number {
  const converted = recount(amountInUah, shown.base, shown.target);
  return Number.isNaN(converted) ? amountInUah : converted;
}

function cardItem(product: Pick<ProductCardView, 'id' | 'name'> & Partial<ProductCardView>, shown: Shown, extra: Partial<GaItem> = {}): GaItem {
  return {
    item_id: String(product.id),
    item_name: product.name,
    item_category: categoryOf(product.id),
    price: product.price === undefined ? 0 : money(effective(product.price, product.special ?? null), shown),
    quantity: 1,
    ...extra,
  };
}

function lineItem(line: CartLine, shown: Shown): GaItem {
  const variant = line.option.product_attributes.map((attribute) => attribute.alt).join(' / ');
  return {
    item_id: String(line.product_id),
    item_name: line.name,
    item_category: categoryOf(line.product_id),
    item_variant: variant || undefined,
    price: money(effective(line.price, line.special), shown),
    quantity: line.count,
  };
}

const sum = (items: GaItem[]) => Math.round(items.reduce((total, item) => total + item.price * item.quantity, 0) * 100) / 100;

function withoutEmpty<T extends object>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function push(event: string, ecommerce: Record<string, unknown>) {
  const clean = withoutEmpty(ecommerce);
  // GTM merges dataLayer state: the previous ecommerce object must not leak into this event.
  dataLayer().push({ ecommerce: null });
  dataLayer().push({ event, ecommerce: clean });
  if (gaId) gtag('event', event, clean);
}

function cartEvent(event: string, lines: CartLine[], shown: Shown, extra: Record<string, unknown> = {}) {
  const items = lines.map((line) => lineItem(line, shown));
  push(event, { currency: shown.target.code, value: sum(items), ...extra, items });
}

/** Sends one shop event as GA4 e-commerce data (or a plain GA4 event for search and sign-in). */
export function sendEvent<E extends TrackEvent>(event: E, payload: TrackPayloads[E], shown: Shown) {
  const p = payload as TrackPayloads[TrackEvent];
  switch (event) {
    case 'view_item_list': {
      const { list, products } = p as TrackPayloads['view_item_list'];
      const items = products.map((product, index) =>
        cardItem(product, shown, { index, item_list_id: list.id, item_list_name: list.name, item_category: categoryOf(product.id) ?? list.category }),
      );
      return push(event, { currency: shown.target.code, item_list_id: list.id, item_list_name: list.name, items });
    }
    case 'select_item': {
      const { list, product, index } = p as TrackPayloads['select_item'];
      return push(event, { currency: shown.target.code, item_list_id: list.id, item_list_name: list.name, items: [cardItem(product, shown, { index, item_list_id: list.id, item_list_name: list.name, item_category: categoryOf(product.id) ?? list.category })] });
    }
    case 'view_item': {
      const { product, category, variant } = p as TrackPayloads['view_item'];
      rememberCategory(product.id, category);
      const item = cardItem(product, shown, { item_category: category ?? categoryOf(product.id), item_variant: variant });
      return push(event, { currency: shown.target.code, value: item.price, items: [item] });
    }
    case 'add_to_wishlist': {
      const item = cardItem((p as TrackPayloads['add_to_wishlist']).product, shown);
      return push(event, { currency: shown.target.code, value: item.price, items: [item] });
    }
    case 'add_to_cart':
    case 'remove_from_cart':
    case 'view_cart':
      return cartEvent(event, (p as TrackPayloads['view_cart']).lines, shown);
    case 'begin_checkout': {
      const { lines, coupon } = p as TrackPayloads['begin_checkout'];
      return cartEvent(event, lines, shown, { coupon: coupon ?? undefined });
    }
    case 'add_shipping_info': {
      const { lines, shippingTier } = p as TrackPayloads['add_shipping_info'];
      return cartEvent(event, lines, shown, { shipping_tier: shippingTier });
    }
    case 'add_payment_info': {
      const { lines, paymentType } = p as TrackPayloads['add_payment_info'];
      return cartEvent(event, lines, shown, { payment_type: paymentType });
    }
    case 'purchase':
      return purchase((p as TrackPayloads['purchase']).order);
    case 'search':
      dataLayer().push({ event, search_term: (p as TrackPayloads['search']).term });
      if (gaId) gtag('event', event, { search_term: (p as TrackPayloads['search']).term });
      return;
    case 'login':
    case 'sign_up': {
      const method = (p as TrackPayloads['login']).method ?? 'email';
      dataLayer().push({ event, method });
      if (gaId) gtag('event', event, { method });
      return;
    }
  }
}

/**
 * Whether the order is a purchase yet. A card order is one once LiqPay has confirmed the payment:
 * a shopper back from a declined or abandoned payment has bought nothing, and the thank-you page
 * sends the purchase after paying again. The other methods (cash, invoice, SWIFT, after
 * confirmation) are paid outside the shop, later or never seen by it, so the placed order is the
 * purchase. A cancelled order is none.
 */
function isPurchase(order: Pick<TrackPayloads['purchase']['order'], 'status' | 'payment_method' | 'payment_status'>): boolean {
  if (order.status === 'cancelled') return false;
  return order.payment_method !== 'liqpay' || order.payment_status === 'paid';
}

/** Once per order from this browser: the thank-you page may be reloaded or opened again. */
function purchase(order: TrackPayloads['purchase']['order']) {
  if (!isPurchase(order)) return;
  const sent = readJson<string[]>(sentPurchasesKey, []);
  if (sent.includes(order.number)) return;
  // The order keeps the currency and rate the shopper saw when placing it.
  const shown: Shown = { target: { code: order.currency_code, rate: order.currency_rate }, base: { rate: '1' } };
  const items = order.lines.map((line) => ({
    item_id: line.product_id === null ? line.sku : String(line.product_id),
    item_name: line.name,
    item_category: categoryOf(line.product_id),
    item_variant: line.option || undefined,
    price: money(Number(line.price), shown),
    quantity: line.count,
  }));
  push('purchase', {
    transaction_id: order.number,
    currency: order.currency_code,
    value: money(Number(order.subtotal) - Number(order.discount), shown),
    shipping: money(Number(order.delivery_cost), shown),
    coupon: order.coupon ?? undefined,
    items,
  });
  // Remembered once sent, so an order that was not a purchase yet is sent when it becomes one.
  writeJson(sentPurchasesKey, [...sent.slice(-(keepEntries - 1)), order.number]);
}
