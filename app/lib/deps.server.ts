import { createContext, type RouterContextProvider } from 'react-router';
import type { AppDeps } from '../../server/http/app-env.ts';

/** The server's dependencies as loaders see them. */
export const depsContext = createContext<AppDeps>();

export function getDeps(context: Readonly<RouterContextProvider>): AppDeps {
  return context.get(depsContext);
}

/** The Content-Security-Policy nonce of this response: every inline script of the page carries it. */
export const cspNonceContext = createContext<string | undefined>(undefined);

/** The requester's network address (the socket's, or X-Forwarded-For's first with TRUST_PROXY), for rate limits. */
export const clientAddressContext = createContext<string>('unknown');
