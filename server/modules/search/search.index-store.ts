// Each process's copy of the search index (search.index.ts), kept as current as the page version:
// it is built from product_search as the server starts (or by the first search), and a search
// after any change reads only the rows written since (migration 0030).
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { readPageVersion } from '../../db/page-version.ts';
import { rowsOf, singleRow } from '../../db/rows.ts';
import { ProductSearchIndexBuilder, type ProductSearchIndex, type SearchRow } from './search.index.ts';

interface Holder {
  index: ProductSearchIndex | null;
  /** The page version the index is at least as new as. */
  version: bigint | null;
  /** The xmin of the snapshot the index last read with: whatever it missed was written at or above it. */
  readFrom: bigint;
  /** Builds and refreshes, one after the other. */
  queue: Promise<unknown>;
  /** A new index being built beside the one in use, while searches go on with that. */
  rebuilding: Promise<void> | null;
}

const holders = new WeakMap<Database, Holder>();

/** Rows a statement of the first build reads: a few hundred milliseconds of the embedded database. */
const rowsPerRead = 5_000;

/** Changed products kept beside the index before a new one is built from the table: a fifth, at least 100. */
const rebuildAfterChanged = (size: number) => Math.max(100, size / 5);

interface ChangeRow {
  xmin: string;
  product_id: number | null;
  removed: boolean | null;
  is_active: boolean | null;
  popularity: number | null;
  names: string | null;
  head: string | null;
}

/**
 * The index as new as page version `version` (page-version.ts; null when unreadable, which
 * reads the changes again). Concurrent callers share each build and read.
 */
export function productSearchIndex(db: Database, version: string | null): Promise<ProductSearchIndex> {
  let holder = holders.get(db);
  if (!holder) {
    holder = { index: null, version: null, readFrom: 0n, queue: Promise.resolve(), rebuilding: null };
    holders.set(db, holder);
  }
  const wanted = version === null ? null : BigInt(version);
  const state = holder;
  if (state.index && wanted !== null && state.version !== null && state.version >= wanted) return Promise.resolve(state.index);
  const next = state.queue
    .catch(() => undefined)
    .then(async () => {
      if (state.index && wanted !== null && state.version !== null && state.version >= wanted) return state.index;
      if (!state.index) {
        await build(db, state);
      } else {
        await refresh(db, state);
        if (state.index.changedCount > rebuildAfterChanged(state.index.size)) rebuildBeside(db, state);
      }
      state.version = wanted;
      return state.index!;
    });
  state.queue = next;
  return next;
}

/** The index this process holds now, as new as it is (null before the first build): what a search ranks on while it reads the version. */
export function heldProductSearchIndex(db: Database): ProductSearchIndex | null {
  return holders.get(db)?.index ?? null;
}

/**
 * Builds a new index while searches go on with the current one (at 50,000 products a build takes
 * seconds), then puts it in the current one's place, in turn with the refreshes. It may have read
 * less than the current one since, so the next search reads the changes from its mark.
 */
function rebuildBeside(db: Database, state: Holder): void {
  if (state.rebuilding) return;
  const fresh: Holder = { index: null, version: null, readFrom: 0n, queue: Promise.resolve(), rebuilding: null };
  state.rebuilding = build(db, fresh)
    .then(() => {
      state.queue = state.queue
        .catch(() => undefined)
        .then(() => {
          state.index = fresh.index;
          state.readFrom = fresh.readFrom;
          state.version = null;
        });
      return state.queue.then(() => undefined);
    })
    // A failed build leaves the current index in use; the next change tries again.
    .catch(() => undefined)
    .finally(() => {
      state.rebuilding = null;
    });
}

/** Settles when no new index is being built beside the current one (for tests). */
export async function searchIndexRebuilt(db: Database): Promise<void> {
  await holders.get(db)?.rebuilding;
}

async function build(db: Database, state: Holder): Promise<void> {
  const { xmin } = singleRow(await rowsOf<{ xmin: string }>(db, sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`));
  // Each batch is added and let go: the heads' text takes several times the index's memory.
  const builder = new ProductSearchIndexBuilder();
  for (let after = 0; ; ) {
    const batch = await rowsOf<{ product_id: number; popularity: number; names: string; head: string }>(
      db,
      sql`select product_id, popularity, names, head::text as head from product_search
        where is_active and product_id > ${after} order by product_id limit ${rowsPerRead}`,
    );
    for (const row of batch) builder.add({ productId: Number(row.product_id), isActive: true, popularity: Number(row.popularity), names: row.names, head: row.head });
    if (batch.length < rowsPerRead) break;
    after = Number(batch.at(-1)!.product_id);
  }
  state.index = builder.finish();
  state.readFrom = BigInt(xmin);
  // Written while the batches were read: read again, as any change is.
  await refresh(db, state);
}

/**
 * The search rows written and removed by transactions from `from` on (served by the write_xact
 * indexes), with the xmin of the statement's snapshot: always one row, its product null when
 * nothing changed.
 */
export function changesQuery(from: bigint): SQL {
  return sql`with snapshot as (select pg_snapshot_xmin(pg_current_snapshot())::text as xmin)
    select snapshot.xmin, changes.* from snapshot left join (
      select product_id, false as removed, is_active, popularity, names, head::text as head
      from product_search where write_xact >= ${from.toString()}::bigint
      union all
      select product_id, true, null, null, null, null from product_search_removed where write_xact >= ${from.toString()}::bigint
    ) changes on true`;
}

/** Applies the rows written and removed since the last read, and moves the read mark. */
async function refresh(db: Database, state: Holder): Promise<void> {
  const rows = await rowsOf<ChangeRow>(db, changesQuery(state.readFrom));
  const written: SearchRow[] = [];
  const removed: number[] = [];
  for (const row of rows) {
    if (row.product_id === null) continue;
    if (row.removed) removed.push(Number(row.product_id));
    else written.push({ productId: Number(row.product_id), isActive: row.is_active!, popularity: Number(row.popularity), names: row.names!, head: row.head! });
  }
  if (written.length > 0 || removed.length > 0) state.index = state.index!.withChanges(written, removed);
  state.readFrom = BigInt(singleRow(rows).xmin);
}

/**
 * Builds the index ahead of the first search, as a server process starts: at 50,000 products that
 * takes two or three seconds, which no shopper should wait for.
 */
export async function warmProductSearchIndex(db: Database): Promise<void> {
  await productSearchIndex(db, await readPageVersion(db));
}
