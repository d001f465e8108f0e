import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { enqueue } from '../../jobs/jobs.queue.ts';

export const searchDocumentsJob = 'search.documents';

/**
 * Products whose documents one transaction builds: about half a second of the embedded
 * database's one session on a busy machine, so requests waiting for it stay far from their
 * statement timeout.
 */
const productsPerTransaction = 100;

/**
 * Inside a transaction that writes many products: their search documents are built after it
 * commits, by buildStaleSearchDocuments, instead of by its own statements (migration 0029). The
 * job added with it builds them should the caller not get to it (its process ends first).
 */
export async function buildSearchDocumentsLater(tx: Database): Promise<void> {
  await tx.execute(sql`select set_config('tabir.search_documents_later', 'on', true)`);
  await enqueue(tx, { kind: searchDocumentsJob, payload: {}, maxAttempts: 10 });
}

/**
 * Builds the search documents left for later, a batch per transaction, so other requests have the
 * database in between; answers how many it built. Processes sharing PostgreSQL take disjoint
 * batches (SKIP LOCKED). Each batch raises the page version: search answers and cached pages kept
 * since the products' own commit did not have them yet.
 */
export async function buildStaleSearchDocuments(db: Database): Promise<number> {
  let built = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const taken = await rowsOf<{ id: number }>(
        tx,
        sql`delete from product_search_stale where product_id in (
          select product_id from product_search_stale order by product_id limit ${productsPerTransaction} for update skip locked)
        returning product_id as id`,
      );
      if (taken.length === 0) return 0;
      await tx.execute(sql`select public.tabir_build_product_search(${`{${taken.map((row) => row.id).join(',')}}`}::int[])`);
      await tx.execute(sql`select public.tabir_page_cache_raise()`);
      return taken.length;
    });
    if (batch === 0) return built;
    built += batch;
  }
}
