import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '../../common/cart.ts';
import type { OrderView } from '../../common/account.ts';
import type { ProductCardView } from '../../common/catalog.ts';

const uah = { code: 'UAH', rate: '1' };
const usd = { code: 'USD', rate: '0.025' };

function line(patch: Partial<CartLine> = {}): CartLine {
  return {
    id: 7, product_id: 12, option_id: 30, name: 'Намет «Трамп-2»', image: null, path: '/namety/namet-tramp-2', count: 2, max_count: 5,
    price: '4000.00', old_price: '0.00', special: '3600.00', currency: 'UAH', alert: '',
    option: { id: 30, price: '4000.00', old_price: '0.00', product_attributes: [{ attr_name: 'Колір', alt: 'Олива', slug: 'olyva' }, { attr_name: 'Розмір', alt: 'M', slug: 'm' }] },
    line_total: '7200.00', ...patch,
  };
}

const order = {
  number: 'TB-000123', status: 'new', payment_method: 'cash', payment_status: 'pending', currency_code: 'USD', currency_rate: '0.025', subtotal: '7200.00', discount: '200.00', delivery_cost: '100.00', coupon: 'TABIR',
  lines: [{ product_id: 12, name: 'Намет «Трамп-2»', option: 'Олива, M', image: null, sku: 'TR-2', price: '3600.00', old_price: null, count: 2, total: '7200.00' }],
} as unknown as OrderView;

let tags: typeof import('./analytics-tags.ts');
let added: string[];

beforeEach(async () => {
  const stored = new Map<string, string>();
  added = [];
  vi.stubGlobal('window', {});
  vi.stubGlobal('localStorage', { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => stored.set(key, value) });
  vi.stubGlobal('document', {
    createElement: () => ({}),
    head: { append: (script: { src: string }) => added.push(script.src) },
  });
  vi.resetModules();
  tags = await import('./analytics-tags.ts');
});

// The stubs go with each test. The config's unstubGlobals puts them back only before the next
// test, and the next file in this worker runs its beforeAll first: there a stubbed `document` made
// react-aria, loaded with the server entry through Vite, set up browser focus events and fail.
afterEach(() => {
  vi.unstubAllGlobals();
});

const layer = () => JSON.parse(JSON.stringify((window as { dataLayer?: unknown[] }).dataLayer)) as Record<string, unknown>[];
const pushed = (event: string) => layer().filter((entry) => entry.event === event);

describe('the tag module', () => {
  it('sets denied defaults, grants them and only then adds the tag scripts', () => {
    tags.startTags({ gtmId: 'GTM-TEST01', ga4Id: null });
    expect(layer().slice(0, 2)).toEqual([
      { 0: 'consent', 1: 'default', 2: { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', wait_for_update: 500 } },
      { 0: 'consent', 1: 'update', 2: { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' } },
    ]);
    expect(added).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST01']);
  });

  it('turns cart lines into GA4 items in the shown currency, with the variant and the remembered category', () => {
    tags.startTags({ gtmId: 'GTM-TEST01', ga4Id: null });
    tags.sendEvent('view_item', { product: { id: 12, name: 'Намет «Трамп-2»', price: '3600.00', special: null } as ProductCardView, category: 'Намети' }, { target: usd, base: uah });
    tags.sendEvent('add_to_cart', { lines: [line()] }, { target: usd, base: uah });
    const [event] = pushed('add_to_cart');
    expect(event!.ecommerce).toEqual({
      currency: 'USD',
      value: 180,
      items: [{ item_id: '12', item_name: 'Намет «Трамп-2»', item_category: 'Намети', item_variant: 'Олива / M', price: 90, quantity: 2 }],
    });
    const entries = layer();
    for (const [index, entry] of entries.entries()) if (entry.ecommerce) expect(entries[index - 1]).toEqual({ ecommerce: null });
  });

  it('sends a purchase once per order, in the currency and rate the order was placed in, also to gtag with a GA4 id', async () => {
    tags.startTags({ gtmId: null, ga4Id: 'G-TEST00001' });
    tags.sendEvent('purchase', { order }, { target: uah, base: uah });
    tags.sendEvent('purchase', { order }, { target: uah, base: uah });
    expect(pushed('purchase')).toEqual([
      {
        event: 'purchase',
        ecommerce: {
          transaction_id: 'TB-000123', currency: 'USD', value: 175, shipping: 2.5, coupon: 'TABIR',
          items: [{ item_id: '12', item_name: 'Намет «Трамп-2»', item_variant: 'Олива, M', price: 90, quantity: 2 }],
        },
      },
    ]);
    expect(layer().filter((entry) => entry[0] === 'event' && entry[1] === 'purchase')).toHaveLength(1);
    expect(added).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST00001']);


    // A reload of the page (the module loaded afresh, the same browser storage) does not send it again.
    vi.resetModules();
    const reloaded = await import('./analytics-tags.ts');
    reloaded.sendEvent('purchase', { order }, { target: uah, base: uah });
    expect(pushed('purchase')).toHaveLength(1);
  });

  it('sends a card order only once it is paid, and no cancelled order', () => {
    tags.startTags({ gtmId: 'GTM-TEST01', ga4Id: null });
    const card = { ...order, payment_method: 'liqpay' } as OrderView;
    // Back from a declined payment, then from one still waiting: no purchase, nothing remembered.
    tags.sendEvent('purchase', { order: { ...card, payment_status: 'failed' } }, { target: uah, base: uah });
    tags.sendEvent('purchase', { order: { ...card, payment_status: 'pending' } }, { target: uah, base: uah });
    expect(pushed('purchase')).toEqual([]);
    // Paid on the second try: the purchase goes out then, once.
    tags.sendEvent('purchase', { order: { ...card, payment_status: 'paid' } }, { target: uah, base: uah });
    tags.sendEvent('purchase', { order: { ...card, payment_status: 'paid' } }, { target: uah, base: uah });
    expect(pushed('purchase').map((entry) => (entry.ecommerce as { transaction_id: string }).transaction_id)).toEqual(['TB-000123']);

    for (const method of ['cash', 'liqpay']) {
      tags.sendEvent('purchase', { order: { ...order, number: `TB-${method}`, payment_method: method, payment_status: 'paid', status: 'cancelled' } }, { target: uah, base: uah });
    }
    // An offline method's order is the purchase as placed, its payment still to come.
    tags.sendEvent('purchase', { order: { ...order, number: 'TB-000124', payment_method: 'invoice' } }, { target: uah, base: uah });
    expect(pushed('purchase').map((entry) => (entry.ecommerce as { transaction_id: string }).transaction_id)).toEqual(['TB-000123', 'TB-000124']);
  });
});
