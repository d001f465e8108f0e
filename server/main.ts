import './production-default.js';
import './module-format-cache.ts';
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';

// The embedded database (one process, no DATABASE_URL) opens in its own thread while this one
// loads the shop: on two cores that is most of a second less of every start.
if (cluster.isPrimary) {
  const [{ loadConfig }, { startEmbeddedServerEarly }] = await Promise.all([import('./config.ts'), import('./db/embedded/embedded-server.ts')]);
  try {
    const config = loadConfig();
    if (!config.DATABASE_URL) startEmbeddedServerEarly(config.databaseDir);
  } catch {
    // An invalid configuration is reported below, by the start itself.
  }
}

// The shop's modules are imported only now: static imports would all be resolved before the two
// modules above run, so without the compile cache and the module-format cache.
const [
  { ConfigError },
  { boot, bootConfig, openConfiguredDatabase, prepareDatabase },
  { superviseServerProcesses },
  { schedulePeriodicJobs },
  { writeAdminCreateKey },
  { loadNativeMemoryTrim, trimNativeMemoryEvery },
] = await Promise.all([
  import('./config.ts'),
  import('./boot.ts'),
  import('./cluster-primary.ts'),
  import('./jobs/jobs.kinds.ts'),
  import('./modules/staff/admin-create.ts'),
  import('./native-memory.ts'),
]);

/** Every second: a spike's freed native memory goes back to the system while the spike lasts. */
const nativeMemoryTrimMs = 1000;

const buildDir = resolve(import.meta.dirname, '..', process.env.BUILD_DIR ?? 'build');
const buildEntry = resolve(buildDir, 'server/index.js');

/** One server process: the pages, the API and a job runner. */
async function serveProcess(prepare: boolean) {
  // Loaded while the database starts (its own thread for the embedded one).
  const buildLoading = import(buildEntry) as Promise<typeof import('./entry.ts')>;
  buildLoading.catch(() => undefined);
  const { deps, database } = await boot({}, { prepare });
  // The key `npm run admin:create` shows this process (server/modules/staff/admin-create.ts); the
  // primary of several processes writes one for all.
  if (prepare) await writeAdminCreateKey(deps.config);
  const { createServerApp, createPageCache, shopListener, warmProductSearchIndex } = await buildLoading;
  // One page cache for the app and the listener, which answers its hits before the app (docs/decisions/013).
  const pageCache = createPageCache(deps);
  const app = createServerApp(deps, { clientDir: resolve(buildDir, 'client'), pageCache });
  deps.jobs.start();
  await schedulePeriodicJobs(deps);
  const server = createServer(shopListener(deps, app, pageCache, deps.config.HOST));
  // Idle keep-alive connections stay open longer than a proxy's or client's own idle limit (often
  // 60 s): with Node's 5 s, a request sent on a connection just as the server closes it is reset.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.listen(deps.config.PORT, deps.config.HOST, () => {
    deps.logger.info({ url: `http://localhost:${(server.address() as AddressInfo).port}` }, 'Tabir is serving');
  });
  // A search arriving meanwhile waits for this build rather than starting its own.
  warmProductSearchIndex(deps.db).catch((error: unknown) => deps.logger.warn({ err: error }, 'the search index could not be built ahead'));
  const trimNativeMemory = await loadNativeMemoryTrim();
  if (trimNativeMemory) {
    trimNativeMemoryEvery(nativeMemoryTrimMs, trimNativeMemory, (error) => deps.logger.warn({ err: error }, 'native memory trim failed'));
  }

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    deps.logger.info({ signal }, 'shutting down');
    server.close(async () => {
      // Jobs in hand finish; the rest wait in the database for the next process.
      await deps.jobs.stop();
      deps.mailer.close();
      await database.close();
      process.exit(0);
    });
    // Open keep-alive connections must not hold the process forever.
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  // A primary that is gone cannot restart or stop this process any more.
  if (cluster.isWorker) process.on('disconnect', () => shutdown('disconnect'));
}

/** Several processes on PostgreSQL: the database is migrated and seeded once, before forking. */
async function startProcesses(count: number) {
  const { config, logger } = bootConfig();
  const database = await openConfiguredDatabase(config, logger);
  try {
    await prepareDatabase(database, config, logger);
  } finally {
    await database.close();
  }
  await writeAdminCreateKey(config);
  superviseServerProcesses(count, logger);
}

try {
  if (cluster.isWorker) await serveProcess(false);
  else {
    const { config } = bootConfig();
    if (config.webConcurrency > 1) await startProcesses(config.webConcurrency);
    else await serveProcess(true);
  }
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
