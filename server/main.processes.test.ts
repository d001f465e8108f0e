import { get } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { ensureBuild, startMain, type LogLine, type MainProcess } from './testing/main-process.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

// `node server/start.js` as it runs in production: its processes, its database thread, its stop.
let setup: TestApp;
let workDir: string;

beforeAll(async () => {
  ensureBuild();
  workDir = await mkdtemp(join(tmpdir(), 'tabir-main-'));
  setup = await createTestApp({ startJobs: false });
}, 300_000);
afterAll(async () => {
  await setup.close();
  await rm(workDir, { recursive: true, force: true });
});

/** One request on a connection of its own, so that the cluster's round robin sees each one. */
function status(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false, headers: { connection: 'close' } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    }).on('error', reject);
  });
}

const serving = (line: LogLine) => line.msg === 'Tabir is serving';
const pidAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

if (inject('testDatabase').kind === 'postgres') {
  describe('several processes on PostgreSQL (WEB_CONCURRENCY)', () => {
    it('serves from two processes, replaces one that dies, and stops them all on SIGTERM', { timeout: 400_000 }, async () => {
      const main: MainProcess = await startMain({ DATA_DIR: join(workDir, 'cluster'), DATABASE_URL: setup.database.url!, WEB_CONCURRENCY: '2', DATABASE_CONNECT_TIMEOUT_MS: '30000' });
      await main.waitFor((line) => line.msg === 'starting the server processes' && line.processes === 2, 240_000);
      await main.waitFor(() => main.lines.filter(serving).length === 2, 240_000);
      const pids = main.lines.filter(serving).map((line) => line.pid!);
      expect(new Set(pids).size).toBe(2);
      expect(pids).not.toContain(main.child.pid);

      const statuses = await Promise.all(Array.from({ length: 20 }, () => status(`${main.url}/readyz`)));
      expect(statuses.every((code) => code === 200)).toBe(true);
      const answeredBy = new Set(main.lines.filter((line) => line.path === '/readyz').map((line) => line.pid));
      expect(answeredBy).toEqual(new Set(pids));

      process.kill(pids[0]!, 'SIGKILL');
      const replacement = await main.waitFor((line) => serving(line) && !pids.includes(line.pid!), 120_000);
      expect(await status(`${main.url}/readyz`)).toBe(200);

      expect(await main.stop()).toBe(0);
      for (const pid of [pids[1]!, replacement.pid!]) expect(pidAlive(pid)).toBe(false);
    });
  });
} else {
  describe('the embedded database in the server process', () => {
    it('serves pages from PGlite in its worker thread, stops cleanly and starts again on its data', { timeout: 400_000 }, async () => {
      const dataDir = join(workDir, 'embedded');
      const copy = await openDatabase({ dataDir: join(dataDir, 'db'), loadDataDir: await setup.database.handle.dumpDataDir!() });
      await copy.close();

      for (let start = 0; start < 2; start++) {
        const main = await startMain({ DATA_DIR: dataDir });
        await main.waitFor(serving, 180_000);
        expect(await status(`${main.url}/readyz`)).toBe(200);
        expect(await status(`${main.url}/namety/namet-tramp-2`)).toBe(200);
        expect(await main.stop()).toBe(0);
      }
    });

    it('refuses several processes without PostgreSQL', async () => {
      const main = await startMain({ DATA_DIR: join(workDir, 'refused'), WEB_CONCURRENCY: '2' });
      expect(await main.exited).toBe(1);
      expect(main.output()).toMatch(/WEB_CONCURRENCY: several processes need DATABASE_URL/);
    });
  });
}
