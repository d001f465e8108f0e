// Builds one migrated database with the demo shop before the test files run; each file then
// starts from a copy of it (a PGlite data-dir dump, or a PostgreSQL template database).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { seedDemoShop } from '../db/seed/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { kind: 'pglite'; dumpPath: string; storageDir: string } | { kind: 'postgres'; url: string; template: string; storageDir: string };
  }
}

export default async function setup(project: TestProject) {
  const workDir = await mkdtemp(join(tmpdir(), 'tabir-test-'));
  const storageDir = join(workDir, 'storage');
  const serverUrl = process.env.TEST_DATABASE_URL;
  const fixedNow = new Date('2026-11-01T10:00:00Z');

  if (!serverUrl) {
    const handle = await openDatabase({});
    await handle.migrate();
    await seedDemoShop(handle.db, { storageDir, now: fixedNow });
    const dump = await handle.dumpDataDir!();
    const dumpPath = join(workDir, 'template.tar');
    await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
    project.provide('testDatabase', { kind: 'pglite', dumpPath, storageDir });
    return async () => rm(workDir, { recursive: true, force: true });
  }

  const template = `tabir_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const templateUrl = withDatabase(serverUrl, template);
  const handle = await openDatabase({ url: templateUrl, poolSize: 2 });
  await handle.migrate();
  await seedDemoShop(handle.db, { storageDir, now: fixedNow });
  await handle.close();
  project.provide('testDatabase', { kind: 'postgres', url: serverUrl, template, storageDir });

  return async () => {
    const copies = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`${template}_%`]);
    for (const { datname } of copies.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
    await rm(workDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
