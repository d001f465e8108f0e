import type { RequestListener } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { AppDeps } from './app-env.ts';
import { withFastHits } from './page-cache/fast-hits.ts';
import type { PageCache } from './page-cache/page-cache.ts';

interface FetchApp {
  fetch: (request: Request, env: never) => Response | Promise<Response>;
}

/**
 * A server process's node listener: with a page cache, hits are answered from memory before the
 * app (page-cache/fast-hits.ts), and the app's answers from stored pages teach that path their
 * headers; everything else goes through @hono/node-server to the app.
 * `hostname` stands in for a missing Host header, as `serve` did.
 */
export function shopListener(deps: AppDeps, app: FetchApp, pageCache: PageCache | null, hostname?: string): RequestListener {
  if (!pageCache) return getRequestListener(app.fetch as never, { hostname });
  const fetch = async (request: Request, env: never) => {
    const response = await app.fetch(request, env);
    pageCache.noteSent(request, response);
    return response;
  };
  return withFastHits(deps, pageCache, getRequestListener(fetch as never, { hostname }));
}
