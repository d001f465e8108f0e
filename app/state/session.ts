import { useEffect, useSyncExternalStore } from 'react';
import type { SessionUserView } from '../../common/account.ts';
import { onUnauthorized } from '../lib/api-client.ts';
import { useRootData } from '../lib/root-data.ts';

/**
 * Who is signed in. The server renders from the `user` cookie (root loader data); after that the
 * browser keeps the answer of its own sign-in and sign-out here, since the root loader does not
 * run again on every navigation. `undefined`: nothing learnt in the browser yet.
 */
let user: SessionUserView | null | undefined;
const listeners = new Set<() => void>();

function set(next: SessionUserView | null) {
  if (next === user) return;
  user = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether account calls should be made (for code outside React: the wishlist, the cart). */
export function isSignedIn(): boolean {
  return Boolean(user);
}

export function setSessionUser(next: SessionUserView) {
  set(next);
}

export function clearSessionUser() {
  set(null);
}

// Any account call answered 401: the token expired or was revoked elsewhere.
if (typeof window !== 'undefined') onUnauthorized(clearSessionUser);

/** The signed-in user, or null; the server's value until the browser learns otherwise. */
export function useSessionUser(): SessionUserView | null {
  const fromServer = useRootData()?.user ?? null;
  const known = useSyncExternalStore(subscribe, () => user, () => undefined);
  return known === undefined ? fromServer : known;
}

/**
 * Takes the server's word whenever the root loader answers (first load, language switch), so
 * code outside React knows it too. Mounted once, in the root.
 */
export function useAdoptServerSession() {
  const fromServer = useRootData()?.user;
  useEffect(() => {
    if (fromServer !== undefined) set(fromServer);
  }, [fromServer]);
}
