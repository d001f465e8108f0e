import type { Cart, CartLine } from '../../common/cart.ts';
import type { Locale } from '../../common/locales.ts';
import { track } from '../lib/analytics.ts';
import { api, callApi } from '../lib/api-client.ts';
import { cartState, setCartState } from './cart-store.ts';
import { isNotFound, onCart, serial } from './cart-requests.ts';

/** Typing or stepping a count waits this long for the next change before it is sent. */
export const countDebounceMs = 400;

const findLine = (lineId: number) => cartState().cart?.products.find((line) => line.id === lineId);

/** Reports what a change did to a line, by its count before and after the server's answer. */
function reportChange(before: CartLine | undefined, after: CartLine | undefined) {
  const change = (after?.count ?? 0) - (before?.count ?? 0);
  if (change > 0 && after) track('add_to_cart', { lines: [{ ...after, count: change }] });
  if (change < 0 && before) track('remove_from_cart', { lines: [{ ...before, count: -change }] });
}

/** A count or delete that failed for another reason than a vanished line is reported in the modal. */
function changeLine(lang: Locale, lineId: number, send: (cartId: string) => Promise<Cart>): Promise<void> {
  return serial(async () => {
    const before = findLine(lineId);
    try {
      await onCart(lang, send);
    } catch (error) {
      if (!isNotFound(error)) setCartState({ changeFailed: true });
      return;
    }
    if (cartState().cart) reportChange(before, findLine(lineId));
  });
}

const countTimers = new Map<number, ReturnType<typeof setTimeout>>();

function dropDraft(lineId: number, unless?: number) {
  const { drafts } = cartState();
  if (!(lineId in drafts) || (unless !== undefined && drafts[lineId] !== unless)) return;
  const rest = { ...drafts };
  delete rest[lineId];
  setCartState({ drafts: rest });
}

/**
 * Shows a line's new count at once and sends it after a short pause (`immediate` for a typed
 * value confirmed with Enter or by leaving the field). A count above the line's stock shows as the
 * stock and is sent as asked, so the server's answer says how many are left.
 */
export function setLineCount(lang: Locale, lineId: number, count: number, { immediate = false }: { immediate?: boolean } = {}) {
  clearTimeout(countTimers.get(lineId));
  const line = findLine(lineId);
  const shown = line ? Math.min(count, Math.max(line.max_count, 1)) : count;
  setCartState({ drafts: { ...cartState().drafts, [lineId]: shown }, changeFailed: false });
  const send = () => {
    countTimers.delete(lineId);
    if (findLine(lineId)?.count === count) return dropDraft(lineId);
    void changeLine(lang, lineId, (cartId) => callApi(api.cart.update.$post, { json: { lang, id: lineId, count, cart_id: cartId } })).finally(() => dropDraft(lineId, shown));
  };
  if (immediate) send();
  else countTimers.set(lineId, setTimeout(send, countDebounceMs));
}

export function deleteLine(lang: Locale, lineId: number): Promise<void> {
  clearTimeout(countTimers.get(lineId));
  countTimers.delete(lineId);
  dropDraft(lineId);
  setCartState({ changeFailed: false });
  return changeLine(lang, lineId, (cartId) => callApi(api.cart.delete.$post, { json: { lang, id: lineId, cart_id: cartId } }));
}
