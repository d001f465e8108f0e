import { useEffect, useRef } from 'react';
import type { ThankYouView } from '../../common/checkout.ts';
import type { ProductCardView } from '../../common/catalog.ts';
import type { CartLine } from '../../common/cart.ts';
import type { CurrencyView } from '../../common/settings.ts';
import { useCurrencyPair } from '../state/currency.ts';
import { acceptedCookie } from './client-flags.ts';
import { useRootData } from './root-data.ts';

/** A list of products as the shopper saw it (a category, search results, related products). */
export interface ListRef {
  id: string;
  name: string;
  /** The category the list shows, when it is one. */
  category?: string;
}

/**
 * What each event is told, in the shop's own shapes; the tag module turns them into GA4 items
 * (prices in the currency the shopper sees).
 */
export interface TrackPayloads {
  view_item_list: { list: ListRef; products: ProductCardView[] };
  select_item: { list: ListRef; product: ProductCardView; index: number };
  view_item: { product: ProductCardView; category?: string; variant?: string };
  add_to_wishlist: { product: ProductCardView | { id: number; name: string } };
  add_to_cart: { lines: CartLine[] };
  remove_from_cart: { lines: CartLine[] };
  view_cart: { lines: CartLine[] };
  begin_checkout: { lines: CartLine[]; coupon?: string | null };
  add_shipping_info: { lines: CartLine[]; shippingTier: string };
  add_payment_info: { lines: CartLine[]; paymentType: string };
  purchase: { order: ThankYouView['order'] };
  search: { term: string };
  login: { method?: string };
  sign_up: { method?: string };
}

export type TrackEvent = keyof TrackPayloads;

type TagModule = typeof import('./analytics-tags.ts');

let ids: { gtmId: string | null; ga4Id: string | null } | null = null;
let currency: { target: CurrencyView; base: CurrencyView } | null = null;
let tags: Promise<TagModule | null> | null = null;

function hasConsent(): boolean {
  return new RegExp(`(?:^|;\\s*)${acceptedCookie}=`).test(document.cookie);
}

/** Loads the tag module once an id is configured and the shopper has accepted cookies. */
function start() {
  if (tags || !ids || !hasConsent()) return;
  const configured = ids;
  tags = import('./analytics-tags.ts').then(
    (module) => {
      module.startTags(configured);
      return module;
    },
    // Analytics never breaks a page: without its code the shop simply reports nothing.
    () => null,
  );
}

/**
 * Reports a shop event to the tag manager. Does nothing (and loads nothing) unless a tag id is
 * configured and the shopper has accepted cookies.
 */
export function track<E extends TrackEvent>(event: E, payload: TrackPayloads[E]) {
  // A page's first events may come before the root's effect has started the tags.
  start();
  // The shown currency is read when the event goes out, not when a first render asked for it.
  void tags?.then((module) => module && currency && module.sendEvent(event, payload, currency));
}

/** The cookie notice's accept: the tags may load from now on. */
export function onCookiesAccepted() {
  start();
}

/** Keeps the ids and the shown currency at hand, and starts the tags when cookies were accepted earlier. */
export function useAnalytics() {
  const shown = useCurrencyPair();
  const configured = useRootData()?.analytics ?? null;
  ids = configured;
  currency = configured ? shown : null;
  useEffect(() => {
    if (configured) start();
  }, [configured]);
}

const notSent = Symbol('not sent');

/**
 * Tracks an event once per `key` (a page shown, a modal opened): when `payload` turns non-null,
 * and again only after the key has changed; `payload` null waits.
 */
export function useTrack<E extends TrackEvent>(event: E, payload: TrackPayloads[E] | null, key: unknown = null) {
  const sent = useRef<unknown>(notSent);
  useEffect(() => {
    if (!payload) {
      if (sent.current !== key) sent.current = notSent;
      return;
    }
    if (sent.current === key) return;
    sent.current = key;
    track(event, payload);
    // Tracking follows the key, not every render's fresh payload object.
  // oxlint-disable-next-line react-hooks/exhaustive-deps -- tracking follows the key, not every render's fresh payload object
  }, [event, payload !== null, key]);
}

/** A click in a product grid: a product's link selects it (select_item with its place in the list). */
export function trackSelect(event: React.MouseEvent<HTMLElement>, list: ListRef, products: ProductCardView[]) {
  const target = event.target as Element;
  const entry = target.closest('a') && target.closest('li');
  const index = entry ? Array.prototype.indexOf.call(event.currentTarget.children, entry) : -1;
  const product = products[index];
  if (product) track('select_item', { list, product, index });
}
