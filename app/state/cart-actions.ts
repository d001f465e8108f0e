import type { Cart, CartLine } from '../../common/cart.ts';
import { cartStorageKeys } from '../../common/cart-storage.ts';
import type { Locale } from '../../common/locales.ts';
import { api, callApi } from '../lib/api-client.ts';
import { track } from '../lib/analytics.ts';
import { readStored, removeStored } from '../lib/browser-storage.ts';
import { emptySummary } from './cart-summary.ts';
import { cartState, closeCartModal, openCartModal, setCartState, setCartSummary } from './cart-store.ts';
import { answeredJustNow, forget, isNotFound, onCart, receive, reload, serial, storedCartId } from './cart-requests.ts';

/** A failed cart call (the shared API error: status, message, field messages). */
export { ApiError as CartRequestError } from '../lib/api-client.ts';

/**
 * After sign-in: the guest cart joins the account's cart on the server, and the answer's cart is
 * the one this browser keeps from now on (none when neither had lines).
 */
export function attachCartToAccount(lang: Locale): Promise<void> {
  return serial(async () => {
    const cartId = storedCartId();
    const cart = await callApi(api.cart.attach.$post, { json: cartId ? { lang, cart_id: cartId } : { lang } }, { signedIn: true });
    if (cart) receive(cart, lang);
    else forget();
  });
}

/** After sign-out: the cart belongs to the account now, so this browser lets go of it. */
export function forgetCart() {
  closeCartModal();
  forget();
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
    const cartId = storedCartId();
    const seen = cartState().cart;
    // The line as this page last saw it, to tell what the add really changed.
    let before = seen && seen.cart_id === cartId ? (seen.products.find(isLine) ?? null) : undefined;
    let answer: Cart;
    try {
      answer = await callApi(api.cart.add.$post, { json: cartId ? { ...body, cart_id: cartId } : body });
    } catch (error) {
      if (!cartId || !isNotFound(error)) throw error;
      // A second 404 means the product is unknown, and the old cart id stays.
      answer = await callApi(api.cart.add.$post, { json: body });
      removeStored(cartStorageKeys.coupon);
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

/** Reads the cart for the modal, unless the server has just answered with it in this language. */
export async function loadCart(lang: Locale) {
  const { lang: shownLang, cart } = cartState();
  if (shownLang === lang && cart && answeredJustNow()) return;
  setCartState({ status: 'loading' });
  try {
    await serial(() => reload(lang), { change: false });
  } catch {
    setCartState({ status: 'failed' });
  }
}

/** Applies a code; throws CartRequestError with the server's reason (`params.coupon`) when it does not apply. */
export function applyCoupon(lang: Locale, code: string): Promise<void> {
  return serial(() => onCart(lang, (cartId) => callApi(api.cart.coupon.$post, { json: { lang, cart_id: cartId, coupon: code } })));
}

export function removeCoupon(lang: Locale): Promise<void> {
  return serial(async () => {
    await onCart(lang, (cartId) => callApi(api.cart.coupon.remove.$post, { json: { lang, cart_id: cartId } }));
    removeStored(cartStorageKeys.coupon);
  });
}

/**
 * Asks the server how many units the cart holds (on each route change); when that differs from
 * the cached count, the cart is read again for its total.
 */
export async function refreshCartCount(lang: Locale) {
  // The whole cart on its way brings the count with it.
  if (cartState().status === 'loading') return;
  const cartId = storedCartId();
  if (!cartId) return setCartSummary(emptySummary);
  try {
    const count = await callApi(api.cart.count.$post, { json: { lang, cart_id: cartId, coupon: readStored(cartStorageKeys.coupon) } });
    // A change in flight answers with the newer numbers.
    const { pending, summary } = cartState();
    if (pending > 0 || count === summary.count) return;
    if (count === 0) setCartSummary(emptySummary);
    else await serial(() => reload(lang), { change: false });
  } catch {
    // The header keeps the cached numbers.
  }
}
