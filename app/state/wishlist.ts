import { useSyncExternalStore } from 'react';

/** The spec's localStorage key: a JSON array of product ids. */
export const wishlistStorageKey = 'wishList';

/** Most ids the wishlist keeps (the products call accepts up to 100). */
export const wishlistLimit = 100;

// Shared snapshots: callers must not mutate the arrays they get.
const empty: number[] = [];

/** Reads a stored value; anything that is not an array of positive integers counts as empty. */
export function parseWishlist(raw: string | null): number[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids = value.filter((id): id is number => Number.isSafeInteger(id) && id > 0);
  return [...new Set(ids)].slice(-wishlistLimit);
}

/** The list with the id added (newest last) or removed; dropping the oldest past the limit. */
export function toggleId(ids: readonly number[], productId: number): number[] {
  if (ids.includes(productId)) return ids.filter((id) => id !== productId);
  return [...ids, productId].slice(-wishlistLimit);
}

const listeners = new Set<() => void>();
// useSyncExternalStore needs the same array while the stored text is unchanged.
let cached: { raw: string | null; ids: number[] } = { raw: null, ids: empty };

function readRaw(): string | null {
  try {
    return localStorage.getItem(wishlistStorageKey);
  } catch {
    return cached.raw;
  }
}

function read(): number[] {
  const raw = readRaw();
  if (raw !== cached.raw) cached = { raw, ids: parseWishlist(raw) };
  return cached.ids;
}

/**
 * The single place the wishlist is written. Server sync for signed-in shoppers (the accounts
 * task) belongs here: send the new list, or the toggled id, to the account after storing it.
 */
function write(ids: number[]) {
  const raw = JSON.stringify(ids);
  try {
    localStorage.setItem(wishlistStorageKey, raw);
  } catch {
    // Private mode: the wishlist lasts for this page only.
  }
  cached = { raw, ids };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === wishlistStorageKey || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const serverSnapshot = () => empty;

/** Adds the product or removes it; returns whether it is in the wishlist now. */
export function toggleWishlist(productId: number): boolean {
  const next = toggleId(read(), productId);
  write(next);
  return next.includes(productId);
}

/** Drops products the shop no longer sells, so the header count matches what the page can show. */
export function forgetWishlistProducts(productIds: readonly number[]) {
  const current = read();
  const next = current.filter((id) => !productIds.includes(id));
  if (next.length !== current.length) write(next);
}

/** Product ids in the order they were added; empty on the server and before hydration. */
export function useWishlist(): number[] {
  return useSyncExternalStore(subscribe, read, serverSnapshot);
}

export function useWishlistCount(): number {
  return useWishlist().length;
}

export function useInWishlist(productId: number): boolean {
  return useWishlist().includes(productId);
}
