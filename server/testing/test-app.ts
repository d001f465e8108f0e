import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { createApp } from '../app.ts';
import type { AppDeps } from '../http/app-env.ts';
import { withDatabase } from './global-setup.ts';

/** A fresh copy of the seeded template database for one test file. */
async function copyTemplate(): Promise<{ handle: DatabaseHandle; storageDir: string; drop: () => Promise<void> }> {
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
  const handle = await openDatabase({ url: withDatabase(info.url, name), poolSize: 5 });
  return {
    handle,
    storageDir: info.storageDir,
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
  /** POSTs JSON to the app and returns the status and parsed body. */
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any; headers: Headers }>;
  close(): Promise<void>;
}

/** The real Hono app (API, media, redirects; no page rendering) on a fresh database copy. */
export async function createTestApp({ now = () => new Date('2026-11-01T10:00:00Z') }: { now?: () => Date } = {}): Promise<TestApp> {
  const { handle, storageDir, drop } = await copyTemplate();
  const dataDir = await mkdtemp(join(tmpdir(), 'tabir-app-'));
  const config: Config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), storageDir };
  const deps: AppDeps = { db: handle.db, config, logger: pino({ level: 'silent' }), now };
  const app = createApp(deps);
  return {
    app,
    deps,
    config,
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
      await handle.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
