import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const appLocales = resolve(import.meta.dirname, '../../app/locales');

/**
 * The browser build takes `app/locales/core.browser.ts` (empty catalogues) where the code imports
 * `app/locales/core.ts` (both languages): the root loader sends the page's language instead, so a
 * page never downloads the other language's messages.
 */
export function browserCoreMessages(): Plugin {
  return {
    name: 'tabir:browser-core-messages',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (!source.endsWith('/locales/core.ts')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === resolve(appLocales, 'core.ts') ? resolve(appLocales, 'core.browser.ts') : null;
    },
  };
}
