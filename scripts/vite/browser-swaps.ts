import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const app = resolve(import.meta.dirname, '../../app');

/** Bare imports the browser build answers with our own small module (each file says why). */
const packages: Record<string, string> = {
  i18next: resolve(app, 'lib/i18next.browser.ts'),
  'react-i18next': resolve(app, 'lib/react-i18next.browser.tsx'),
};

/**
 * Our files the browser build replaces: the core catalogue and the areas' the browser shows,
 * which it fetches per language, and the stylesheet the server writes into the page.
 */
const files: Record<string, string> = {
  [resolve(app, 'locales/core.ts')]: resolve(app, 'locales/core.browser.ts'),
  [resolve(app, 'locales/checkout/index.ts')]: resolve(app, 'locales/checkout/index.browser.ts'),
  [resolve(app, 'locales/parcel/index.ts')]: resolve(app, 'locales/parcel/index.browser.ts'),
  [resolve(app, 'lib/inline-stylesheet.ts')]: resolve(app, 'lib/inline-stylesheet.browser.ts'),
};

/**
 * Swaps modules in the browser build only: the server, the tests and type checking keep the
 * originals. Both sides must render the same text, which `app/lib/i18next.browser.test.ts` checks.
 */
export function browserSwaps(): Plugin {
  return {
    name: 'tabir:browser-swaps',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (packages[source]) return packages[source];
      if (!source.endsWith('.ts')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return (resolved && files[resolved.id]) ?? null;
    },
  };
}
