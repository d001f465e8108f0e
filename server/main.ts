import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { ConfigError } from './config.ts';
import { boot } from './boot.ts';
import { schedulePeriodicJobs } from './jobs/jobs.kinds.ts';
import { writeAdminCreateKey } from './modules/staff/admin-create.ts';

const buildDir = resolve(import.meta.dirname, '..', process.env.BUILD_DIR ?? 'build');
const buildEntry = resolve(buildDir, 'server/index.js');

try {
  const { deps, database } = await boot();
  // The key `npm run admin:create` shows this process (server/modules/staff/admin-create.ts).
  await writeAdminCreateKey(deps.config);
  const { createServerApp } = (await import(buildEntry)) as typeof import('./entry.ts');
  const app = createServerApp(deps, { clientDir: resolve(buildDir, 'client') });
  deps.jobs.start();
  await schedulePeriodicJobs(deps);
  const server = serve({ fetch: app.fetch, port: deps.config.PORT, hostname: deps.config.HOST }, (info) => {
    deps.logger.info({ url: `http://localhost:${info.port}` }, 'Tabir is serving');
  });

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
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
