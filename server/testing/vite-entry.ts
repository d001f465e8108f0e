import { resolve } from 'node:path';
import { createServer } from 'vite';

type Entry = typeof import('../entry.ts');

/**
 * The server's entry loaded through Vite in middleware mode, as `npm run dev` loads it: pages
 * render from the app's source, with no build. `close` stops Vite.
 */
export async function serverEntryThroughVite(): Promise<{ entry: Entry; close: () => Promise<void> }> {
  const vite = await createServer({ root: resolve(import.meta.dirname, '../..'), server: { middlewareMode: true, hmr: false, watch: null }, appType: 'custom', logLevel: 'error' });
  try {
    return { entry: (await vite.ssrLoadModule('/server/entry.ts')) as Entry, close: () => vite.close() };
  } catch (error) {
    await vite.close();
    throw error;
  }
}
