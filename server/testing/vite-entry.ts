import { resolve } from 'node:path';
import { createServer } from 'vite';
import { createTestApp, type TestApp } from './test-app.ts';

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

type ServerApp = ReturnType<Entry['createServerApp']>;

/**
 * A test shop (a copy of the demo data) with the server app over it, its pages rendered through
 * Vite as above. `close` closes the shop and stops Vite.
 */
export async function testShopPagesThroughVite(): Promise<{ t: TestApp; app: ServerApp; close: () => Promise<void> }> {
  const { entry, close: closeVite } = await serverEntryThroughVite();
  try {
    const t = await createTestApp();
    return {
      t,
      app: entry.createServerApp(t.deps),
      close: async () => {
        await t.close();
        await closeVite();
      },
    };
  } catch (error) {
    await closeVite();
    throw error;
  }
}
