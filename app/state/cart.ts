import { useSyncExternalStore } from 'react';
import type { Cart, CartLine, CartSummary as StoredSummary } from '../../common/cart.ts';
import { cartLifetimeHours, cartStorageKeys } from '../../common/cart-storage.ts';
import type { Locale } from '../../common/locales.ts';
import { ApiError, postApi } from '../lib/api-client.ts';
import { track } from '../lib/analytics.ts';

/** What the header shows: units and the total after the coupon, in UAH. */
export interface CartSummary {
  count: number;
  total: number;
}

export interface CartState {
  summary: CartSummary;
  /** The last cart the server answered, in `lang`; null before one is read or when there is none. */
  cart: Cart | null;
  lang: Locale | null;
  /** Reading the cart for the modal. */
  status: 'idle' | 'loading' | 'failed';
  /** A count or delete the server refused or never answered. */
  changeFailed: boolean;
  open: boolean;
  /** Counts chosen for lines and not yet confirmed by the server, by line id. */
  drafts: Readonly<Record<number, number>>;
  /** Cart requests sent and not yet answered. */
  pending: number;
}

/** Typing or stepping a count waits this long for the next change before it is sent. */
export const countDebounceMs = 400;

const emptySummary: CartSummary = { count: 0, total: 0 };
const serverState: CartState = { summary: emptySummary, cart: null, lang: null, status: 'idle', changeFailed: false, open: false, drafts: {}, pending: 0 };

function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private mode: the cart lasts for this page only.
  }
}

function readStoredSummary(): CartSummary {
  try {
    const stored = JSON.parse(readItem(cartStorageKeys.summary) ?? 'null') as Partial<StoredSummary> | null;
    const count = Number(stored?.count);
    const total = Number(stored?.total);
    if (!(Number(stored?.expires) > Date.now()) || !Number.isSafeInteger(count) || count < 0 || !Number.isFinite(total)) return emptySummary;
    return { count, total };
  } catch {
    return emptySummary;
  }
}

let state: CartState = typeof window === 'undefined' ? serverState : { ...serverState, summary: readStoredSummary() };
const listeners = new Set<() => void>();

function setState(patch: Partial<CartState>) {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

function setSummary(summary: CartSummary) {
  const stored: StoredSummary = { count: summary.count, total: summary.total.toFixed(2), expires: Date.now() + cartLifetimeHours * 3_600_000 };
  writeItem(cartStorageKeys.summary, JSON.stringify(stored));
  if (summary.count !== state.summary.count || summary.total !== state.summary.total) setState({ summary });
}

/** Takes the summary another tab (or an earlier write) left in localStorage. */
export function syncSummaryFromStorage() {
  const stored = readStoredSummary();
  if (stored.count !== state.summary.count || stored.total !== state.summary.total) setState({ summary: stored });
}

function onStorage(event: StorageEvent) {
  if (event.key === cartStorageKeys.summary || event.key === null) syncSummaryFromStorage();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** A failed cart call (the shared API error: status, message, field messages). */
export { ApiError as CartRequestError } from '../lib/api-client.ts';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

const call = <T>(path: string, body: object): Promise<T> => postApi<T>(`/api/cart/${path}`, body);

// Cart changes run one after another, so answers arrive in the order the shopper acted and the
// last one holds every change.
let queue: Promise<unknown> = Promise.resolve();

/** Queues a cart call; `change` marks calls that alter the cart (the totals are stale until they answer). */
function serial<T>(task: () => Promise<T>, { change = true }: { change?: boolean } = {}): Promise<T> {
  if (change) setState({ pending: state.pending + 1 });
  const run = queue.then(task);
  queue = run.catch(() => undefined);
  return change ? run.finally(() => setState({ pending: state.pending - 1 })) : run;
}

/** When the last cart answer came, so a modal opened right after adding does not read it again. */
let receivedAt = 0;
const freshForMs = 3000;

function receive(cart: Cart, lang: Locale) {
  writeItem(cartStorageKeys.cartId, cart.cart_id);
  if (cart.coupon) writeItem(cartStorageKeys.coupon, cart.coupon.code);
  setSummary({ count: cart.count, total: Number(cart.total_price_with_coupon) });
  receivedAt = Date.now();
  setState({ cart, lang, status: 'idle', changeFailed: false });
}

function forget() {
  writeItem(cartStorageKeys.cartId, null);
  writeItem(cartStorageKeys.coupon, null);
  setSummary(emptySummary);
  setState({ cart: null, status: 'idle', drafts: {} });
}

/** Reads the cart again; a cart the server no longer knows is forgotten. */
async function reload(lang: Locale) {
  const cartId = readItem(cartStorageKeys.cartId);
  if (!cartId) return forget();
  try {
    receive(await call<Cart>('get', { lang, cart_id: cartId }), lang);
  } catch (error) {
    if (!isNotFound(error)) throw error;
    forget();
  }
}

/**
 * After sign-in: the guest cart joins the account's cart on the server, and the answer's cart is
 * the one this browser keeps from now on (none when neither had lines).
 */
export function attachCartToAccount(lang: Locale): Promise<void> {
  return serial(async () => {
    const cartId = readItem(cartStorageKeys.cartId);
    const cart = await postApi<Cart | null>('/api/cart/attach', cartId ? { lang, cart_id: cartId } : { lang }, { signedIn: true });
    if (cart) receive(cart, lang);
    else forget();
  });
}

/** After sign-out: the cart belongs to the account now, so this browser lets go of it. */
export function forgetCart() {
  closeCartModal();
  forget();
}

export function openCartModal() {
  setState({ open: true });
}

export function closeCartModal() {
  if (state.open) setState({ open: false, changeFailed: false });
}

/**
 * Adds units of a product's option and, unless told not to, opens the cart modal. An unknown or
 * expired cart is replaced by a new one, once; throws CartRequestError (e.g. 422 on `option_id`
 * when a size must be chosen first).
 */
export async function addToCart(
  { lang, productId, optionId, count }: { lang: Locale; productId: number; optionId?: number; count?: number },
  { open = true }: { open?: boolean } = {},
): Promise<Cart> {
  const body = { lang, product_id: productId, option_id: optionId, count };
  const isLine = (line: CartLine) => (optionId === undefined ? line.product_id === productId : line.option_id === optionId);
  const { cart, before } = await serial(async () => {
    const cartId = readItem(cartStorageKeys.cartId);
    // The line as this page last saw it, to tell what the add really changed.
    let before = state.cart && state.cart.cart_id === cartId ? (state.cart.products.find(isLine) ?? null) : undefined;
    let answer: Cart;
    try {
      answer = await call<Cart>('add', cartId ? { ...body, cart_id: cartId } : body);
    } catch (error) {
      if (!cartId || !isNotFound(error)) throw error;
      // A second 404 means the product is unknown, and the old cart id stays.
      answer = await call<Cart>('add', body);
      writeItem(cartStorageKeys.coupon, null);
      before = null;
    }
    receive(answer, lang);
    return { cart: answer, before };
  });
  // The server caps the count at the stock, so the units added are the line's growth; in a cart
  // this page has not read yet, at most the units asked for.
  const after = cart.products.find(isLine);
  const had = before === undefined ? Math.max((after?.count ?? 0) - (count ?? 1), 0) : (before?.count ?? 0);
  if (after && after.count > had) track('add_to_cart', { lines: [{ ...after, count: after.count - had }] });
  if (open) openCartModal();
  return cart;
}

/** Reports what a change did to a line, by its count before and after the server's answer. */
function reportChange(before: CartLine | undefined, after: CartLine | undefined) {
  const change = (after?.count ?? 0) - (before?.count ?? 0);
  if (change > 0 && after) track('add_to_cart', { lines: [{ ...after, count: change }] });
  if (change < 0 && before) track('remove_from_cart', { lines: [{ ...before, count: -change }] });
}

/** Reads the cart for the modal, unless the server has just answered with it in this language. */
export async function loadCart(lang: Locale) {
  if (state.lang === lang && state.cart && Date.now() - receivedAt < freshForMs) return;
  setState({ status: 'loading' });
  try {
    await serial(() => reload(lang), { change: false });
  } catch {
    setState({ status: 'failed' });
  }
}

/** A call about the stored cart. On a 404 the line or the whole cart is gone: the cart is read again (or forgotten) before the error goes on. */
async function onCart(path: string, lang: Locale, body: object = {}) {
  const cartId = readItem(cartStorageKeys.cartId);
  if (!cartId) return forget();
  try {
    receive(await call<Cart>(path, { ...body, cart_id: cartId, lang }), lang);
  } catch (error) {
    if (isNotFound(error)) await reload(lang);
    throw error;
  }
}

/** A count or delete that failed for another reason than a vanished line is reported in the modal. */
function changeLine(path: 'update' | 'delete', lang: Locale, body: { id: number; count?: number }): Promise<void> {
  return serial(async () => {
    const before = state.cart?.products.find((line) => line.id === body.id);
    try {
      await onCart(path, lang, body);
    } catch (error) {
      if (!isNotFound(error)) setState({ changeFailed: true });
      return;
    }
    if (state.cart) reportChange(before, state.cart.products.find((line) => line.id === body.id));
  });
}

const countTimers = new Map<number, ReturnType<typeof setTimeout>>();

function dropDraft(lineId: number, unless?: number) {
  if (!(lineId in state.drafts) || (unless !== undefined && state.drafts[lineId] !== unless)) return;
  const drafts = { ...state.drafts };
  delete drafts[lineId];
  setState({ drafts });
}

/**
 * Shows a line's new count at once and sends it after a short pause (`immediate` for a typed
 * value confirmed with Enter or by leaving the field). A count above the line's stock shows as the
 * stock and is sent as asked, so the server's answer says how many are left.
 */
export function setLineCount(lang: Locale, lineId: number, count: number, { immediate = false }: { immediate?: boolean } = {}) {
  clearTimeout(countTimers.get(lineId));
  const line = state.cart?.products.find((candidate) => candidate.id === lineId);
  const shown = line ? Math.min(count, Math.max(line.max_count, 1)) : count;
  setState({ drafts: { ...state.drafts, [lineId]: shown }, changeFailed: false });
  const send = () => {
    countTimers.delete(lineId);
    const current = state.cart?.products.find((candidate) => candidate.id === lineId);
    if (current?.count === count) return dropDraft(lineId);
    void changeLine('update', lang, { id: lineId, count }).finally(() => dropDraft(lineId, shown));
  };
  if (immediate) send();
  else countTimers.set(lineId, setTimeout(send, countDebounceMs));
}

export function deleteLine(lang: Locale, lineId: number): Promise<void> {
  clearTimeout(countTimers.get(lineId));
  countTimers.delete(lineId);
  dropDraft(lineId);
  setState({ changeFailed: false });
  return changeLine('delete', lang, { id: lineId });
}

/** Applies a code; throws CartRequestError with the server's reason (`params.coupon`) when it does not apply. */
export function applyCoupon(lang: Locale, code: string): Promise<void> {
  return serial(() => onCart('coupon', lang, { coupon: code }));
}

export function removeCoupon(lang: Locale): Promise<void> {
  return serial(async () => {
    await onCart('coupon/remove', lang);
    writeItem(cartStorageKeys.coupon, null);
  });
}

/**
 * Asks the server how many units the cart holds (on each route change, and for checkout's reload
 * flag); when that differs from the cached count, the cart is read again for its total.
 */
export async function refreshCartCount(lang: Locale) {
  const cartId = readItem(cartStorageKeys.cartId);
  if (!cartId) return setSummary(emptySummary);
  try {
    const count = await call<number>('count', { lang, cart_id: cartId, coupon: readItem(cartStorageKeys.coupon) });
    // A change in flight answers with the newer numbers.
    if (state.pending > 0 || count === state.summary.count) return;
    if (count === 0) setSummary(emptySummary);
    else await serial(() => reload(lang), { change: false });
  } catch {
    // The header keeps the cached numbers.
  }
}

export function useCartSummary(): CartSummary {
  return useSyncExternalStore(subscribe, () => state.summary, () => emptySummary);
}

export function useCartModalOpen(): boolean {
  return useSyncExternalStore(subscribe, () => state.open, () => false);
}

export function useCartState(): CartState {
  return useSyncExternalStore(subscribe, () => state, () => serverState);
}
