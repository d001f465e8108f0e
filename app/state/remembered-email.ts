import { readStored, removeStored, writeStored } from '../lib/browser-storage.ts';

/** The spec's localStorage key: the address last registered or confirmed, to prefill sign-in. */
export const emailStorageKey = 'email';

export function rememberEmail(email: string) {
  writeStored(emailStorageKey, email);
}

export function rememberedEmail(): string {
  return readStored(emailStorageKey) ?? '';
}

export function forgetEmail() {
  removeStored(emailStorageKey);
}
