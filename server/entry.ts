// The server build's entry: Vite bundles this file with the React Router build, so the route
// modules and the API share one module graph (and one router context key).
import * as build from 'virtual:react-router/server-build';
import { RouterContextProvider, createRequestHandler } from 'react-router';
import { clientAddressContext, cspNonceContext, depsContext } from '../app/lib/deps.server.ts';
import { createApp, type AppOptions } from './app.ts';
import type { AppDeps } from './http/app-env.ts';
import { DatabaseUnavailableError, renderFoundDatabaseUnavailable } from './db/unavailable.ts';
import { getI18n } from '../app/lib/i18n.ts';
import { locales } from '../common/locales.ts';
import { memoizePlainLookups } from './i18n-lookup-memo.ts';
import { withRoutePatternMatching } from './route-matching.ts';

// The renders' shared i18next instances answer repeated plain lookups from memory.
for (const locale of locales) memoizePlainLookups(getI18n(locale));

// The listener and its page cache come from this bundle too: they share the app's read caches.
export { createPageCache } from './http/page-cache/page-cache.ts';
export { shopListener } from './http/shop-listener.ts';
export { warmProductSearchIndex } from './modules/search/search.index-store.ts';

export function createServerApp(deps: AppDeps, options: Omit<AppOptions, 'pages'> = {}) {
  const handle = createRequestHandler(withRoutePatternMatching(build), deps.config.NODE_ENV === 'production' ? 'production' : 'development');
  return createApp(deps, {
    ...options,
    pages: async (request, requestDeps, { nonce, clientAddress }) => {
      const context = new RouterContextProvider();
      context.set(depsContext, requestDeps);
      context.set(cspNonceContext, nonce);
      context.set(clientAddressContext, clientAddress);
      const response = await handle(request, context);
      // A loader that could not reach the database: the 503 page, not the 500 error page.
      if (response.status >= 500 && renderFoundDatabaseUnavailable(context)) {
        await response.body?.cancel();
        throw new DatabaseUnavailableError('a page loader could not reach the database');
      }
      return response;
    },
  });
}
