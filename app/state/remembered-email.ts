/** The spec's localStorage key: the address last registered or confirmed, to prefill sign-in. */
export const emailStorageKey = 'email';

export function rememberEmail(email: string) {
  try {
    localStorage.setItem(emailStorageKey, email);
  } catch {
    // Private mode: the sign-in form starts empty.
  }
}

export function rememberedEmail(): string {
  try {
    return localStorage.getItem(emailStorageKey) ?? '';
  } catch {
    return '';
  }
}

export function forgetEmail() {
  try {
    localStorage.removeItem(emailStorageKey);
  } catch {
    // Nothing was stored.
  }
}
