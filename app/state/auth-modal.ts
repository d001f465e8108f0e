import { useSyncExternalStore } from 'react';

/** The spec's one shared open-modal value: login, register and reset replace each other. */
export type AuthModal = 'login' | 'register' | 'reset';

/** `?auth=login` (a signed-out visit to the cabinet lands on home with it) opens that dialog. */
export const authQueryParam = 'auth';

let open: AuthModal | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function openAuthModal(modal: AuthModal) {
  if (open === modal) return;
  open = modal;
  listeners.forEach((listener) => listener());
}

export function closeAuthModal() {
  if (open === null) return;
  open = null;
  listeners.forEach((listener) => listener());
}

export function useAuthModal(): AuthModal | null {
  return useSyncExternalStore(subscribe, () => open, () => null);
}
