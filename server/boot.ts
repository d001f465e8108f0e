import cluster from 'node:cluster';
import type { Logger } from 'pino';
import { loadConfig, type Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { hasProducts } from './db/catalog-presence.ts';
import type { AppDeps } from './http/app-env.ts';
import { createMailer } from './integrations/mail/mailer.ts';
import { createShopJobs } from './jobs/jobs.kinds.ts';
import { createLogger } from './logger.ts';
import { exposureWarning } from './http/allowed-hosts.ts';

export interface Booted {
  deps: AppDeps;
  database: DatabaseHandle;
}

export interface BootOptions {
  /**
   * Migrate, and load the demo shop into an empty database (default). Processes forked by a
   * primary that already did so skip it.
   */
  prepare?: boolean;
}

export function bootConfig(overrides: Partial<Record<string, string>> = {}): { config: Config; logger: Logger } {
  const config: Config = loadConfig({ ...process.env, ...overrides });
  // Beside other server processes, each line says which one wrote it.
  const base = cluster.isWorker ? { service: 'tabir', pid: process.pid } : { service: 'tabir' };
  const logger: Logger = createLogger({ level: config.LOG_LEVEL, base });
  return { config, logger };
}

/**
 * The database the configuration names: PostgreSQL, or the embedded PGlite in a thread of its own
 * (off the rendering thread). Without that thread nothing can be served: the process ends so
 * that its supervisor starts it again.
 */
export function openConfiguredDatabase(config: Config, logger: Logger): Promise<DatabaseHandle> {
  return openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.databaseDir,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    onIdleError: (error) => logger.warn({ err: error }, 'idle database connection failed'),
    onListenError: (error) => logger.warn({ err: error }, 'the database notification link failed; reconnecting'),
    onEmbeddedFailure: (error) => {
      logger.fatal({ err: error }, 'the embedded database stopped: exiting');
      process.exit(1);
    },
  });
}

/** Migrations, then the demo shop on an empty database, once across processes (the exclusive lock). */
export async function prepareDatabase(database: DatabaseHandle, config: Config, logger: Logger): Promise<void> {
  await database.exclusive(async () => {
    await database.migrate();
    logger.info({ database: database.kind }, 'migrations applied');
    if (config.SEED_ON_EMPTY && !(await hasProducts(database.db))) {
      logger.info('empty database: loading the demo shop');
      // Loaded only when needed: the demo shop's data is large and a restart never uses it.
      const { seedDemoShop } = await import('./db/seed/seed.ts');
      const report = await seedDemoShop(database.db, { storageDir: config.storageDir });
      logger.info({ report }, 'demo shop loaded');
    }
  });
}

/** Config, logger, database, migrations and the demo shop on an empty database: shared by start and dev. */
export async function boot(overrides: Partial<Record<string, string>> = {}, { prepare = true }: BootOptions = {}): Promise<Booted> {
  const { config, logger } = bootConfig(overrides);
  const exposure = exposureWarning(config);
  if (exposure) logger.warn(exposure);
  const database = await openConfiguredDatabase(config, logger);
  if (prepare) await prepareDatabase(database, config, logger);
  if (!config.SMTP_URL) logger.info({ outbox: config.outboxDir }, 'SMTP_URL is not set: mail is written to the outbox folder');
  const base = { db: database.db, config, logger, now: () => new Date(), mailer: createMailer(config, logger) };
  return { deps: { ...base, jobs: createShopJobs(base), listen: database.listen }, database };
}
