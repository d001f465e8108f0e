// Development server: one port for the API and the pages, with hot reload of both.
import { createServer as createHttpServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createServer as createViteServer } from 'vite';
import { boot } from './boot.ts';
import { writeAdminCreateKey } from './modules/staff/admin-create.ts';

const { deps, database } = await boot({ NODE_ENV: 'development' });
await writeAdminCreateKey(deps.config);
deps.jobs.start();
// HMR_PORT lets two dev servers run side by side (Vite's hot-reload socket defaults to 24678).
const hmrPort = Number(process.env.HMR_PORT) || undefined;
const vite = await createViteServer({ server: { middlewareMode: true, hmr: { port: hmrPort } }, appType: 'custom' });

const listener = getRequestListener(async (request, env) => {
  // Loaded through Vite on every request so edits to the server, API or routes apply at once.
  const { createServerApp } = (await vite.ssrLoadModule('/server/entry.ts')) as typeof import('./entry.ts');
  return createServerApp(deps).fetch(request, env);
});

createHttpServer((req, res) => vite.middlewares(req, res, () => listener(req, res))).listen(deps.config.PORT, () => {
  deps.logger.info({ url: `http://localhost:${deps.config.PORT}` }, 'Tabir dev server');
});

// Ctrl-C closes the embedded database cleanly (a checkpoint) instead of leaving it to recovery.
const stop = () => {
  void Promise.allSettled([vite.close(), deps.jobs.stop()])
    .then(() => database.close())
    .finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 5_000).unref();
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
