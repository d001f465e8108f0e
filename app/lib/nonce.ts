import { createContext, useContext } from 'react';

/** The response's Content-Security-Policy nonce, given by the server render (app/entry.server.tsx). */
export const NonceContext = createContext<string | undefined>(undefined);

let browserNonce: string | undefined;

/**
 * The nonce for an inline <script> or <style>: on the server this response's; in the browser
 * the one the page was served with (the browser hides the attribute but keeps the property), so
 * hydration renders the same element.
 */
export function useNonce(): string | undefined {
  const server = useContext(NonceContext);
  if (server !== undefined || typeof document === 'undefined') return server;
  browserNonce ??= document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
  return browserNonce;
}
