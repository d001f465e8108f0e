import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import type { SharedPageVersion } from './embedded/shared-page-version.ts';
import { rowsOf } from './rows.ts';

export { pageVersionChannel } from './page-version-channel.ts';

interface Reads {
  underway: Promise<string | null> | null;
  next: Promise<string | null> | null;
  /** The known version for the callers of this turn of the event loop. */
  known: Promise<string | null> | null;
}

const readsOf = new WeakMap<Database, Reads>();

/** The version a process knows without reading it: what the embedded database's thread shares. */
type KnownPageVersion = Pick<SharedPageVersion, 'current' | 'read'>;

/**
 * Kept on the database object under a registered symbol, not in a map of this module: the server's
 * build bundles a copy of this module of its own (server/entry.ts), beside the one the start-up
 * code that opens the database runs.
 */
const knownVersion = Symbol.for('tabir.known-page-version');

const knownOf = (db: Database) => (db as Database & { [knownVersion]?: KnownPageVersion })[knownVersion];

/** Reads of `db`'s version are answered from `known` once it knows one (embedded/shared-page-version.ts). */
export function knowPageVersionFrom(db: Database, known: KnownPageVersion): void {
  Object.defineProperty(db, knownVersion, { value: known });
}

/**
 * The version every committed change of what a public page shows raises (migration 0016), as
 * text: what the page cache and the versioned read cache compare. Null if the row is missing.
 *
 * Callers share reads: a read already under way may have started before the caller's own change
 * committed, so callers arriving meanwhile share one more read after it. A burst of calls costs
 * at most two reads at a time, and every caller sees every change committed before it called.
 * On the embedded database's thread that holds without a read: the thread writes each raise where
 * this thread reads it before it answers the commit, so once one version is known no read is made.
 */
export function readPageVersion(db: Database): Promise<string | null> {
  let reads = readsOf.get(db);
  if (!reads) {
    reads = { underway: null, next: null, known: null };
    readsOf.set(db, reads);
  }
  const state = reads;
  const known = knownOf(db);
  if (known?.current()) {
    // Answered after the turn's input is read, as a read from the database would be: requests
    // that arrive together go on together (alone, at 32 connections on a kept search answer, each
    // went on by itself and the thread answered a quarter fewer of them).
    state.known ??= new Promise((resolve) =>
      setImmediate(() => {
        state.known = null;
        resolve(known.current());
      }),
    );
    return state.known;
  }
  if (!state.underway) {
    const read = readOnce(db).finally(() => {
      if (state.underway === read) state.underway = null;
    });
    state.underway = read;
    return read;
  }
  state.next ??= state.underway
    .catch(() => undefined)
    .then(() => {
      state.next = null;
      return readPageVersion(db);
    });
  return state.next;
}

async function readOnce(db: Database): Promise<string | null> {
  const [row] = await rowsOf<{ version: string }>(db, sql`SELECT version::text AS version FROM page_cache_version`);
  if (row) knownOf(db)?.read(row.version);
  return row?.version ?? null;
}
