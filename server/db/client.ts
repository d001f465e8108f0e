import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

/** The query surface services use; the same for PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT>;

/** Arbitrary but fixed: identifies Tabir's start-up lock among the server's advisory locks. */
const startupLockKey = 7_327_731;

export const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Runs `work` while holding a lock no other process of this database can hold (start-up steps). */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** PGlite only: the data directory as a tarball, to start other instances from. */
  dumpDataDir?: () => Promise<Blob>;
}

export interface DatabaseOptions {
  /** A postgres:// URL; without it the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; "memory://" or undefined keeps it in memory. */
  dataDir?: string;
  /** A PGlite data directory dump to start from (tests copy a migrated template this way). */
  loadDataDir?: Blob | File;
  poolSize?: number;
  /** Told about errors of idle pooled connections (a restarted server, a dropped database). */
  onIdleError?: (error: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10, options.onIdleError);
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | File | undefined): Promise<DatabaseHandle> {
  if (dataDir && !dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm, unaccent } });
  const db = drizzlePglite(client) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
    // One process owns a PGlite data directory, so there is nobody to exclude.
    exclusive: (work) => work(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(url: string, poolSize: number, onIdleError?: (error: Error) => void): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // Unhandled, an idle connection's error would end the process; the pool replaces the connection.
  pool.on('error', (error) => onIdleError?.(error));
  // Fail at start, not on the first request, when the server cannot be reached.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePostgres(pool) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(drizzlePostgres(pool), { migrationsFolder }),
    close: () => pool.end(),
    async exclusive(work) {
      // A session-level advisory lock on one held connection: processes starting together on one
      // PostgreSQL migrate and seed one after another.
      const lockHolder = await pool.connect();
      try {
        await lockHolder.query('SELECT pg_advisory_lock($1)', [startupLockKey]);
        return await work();
      } finally {
        await lockHolder.query('SELECT pg_advisory_unlock($1)', [startupLockKey]).catch(() => undefined);
        lockHolder.release();
      }
    },
  };
}
