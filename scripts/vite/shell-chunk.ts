import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const app = resolve(import.meta.dirname, '../../app');
/** What every storefront page loads before it can hydrate: the document and the shop's frame. */
const shellRoots = [resolve(app, 'root.tsx'), resolve(app, 'routes/layout-default.tsx')];

/** The storefront's own modules outside the route modules (the back office's are left to the automatic splitting). */
const isStorefrontModule = (id: string) => id.startsWith(app) && !id.includes('/admin') && !id.includes('/routes/');

/**
 * Shared modules grouped by the pages that load them are merged with a neighbouring group while
 * they are smaller than this (bytes of source): a category page loaded some ten files of a few
 * hundred bytes (a heading, the pagination, the price), each a request of its own on a phone's
 * connection. Merged, it loads 13 files instead of 17, for as many bytes within 2 KB (ADR 015).
 */
const smallSharedGroup = 2048;

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * Our own modules that the root and the storefront layout import statically, in one chunk: left
 * to the automatic splitting they came as some forty files of a few hundred bytes each, every one
 * a request and a gzip stream of its own. Packages (React, the router) keep their own chunks, and
 * anything loaded on demand (dialogs, schemas) stays out, since only static imports are followed.
 * The storefront's modules that several pages share are grouped by the pages that load them, the
 * small groups merged (smallSharedGroup).
 */
export function shellChunk(): Plugin {
  let shell: Set<string> | null = null;
  function shellOf(graph: ModuleGraph): Set<string> {
    const found = new Set<string>();
    const queue = [...shellRoots];
    while (queue.length > 0) {
      const id = queue.pop()!;
      if (found.has(id)) continue;
      found.add(id);
      for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) if (!imported.includes('/node_modules/')) queue.push(imported);
    }
    return found;
  }
  return {
    name: 'tabir:shell-chunk',
    applyToEnvironment: (environment) => environment.name === 'client',
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: [
            {
              name: (id, graph) => {
                shell ??= shellOf(graph);
                return shell.has(id) && !id.includes('/node_modules/') && !id.startsWith('\0') ? 'shell' : null;
              },
            },
            {
              name: (id) => (isStorefrontModule(id) ? 'pages' : null),
              minShareCount: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: smallSharedGroup,
            },
          ],
        },
      };
    },
  };
}
