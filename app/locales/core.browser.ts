import type { coreCatalogues as serverCatalogues } from './core.ts';

/**
 * In the browser the core catalogue starts empty: the root loader sends the page's language and
 * `app/lib/i18n.ts` adds it before the first render (vite.config.ts swaps this file in).
 */
export const coreCatalogues = { uk: {}, en: {} } as typeof serverCatalogues;
