// The server build's entry: Vite bundles this file with the React Router build, so the route
// modules and the API share one module graph (and one router context key).
import * as build from 'virtual:react-router/server-build';
import { RouterContextProvider, createRequestHandler } from 'react-router';
import { cspNonceContext, depsContext } from '../app/lib/deps.server.ts';
import { createApp, type AppOptions } from './app.ts';
import type { AppDeps } from './http/app-env.ts';

export function createServerApp(deps: AppDeps, options: Omit<AppOptions, 'pages'> = {}) {
  const handle = createRequestHandler(build, deps.config.NODE_ENV === 'production' ? 'production' : 'development');
  return createApp(deps, {
    ...options,
    pages: (request, requestDeps, { nonce }) => {
      const context = new RouterContextProvider();
      context.set(depsContext, requestDeps);
      context.set(cspNonceContext, nonce);
      return handle(request, context);
    },
  });
}
