import { createElement, useContext } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, ServerRouter, UNSAFE_DataRouterContext, type DataRouter, type EntryContext } from 'react-router';
import { describe, expect, it } from 'vitest';

// React Router is patched (patches/react-router+*.patch, docs/decisions/028): its ServerRouter made
// every route object of the build again on each render. The patch makes them once per build.

const seen: DataRouter['routes'][] = [];
function Page() {
  seen.push(useContext(UNSAFE_DataRouterContext)!.router.routes);
  return createElement('p', null, 'page');
}

const manifestRoutes = {
  root: { id: 'root', path: '/', module: '/root.js', hasAction: false, hasLoader: false, hasClientAction: false, hasClientLoader: false, hasClientMiddleware: false, hasErrorBoundary: false },
};
const routeModules = { root: { default: Page } };
const handler = createStaticHandler([{ id: 'root', path: '/' }]);

async function render(url: string, manifest: EntryContext['manifest']) {
  const staticHandlerContext = await handler.query(new Request(url));
  if (staticHandlerContext instanceof Response) throw new Error('the route answered a response');
  const context = {
    manifest,
    routeModules,
    staticHandlerContext,
    future: {},
    isSpaMode: false,
    ssr: true,
    routeDiscovery: { mode: 'initial' },
    serializeError: (error: Error) => ({ message: error.message }),
    renderMeta: {},
    serverHandoffString: '{}',
  } as unknown as EntryContext;
  return renderToString(createElement(ServerRouter, { context, url }));
}

const buildManifest = () => ({ entry: { module: '/entry.js', imports: [] }, routes: manifestRoutes, url: '/manifest.js', version: '1' }) as unknown as EntryContext['manifest'];

describe('the server router', () => {
  it('renders each page with the route objects it made once for the build', async () => {
    const manifest = buildManifest();
    seen.length = 0;
    expect(await render('http://shop.test/', manifest)).toContain('page');
    expect(await render('http://shop.test/?second', manifest)).toContain('page');
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(seen[0]);
    expect(seen[0]!.map((route) => route.id)).toEqual(['root']);
  });

  it('makes them anew for another build', async () => {
    seen.length = 0;
    await render('http://shop.test/', buildManifest());
    await render('http://shop.test/', { ...buildManifest(), routes: { root: { ...manifestRoutes.root } } } as unknown as EntryContext['manifest']);
    expect(seen[1]).not.toBe(seen[0]);
  });
});
