import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { rowsOf } from './rows.ts';

interface Reads {
  underway: Promise<string | null> | null;
  next: Promise<string | null> | null;
}

const readsOf = new WeakMap<Database, Reads>();

/** Migration 0016's trigger sends a NOTIFY on this channel with every raise of the version. */
export const pageVersionChannel = 'tabir_page_cache';

/**
 * The version every committed change of what a public page shows raises (migration 0016), as
 * text: what the page cache and the versioned read cache compare. Null if the row is missing.
 *
 * Callers share reads: a read already under way may have started before the caller's own change
 * committed, so callers arriving meanwhile share one more read after it. A burst of calls costs
 * at most two reads at a time, and every caller sees every change committed before it called.
 */
export function readPageVersion(db: Database): Promise<string | null> {
  let reads = readsOf.get(db);
  if (!reads) {
    reads = { underway: null, next: null };
    readsOf.set(db, reads);
  }
  const state = reads;
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
  return row?.version ?? null;
}
