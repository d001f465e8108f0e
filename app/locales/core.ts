import uk from './uk.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

/**
 * The messages every page needs, both languages. The server and the tests read them from here;
 * the browser build gets `core.browser.ts` instead (scripts/vite/browser-swaps.ts) and fetches
 * the page's language only (app/lib/page-messages.ts).
 */
export const coreCatalogues = { uk, en };
