import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { startEmbeddedServer } from './embedded/embedded-server.ts';
import { listenOnPostgres, type Listen, type StopListening } from './notifications.ts';
import { knowPageVersionFrom } from './page-version.ts';
import { TransactionSafePool } from './transaction-pool.ts';

/** The query surface services use; the same for PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT>;

/** Arbitrary but fixed: identifies Tabir's start-up lock among the server's advisory locks. */
const startupLockKey = 7_327_731;

export const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PGlite only: in this thread (tests, scripts) or in a worker thread behind the PostgreSQL protocol (the server). */
  embedded?: 'in-process' | 'worker';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Runs `work` while holding a lock no other process of this database can hold (start-up steps). */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** PGlite only: the data directory as a tarball, to start other instances from. */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * Hears NOTIFY from every process on this database; `close` stops it. Missing for the embedded
   * database's worker thread, which has one process only and keeps the notifications for itself
   * (it shares the page version they carry: embedded/shared-page-version.ts).
   */
  listen?: Listen;
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
  /** Told when the connection that listens for notifications fails; it reconnects by itself. */
  onListenError?: (error: Error) => void;
  /** PostgreSQL: how long to wait for a connection (DATABASE_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
  /** PostgreSQL: the longest a statement may run (DATABASE_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs?: number;
  /** How long a pooled connection may sit unused before it is closed (pg's default: 10 s); 0 keeps it. */
  idleTimeoutMs?: number;
  /**
   * PGlite: run it in a worker thread, talked to over the PostgreSQL protocol, and tell this
   * callback if that thread dies (the caller ends the process; nothing can be served without it).
   */
  onEmbeddedFailure?: (error: Error) => void;
}

/** The defaults of config.ts, for callers that open a database without it (tests, scripts). */
export const databaseTimeoutDefaults = { connectTimeoutMs: 3_000, statementTimeoutMs: 5_000 } as const;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options);
  if (options.onEmbeddedFailure) {
    if (!options.dataDir || options.dataDir.startsWith('memory://')) throw new Error('the embedded database thread needs a data directory');
    return openPgliteWorker(options.dataDir, options.onEmbeddedFailure, options);
  }
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | File | undefined): Promise<DatabaseHandle> {
  // Loaded only here: the server's rendering thread talks to PGlite over the socket and never needs them.
  const [{ createPglite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('./embedded/pglite-instance.ts'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await createPglite(dataDir, loadDataDir);
  const db = drizzlePglite(client) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    embedded: 'in-process',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
    listen(channel, onNotify) {
      const listening = client.listen(channel, () => onNotify());
      return async () => {
        if (client.closed) return;
        await (await listening)();
      };
    },
    // One process owns a PGlite data directory, so there is nobody to exclude.
    exclusive: (work) => work(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/**
 * Connections to the embedded database's thread. PGlite has one session, which its listener
 * (embedded/wire-server.ts) lends to one connection's exchange or transaction at a time; several
 * connections let the queries of several requests wait in that thread, which runs them back to
 * back while this thread renders, instead of sending each only after the previous answer was read
 * here. Measured at 32 connections on the demo shop's product page: 8 and 16 gained nothing over 4.
 */
const embeddedConnections = 4;

/** PGlite in its own thread, reached like PostgreSQL (docs/decisions/023). */
async function openPgliteWorker(dataDir: string, onFailure: (error: Error) => void, options: DatabaseOptions): Promise<DatabaseHandle> {
  const server = await startEmbeddedServer(dataDir, onFailure);
  try {
    // Waiting for a connection is waiting for the database's turn, not for a remote
    // server: bounded, but by a statement's time as well.
    const { connectTimeoutMs, statementTimeoutMs } = { ...databaseTimeoutDefaults, ...definedOnly(options) };
    // Kept however quiet the shop is: a connection to this thread costs nothing to hold, and a new
    // one would cost the request that opens it a connect and the planning of every statement the
    // closed one had prepared (the search's cards, the page version...).
    const handle = await openPostgres(server.url, { ...options, poolSize: embeddedConnections, connectTimeoutMs: connectTimeoutMs + statementTimeoutMs, idleTimeoutMs: 0 });
    // Every commit passes through that thread, which shares each raise of the page version.
    knowPageVersionFrom(handle.db, server.pageVersion);
    return {
      ...handle,
      kind: 'pglite',
      embedded: 'worker',
      listen: undefined,
      async close() {
        await handle.close();
        await server.close();
      },
      // One process owns a PGlite data directory, so there is nobody to exclude.
      exclusive: (work) => work(),
      dumpDataDir: () => server.dump(),
    };
  } catch (error) {
    await server.close();
    throw error;
  }
}

function definedOnly({ connectTimeoutMs, statementTimeoutMs }: DatabaseOptions) {
  return Object.fromEntries(Object.entries({ connectTimeoutMs, statementTimeoutMs }).filter(([, value]) => value !== undefined));
}

/**
 * Every wait for the server is bounded, so a stopped or frozen database fails requests quickly
 * (503) instead of holding them: the connect, each statement on the server, and the same on the
 * client for a server that no longer answers at all. Keepalive notices a silently dropped link.
 */
function poolConfig(
  url: string,
  { poolSize = 10, connectTimeoutMs = databaseTimeoutDefaults.connectTimeoutMs, statementTimeoutMs = databaseTimeoutDefaults.statementTimeoutMs, idleTimeoutMs }: DatabaseOptions,
): pg.PoolConfig {
  return {
    connectionString: url,
    max: poolSize,
    ...(idleTimeoutMs === undefined ? {} : { idleTimeoutMillis: idleTimeoutMs }),
    connectionTimeoutMillis: connectTimeoutMs,
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + 1_000,
    idle_in_transaction_session_timeout: statementTimeoutMs * 3,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
}

/**
 * A pool whose connections the server may end (an administrator, a dropped database, PostgreSQL's
 * idle-in-transaction timeout, the embedded listener's) without ending the process. Unhandled, an
 * idle connection's error would throw; the pool replaces the connection. A connection in use, or
 * one the pool is closing, fails its query for its caller; EventEmitter would otherwise throw that
 * error again, out of every caller's reach.
 */
function withEndedSessionsHandled<Pool extends pg.Pool>(pool: Pool, onIdleError?: (error: Error) => void): Pool {
  pool.on('error', (error) => onIdleError?.(error));
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const pool = withEndedSessionsHandled(new TransactionSafePool(poolConfig(url, options)), options.onIdleError);
  // Fail at start, not on the first request, when the server cannot be reached.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePostgres(pool) as unknown as Database;
  // Start-up steps may rightly wait longer than a request may (a long migration, another
  // process's lock): they get connections of their own without the statement timeouts.
  const untimed = { connectionString: url, connectionTimeoutMillis: options.connectTimeoutMs ?? databaseTimeoutDefaults.connectTimeoutMs };
  const listenHere = listenOnPostgres(url, { connectTimeoutMs: untimed.connectionTimeoutMillis, onError: options.onListenError });
  const listening = new Set<StopListening>();
  return {
    db,
    kind: 'postgres',
    listen(channel, onNotify) {
      const stop = listenHere(channel, onNotify);
      const stopOnce = async () => {
        if (listening.delete(stopOnce)) await stop();
      };
      listening.add(stopOnce);
      return stopOnce;
    },
    async migrate() {
      const migrationPool = withEndedSessionsHandled(new pg.Pool({ ...untimed, max: 1 }));
      try {
        await migratePostgres(drizzlePostgres(migrationPool), { migrationsFolder });
      } finally {
        await migrationPool.end();
      }
    },
    async close() {
      await Promise.all([...listening].map((stop) => stop()));
      await pool.end();
    },
    async exclusive(work) {
      // A session-level advisory lock on one held connection: processes starting together on one
      // PostgreSQL migrate and seed one after another.
      const lockHolder = new pg.Client(untimed);
      await lockHolder.connect();
      try {
        await lockHolder.query('SELECT pg_advisory_lock($1)', [startupLockKey]);
        return await work();
      } finally {
        await lockHolder.query('SELECT pg_advisory_unlock($1)', [startupLockKey]).catch(() => undefined);
        await lockHolder.end().catch(() => undefined);
      }
    },
  };
}
