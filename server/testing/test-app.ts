import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { createApp } from '../app.ts';
import type { AppDeps } from '../http/app-env.ts';
import { withDatabase } from './global-setup.ts';
import { createMailer } from '../integrations/mail/mailer.ts';
import { createShopJobs } from '../jobs/jobs.kinds.ts';
import { createLogger } from '../logger.ts';

interface TestDatabase {
  handle: DatabaseHandle;
  storageDir: string;
  /** The PostgreSQL URL of the copy (none for PGlite, which lives in this process only). */
  url?: string;
  drop: () => Promise<void>;
}

/** A fresh copy of the seeded template database for one test file. */
async function copyTemplate(): Promise<TestDatabase> {
  const info = inject('testDatabase');
  if (info.kind === 'pglite') {
    const dump = new Blob([new Uint8Array(await readFile(info.dumpPath))]);
    const handle = await openDatabase({ loadDataDir: dump });
    return { handle, storageDir: info.storageDir, drop: async () => {} };
  }
  const name = `${info.template}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: info.url });
  await admin.connect();
  // Copies made at the same moment from one template collide (SQLSTATE 55006): try again.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${info.template}`);
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
  const url = withDatabase(info.url, name);
  const handle = await openDatabase({ url, poolSize: 5 });
  return {
    handle,
    storageDir: info.storageDir,
    url,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  config: Config;
  /** The database under this app, for a second instance on the same data. */
  database: TestDatabase;
  /** POSTs JSON to the app and returns the status and parsed body. */
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any; headers: Headers }>;
  close(): Promise<void>;
}

/**
 * Another server instance on the same data: on PostgreSQL its own connection pool, as a second
 * process would have; PGlite lives inside one process, so there the instances share it.
 */
async function sameDatabase(database: TestDatabase): Promise<TestDatabase> {
  if (!database.url) return { ...database, drop: async () => {} };
  const handle = await openDatabase({ url: database.url, poolSize: 5 });
  return { ...database, handle, drop: async () => {} };
}

export interface TestAppOptions {
  now?: () => Date;
  /** Environment values on top of the test defaults (SMTP_URL, RECAPTCHA_*, …). */
  env?: Record<string, string>;
  /** Run on the database of this app instead of a fresh copy. */
  sameDatabaseAs?: TestApp;
  /** Where the app's log lines go, at level info (none are written when not given). */
  logDestination?: DestinationStream;
  /** Run jobs in the background as a server does (default); without, only `deps.jobs.drain()` runs them. */
  startJobs?: boolean;
}

/** The real Hono app (API, media, redirects; no page rendering) on a fresh database copy. */
export async function createTestApp({ now = () => new Date('2026-11-01T10:00:00Z'), env = {}, sameDatabaseAs, logDestination, startJobs = true }: TestAppOptions = {}): Promise<TestApp> {
  const database = sameDatabaseAs ? await sameDatabase(sameDatabaseAs.database) : await copyTemplate();
  const { handle, storageDir, drop } = database;
  const dataDir = await mkdtemp(join(tmpdir(), 'tabir-app-'));
  // Tests name the client's address with X-Forwarded-For. The page cache stays off unless a test
  // turns it on (PAGE_CACHE_MB): many tests write to the database behind the app's back. The
  // National Bank is a closed local port unless a test names its stand-in (NBU_RATES_URL).
  const config: Config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', TRUST_PROXY: '1', JOBS_POLL_MS: '200', PAGE_CACHE_MB: '0', NBU_RATES_REFRESH: 'false', NBU_RATES_URL: 'http://127.0.0.1:9/', ...env }), storageDir };
  const logger = logDestination ? createLogger({ level: 'info', destination: logDestination }) : createLogger({ level: 'silent' });
  const base = { db: handle.db, config, logger, now, mailer: createMailer(config, logger) };
  // A test waits for the jobs it caused with `deps.jobs.drain()`.
  const deps: AppDeps = { ...base, jobs: createShopJobs(base), listen: handle.listen };
  if (startJobs) deps.jobs.start();
  const app = createApp(deps);
  return {
    app,
    deps,
    config,
    database,
    async post(path, body, headers = {}) {
      const response = await app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON; the raw text is returned
      }
      return { status: response.status, body: parsed, headers: response.headers };
    },
    async close() {
      await deps.jobs.stop();
      deps.mailer.close();
      if (!sameDatabaseAs || database.url) await handle.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
