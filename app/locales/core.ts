import uk from './uk.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

/**
 * The messages every page needs, both languages. The server and the tests read them from here; the
 * browser build gets `core.browser.ts` instead (vite.config.ts) and the page's language only,
 * from the root loader (`RootData.messages`).
 */
export const coreCatalogues = { uk, en };
