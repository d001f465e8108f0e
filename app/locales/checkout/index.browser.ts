import { loadAreaMessages } from '../../lib/page-messages.ts';

// The browser build's index.ts (scripts/vite/browser-swaps.ts): the page's language's file only,
// fetched before any module that shows these messages runs.
await loadAreaMessages('checkout').catch((error: unknown) => console.error('messages failed to load', error));
