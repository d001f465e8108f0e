import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadPageMessages, messageLocalesOf } from './lib/page-messages.ts';

// The server matches routes by their patterns (server/route-matching.ts). The browser keeps the
// router's default matcher, which matches every route of ours the same way (route-matching.test.ts),
// rather than download the other one (6 KB of gzip JavaScript on every page).
const routerContext = (window as Window & { __reactRouterContext?: { future?: Record<string, unknown> } }).__reactRouterContext;
if (routerContext?.future) delete routerContext.future.unstable_routePatternMatching;

// React Router's default entry, once the page's messages are in (the document preloads them,
// so this rarely waits): the server rendered with them and hydration must render the same text.
loadPageMessages(messageLocalesOf(window.location.pathname))
  .catch((error: unknown) => console.error('messages failed to load', error))
  .finally(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  });
