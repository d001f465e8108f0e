import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from 'react-router';
import { cspNonceContext, getDeps } from './lib/deps.server.ts';
import { NonceContext } from './lib/nonce.ts';
import { SharedMarkupContext } from './lib/shared-markup.tsx';
import { createSharedMarkupRenderer } from './lib/shared-markup.server.ts';
import { scrubbedRequestPath } from '../server/http/log-scrub.ts';
import { CoalescingStream } from '../server/http/coalescing-stream.ts';
import { noteDatabaseUnavailable } from '../server/db/unavailable.ts';

export const streamTimeout = 5_000;

/** Blocks many pages show alike, rendered once per process (docs/decisions/026). */
const sharedMarkup = createSharedMarkupRenderer();

/**
 * Shown when even the error page cannot be rendered: plain English, no scripts, a link home.
 * Kept outside the catalogues on purpose: it must work when everything else has failed.
 */
const fallbackPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Something went wrong</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1d2116"><h1>Something went wrong</h1><p>We could not show this page. Please try again in a moment.</p><p><a href="/" style="color:#3e4c2e">Go to the home page</a></p></body></html>`;

export function fallbackResponse(): Response {
  return new Response(fallbackPage, { status: 500, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const { logger, config } = getDeps(loadContext);
  // Every inline script (the router's, React's streaming ones, the root's own) carries it.
  const nonce = loadContext.get(cspNonceContext);

  return new Promise<Response>((resolve) => {
    let shellRendered = false;
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions = isbot(request.headers.get('user-agent') ?? '') ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const page = (
      <NonceContext value={nonce}>
        <SharedMarkupContext value={config.SHARED_MARKUP ? sharedMarkup : null}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </SharedMarkupContext>
      </NonceContext>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new CoalescingStream(() => {
          clearTimeout(timeoutId);
          timeoutId = undefined;
        });
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        logger.error({ err: error, url: scrubbedRequestPath(request.url) }, 'page shell failed to render');
        resolve(fallbackResponse());
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // A shopper who leaves mid-stream closes the stream: not a server error.
        if (shellRendered && !request.signal.aborted) logger.error({ err: error, url: scrubbedRequestPath(request.url) }, 'page failed while streaming');
      },
    });
  });
}

/** Loader and render errors go to the server log with the request id, never to the page. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // A 404 or another answer a loader threw on purpose is not a server error.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  // The server answers these with its 503 page and logs them there, as a warning.
  if (noteDatabaseUnavailable(context, error)) return;
  getDeps(context).logger.error({ err: error, url: scrubbedRequestPath(request.url) }, 'page error');
};
