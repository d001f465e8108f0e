import { registerHooks } from 'node:module';

// Node decides whether each file it imports from a package is ESM or CommonJS from the nearest
// package.json, and Node 24 parses that file's `exports` map again for every file it asks about.
// drizzle-orm's package.json is 178 KB and the server loads hundreds of its modules: that was
// about half a second of every start (docs/decisions/014). Files in one folder share their nearest
// package.json, so a relative import inside node_modules takes its format from the first file
// Node resolved in the same folder. Anything else is resolved by Node as before.
const formatByFolder = new Map<string, string>();

registerHooks({
  resolve(specifier, context, nextResolve) {
    const parent = context.parentURL;
    if (!parent?.includes('/node_modules/') || !/^\.\.?\//.test(specifier) || !specifier.endsWith('.js')) {
      return nextResolve(specifier, context);
    }
    const url = new URL(specifier, parent).href;
    const folder = url.slice(0, url.lastIndexOf('/'));
    const format = formatByFolder.get(folder);
    if (format) return { url, format, shortCircuit: true };
    const resolved = nextResolve(specifier, context);
    if (resolved.format && resolved.url === url) formatByFolder.set(folder, resolved.format);
    return resolved;
  },
});

/** The folders whose format is known, for tests. */
export function knownFolderFormats(): ReadonlyMap<string, string> {
  return formatByFolder;
}
