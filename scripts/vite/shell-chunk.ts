import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const app = resolve(import.meta.dirname, '../../app');
/** What every storefront page loads before it can hydrate: the document and the shop's frame. */
const shellRoots = [resolve(app, 'root.tsx'), resolve(app, 'routes/layout-default.tsx')];

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * Our own modules that the root and the storefront layout import statically, in one chunk: left
 * to the automatic splitting they came as some forty files of a few hundred bytes each, every one
 * a request and a gzip stream of its own. Packages (React, the router) keep their own chunks, and
 * anything loaded on demand (dialogs, schemas) stays out, since only static imports are followed.
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
          ],
        },
      };
    },
  };
}
