import type { CartSummary as StoredSummary } from '../../common/cart.ts';
import { cartLifetimeHours, cartStorageKeys } from '../../common/cart-storage.ts';
import { readStored, writeStored } from '../lib/browser-storage.ts';

/** What the header shows: units and the total after the coupon, in UAH. */
export interface CartSummary {
  count: number;
  total: number;
}

export const emptySummary: CartSummary = { count: 0, total: 0 };

/** The summary this browser keeps for the next page and the other tabs; empty once it expires or when it is damaged. */
export function readStoredSummary(): CartSummary {
  try {
    const stored = JSON.parse(readStored(cartStorageKeys.summary) ?? 'null') as Partial<StoredSummary> | null;
    const count = Number(stored?.count);
    const total = Number(stored?.total);
    if (!(Number(stored?.expires) > Date.now()) || !Number.isSafeInteger(count) || count < 0 || !Number.isFinite(total)) return emptySummary;
    return { count, total };
  } catch {
    return emptySummary;
  }
}

/** Keeps the summary as long as the server keeps the cart. */
export function storeSummary(summary: CartSummary) {
  const stored: StoredSummary = { count: summary.count, total: summary.total.toFixed(2), expires: Date.now() + cartLifetimeHours * 3_600_000 };
  writeStored(cartStorageKeys.summary, JSON.stringify(stored));
}
