import type { Cart } from '../../common/cart.ts';
import { cartStorageKeys } from '../../common/cart-storage.ts';
import type { Locale } from '../../common/locales.ts';
import { ApiError, api, callApi } from '../lib/api-client.ts';
import { readStored, removeStored, writeStored } from '../lib/browser-storage.ts';
import { emptySummary } from './cart-summary.ts';
import { cartState, setCartState, setCartSummary } from './cart-store.ts';

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export const storedCartId = () => readStored(cartStorageKeys.cartId);

// Cart changes run one after another, so answers arrive in the order the shopper acted and the
// last one holds every change.
let queue: Promise<unknown> = Promise.resolve();

/** Queues a cart call; `change` marks calls that alter the cart (the totals are stale until they answer). */
export function serial<T>(task: () => Promise<T>, { change = true }: { change?: boolean } = {}): Promise<T> {
  if (change) setCartState({ pending: cartState().pending + 1 });
  const run = queue.then(task);
  queue = run.catch(() => undefined);
  return change ? run.finally(() => setCartState({ pending: cartState().pending - 1 })) : run;
}

/** When the last cart answer came, so a modal opened right after adding does not read it again. */
let receivedAt = 0;
const freshForMs = 3000;

export const answeredJustNow = () => Date.now() - receivedAt < freshForMs;

/** Takes the server's cart: this browser keeps its id, coupon and summary. */
export function receive(cart: Cart, lang: Locale) {
  writeStored(cartStorageKeys.cartId, cart.cart_id);
  if (cart.coupon) writeStored(cartStorageKeys.coupon, cart.coupon.code);
  setCartSummary({ count: cart.count, total: Number(cart.total_price_with_coupon) });
  receivedAt = Date.now();
  setCartState({ cart, lang, status: 'idle', changeFailed: false });
}

export function forget() {
  removeStored(cartStorageKeys.cartId);
  removeStored(cartStorageKeys.coupon);
  setCartSummary(emptySummary);
  setCartState({ cart: null, status: 'idle', drafts: {} });
}

/** Reads the cart again; a cart the server no longer knows is forgotten. */
export async function reload(lang: Locale) {
  const cartId = storedCartId();
  if (!cartId) return forget();
  try {
    receive(await callApi(api.cart.get.$post, { json: { lang, cart_id: cartId } }), lang);
  } catch (error) {
    if (!isNotFound(error)) throw error;
    forget();
  }
}

/** A call about the stored cart. On a 404 the line or the whole cart is gone: the cart is read again (or forgotten) before the error goes on. */
export async function onCart(lang: Locale, call: (cartId: string) => Promise<Cart>) {
  const cartId = storedCartId();
  if (!cartId) return forget();
  try {
    receive(await call(cartId), lang);
  } catch (error) {
    if (isNotFound(error)) await reload(lang);
    throw error;
  }
}
