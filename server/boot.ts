import type { Logger } from 'pino';
import { loadConfig, type Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { isCatalogEmpty, seedDemoShop } from './db/seed/seed.ts';
import type { AppDeps } from './http/app-env.ts';
import { createMailer } from './integrations/mail/mailer.ts';
import { createShopJobs } from './jobs/jobs.kinds.ts';
import { createLogger } from './logger.ts';
import { exposureWarning } from './http/allowed-hosts.ts';

export interface Booted {
  deps: AppDeps;
  database: DatabaseHandle;
}

/** Config, logger, database, migrations and the demo shop on an empty database: shared by start and dev. */
export async function boot(overrides: Partial<Record<string, string>> = {}): Promise<Booted> {
  const config: Config = loadConfig({ ...process.env, ...overrides });
  const logger: Logger = createLogger({ level: config.LOG_LEVEL, base: { service: 'tabir' } });
  const exposure = exposureWarning(config);
  if (exposure) logger.warn(exposure);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.databaseDir,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    onIdleError: (error) => logger.warn({ err: error }, 'idle database connection failed'),
  });
  await database.exclusive(async () => {
    await database.migrate();
    logger.info({ database: database.kind }, 'migrations applied');
    if (config.SEED_ON_EMPTY && (await isCatalogEmpty(database.db))) {
      logger.info('empty database: loading the demo shop');
      const report = await seedDemoShop(database.db, { storageDir: config.storageDir });
      logger.info({ report }, 'demo shop loaded');
    }
  });
  if (!config.SMTP_URL) logger.info({ outbox: config.outboxDir }, 'SMTP_URL is not set: mail is written to the outbox folder');
  const base = { db: database.db, config, logger, now: () => new Date(), mailer: createMailer(config, logger) };
  return { deps: { ...base, jobs: createShopJobs(base) }, database };
}
