import { useSyncExternalStore } from 'react';
import { api, callApi } from '../lib/api-client.ts';
import { readStored, subscribeToOtherTabs, writeStored } from '../lib/browser-storage.ts';
import { isSignedIn } from './session.ts';

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
  return cleanIds(value);
}

function cleanIds(value: unknown): number[] {
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

function read(): number[] {
  // Where storage is blocked, the list this page last wrote stands.
  const raw = readStored(wishlistStorageKey, cached.raw);
  if (raw !== cached.raw) cached = { raw, ids: parseWishlist(raw) };
  return cached.ids;
}

/** The single place the wishlist is written (a signed-in shopper's copy of the account's list). */
function write(ids: number[]) {
  const raw = JSON.stringify(ids);
  writeStored(wishlistStorageKey, raw);
  cached = { raw, ids };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const stopWatching = subscribeToOtherTabs(wishlistStorageKey, listener);
  return () => {
    listeners.delete(listener);
    stopWatching();
  };
}

const serverSnapshot = () => empty;

interface AccountWishlist {
  wishlist_product_ids: number[];
}

// Account calls run one after another, so the last answer holds every change.
let queue: Promise<unknown> = Promise.resolve();
let waiting = 0;
// Rises on sign-out: an answer to a call made before it belongs to an account this page has left.
let accountTurn = 0;

function onAccount(call: () => Promise<AccountWishlist>): Promise<number[] | null> {
  waiting += 1;
  const turn = accountTurn;
  const run = queue.then(async () => {
    const answer = await call();
    return cleanIds(answer.wishlist_product_ids);
  });
  queue = run.catch(() => undefined);
  return run
    .then(
      // An answer with a newer call behind it is already out of date.
      (ids) => (waiting === 1 && turn === accountTurn ? ids : null),
      (error: unknown) => {
        if (turn !== accountTurn) return null;
        throw error;
      },
    )
    .finally(() => {
      waiting -= 1;
    });
}

/**
 * Adds the product or removes it; returns whether it is in the wishlist now. Signed in, the
 * account changes too: the page shows the change at once, then takes the server's list, or
 * undoes the change when the server refused it.
 */
export function toggleWishlist(productId: number): boolean {
  const next = toggleId(read(), productId);
  write(next);
  if (isSignedIn()) {
    onAccount(() => callApi(api.profile.wishlist.update.$post, { json: { product_id: productId } }, { signedIn: true })).then(
      (ids) => ids && write(ids),
      (error: unknown) => {
        console.warn('wishlist change not saved', error);
        write(toggleId(read(), productId));
      },
    );
  }
  return next.includes(productId);
}

/** On sign-in: the products picked while signed out join the account's list, which becomes the local one. */
export async function syncWishlistToAccount(): Promise<void> {
  // The list as it is now, not as it will be when the queue reaches the call.
  const wishlist = read();
  const ids = await onAccount(() => callApi(api.profile.wishlist.sync.$post, { json: { wishlist } }, { signedIn: true }));
  if (ids) write(ids);
}

/** A signed-in visit's first page: the account's list replaces the local copy (it may have changed elsewhere). */
export async function loadAccountWishlist(): Promise<void> {
  const ids = await onAccount(() => callApi(api.profile.wishlist.get.$post, { json: {} }, { signedIn: true }));
  if (ids) write(ids);
}

/** The account's list as a page loader read it. */
export function replaceWishlist(ids: readonly number[]) {
  const next = cleanIds(ids);
  if (JSON.stringify(next) !== JSON.stringify(read())) write(next);
}

/** On sign-out: the list belongs to the account, not to this browser, and so do answers still on their way. */
export function clearWishlist() {
  accountTurn += 1;
  replaceWishlist([]);
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
