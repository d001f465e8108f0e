import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const app = resolve(import.meta.dirname, '../../app');

/** Bare imports the server build answers with our own small module (each file says why). */
const packages: Record<string, string> = {
  'react-i18next': resolve(app, 'lib/react-i18next.server.tsx'),
};

/** Swaps modules in the server build only: the browser has its own (browser-swaps.ts), the tests keep the originals. */
export function serverSwaps(): Plugin {
  return {
    name: 'tabir:server-swaps',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    resolveId: (source) => packages[source] ?? null,
  };
}
