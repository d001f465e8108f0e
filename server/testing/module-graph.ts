import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

// Value imports and re-exports of our own scripts (a relative path to a .ts or .tsx file);
// `import type` and `export type` are left out, since they are erased and load nothing.
const ownImports = /^(?:import|export)\s+(?!type\s)(?:[^;'"]*?\sfrom\s+)?'(\.{1,2}\/[^']+\.tsx?)'/gm;

/**
 * The project's modules that loading `entries` evaluates: every module reached through static
 * value imports, as paths from the project root. Dynamic `import()` is not followed, as a browser
 * loads such a module only when it is asked for.
 */
export function staticModuleGraph(root: string, entries: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    const source = readFileSync(resolve(root, path), 'utf8');
    for (const [, specifier] of source.matchAll(ownImports)) visit(relative(root, resolve(root, dirname(path), specifier!)));
  };
  entries.forEach(visit);
  return seen;
}
