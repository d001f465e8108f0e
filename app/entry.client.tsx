import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCoreMessages, messageLocalesOf } from './lib/core-messages.ts';

// React Router's default entry, once the page's messages are in (the document preloads them,
// so this rarely waits): the server rendered with them and hydration must render the same text.
loadCoreMessages(messageLocalesOf(window.location.pathname))
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
