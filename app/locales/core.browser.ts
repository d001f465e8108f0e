import type { coreCatalogues as serverCatalogues } from './core.ts';

/**
 * In the browser the core catalogue starts empty: the page fetches its language's file and adds
 * it before hydrating (app/lib/page-messages.ts). scripts/vite/browser-swaps.ts swaps this file in.
 */
export const coreCatalogues = { uk: {}, en: {} } as typeof serverCatalogues;
