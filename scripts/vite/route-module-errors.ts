import type { Plugin } from 'vite';
import { textBefore } from '../../common/text-before.ts';

/**
 * React Router reloads the page being *left* whenever a route module fails to load (an old chunk
 * gone after a deploy), on every click and even when only a hover prefetch failed. The spec wants
 * one reload, at most once a minute, and the shopper wants the page they asked for. So a module
 * that fails to load becomes a route whose component throws the load error: the navigation
 * completes to its target, the error boundaries (app/lib/chunk-reload.ts) load that URL afresh or,
 * within a minute of the last time, show the error page; a failed prefetch just finds no links.
 *
 * If React Router's code changes shape the build fails here, rather than losing this quietly.
 */
const patches = [
  {
    file: /react-router\/dist\/(?:production|development)\/lib\/dom\/ssr\/routeModules\.js$/,
    from: /console\.error\(`Error loading route module[^]*?return new Promise\(\(\) => \{\}\);/,
    to: 'return { default: function RouteModuleFailed() { throw error; } };',
  },
];

export function routeModuleErrors(): Plugin {
  return {
    name: 'tabir:route-module-errors',
    enforce: 'pre',
    transform(code, id) {
      const patch = patches.find((entry) => entry.file.test(textBefore(id, '?').replaceAll('\\', '/')));
      if (!patch) return null;
      const patched = code.replace(patch.from, patch.to);
      if (patched === code) this.error(`route-module-errors: ${id} no longer has the code this patch expects; revisit scripts/vite/route-module-errors.ts`);
      return { code: patched, map: null };
    },
  };
}
