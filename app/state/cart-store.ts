import { useSyncExternalStore } from 'react';
import type { Cart } from '../../common/cart.ts';
import { cartStorageKeys } from '../../common/cart-storage.ts';
import type { Locale } from '../../common/locales.ts';
import { subscribeToOtherTabs } from '../lib/browser-storage.ts';
import { type CartSummary, emptySummary, readStoredSummary, storeSummary } from './cart-summary.ts';

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

const serverState: CartState = { summary: emptySummary, cart: null, lang: null, status: 'idle', changeFailed: false, open: false, drafts: {}, pending: 0 };

let state: CartState = typeof window === 'undefined' ? serverState : { ...serverState, summary: readStoredSummary() };
const listeners = new Set<() => void>();

const sameSummary = (a: CartSummary, b: CartSummary) => a.count === b.count && a.total === b.total;

/** The cart as this page knows it now; components read it through the hooks below. */
export const cartState = (): CartState => state;

export function setCartState(patch: Partial<CartState>) {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

/** Shows the summary and keeps it for the next page and the other tabs. */
export function setCartSummary(summary: CartSummary) {
  storeSummary(summary);
  if (!sameSummary(summary, state.summary)) setCartState({ summary });
}

/** Takes the summary another tab (or an earlier write) left in localStorage. */
export function syncSummaryFromStorage() {
  const stored = readStoredSummary();
  if (!sameSummary(stored, state.summary)) setCartState({ summary: stored });
}

let stopWatchingOtherTabs = () => {};

function subscribe(listener: () => void) {
  if (listeners.size === 0) stopWatchingOtherTabs = subscribeToOtherTabs(cartStorageKeys.summary, syncSummaryFromStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) stopWatchingOtherTabs();
  };
}

export function openCartModal() {
  setCartState({ open: true });
}

export function closeCartModal() {
  if (state.open) setCartState({ open: false, changeFailed: false });
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
