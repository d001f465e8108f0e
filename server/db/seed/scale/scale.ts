import { sql } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { rowsOf, singleRow } from '../../rows.ts';
import { vacuumEveryTable } from '../../vacuum.jobs.ts';
import { lastGeneratedNumber, loadScaleCategories } from './donors.ts';
import { planScaleProduct } from './plan.ts';
import { planScaleReviews } from './reviews.ts';
import { withoutForeignKeys } from './foreign-keys.ts';
import { withVocabularyOnce } from './vocabulary.ts';
import { withOnePageCacheBump } from './page-cache.ts';
import { withSearchDocumentsOnce } from './search-documents.ts';
import { withIndexesBuiltAfter } from './indexes.ts';
import { prepareDonorRows, scaleTables, writeScaleProducts, writeScaleReviews } from './write.ts';

export interface ScaleOptions {
  /** The catalogue's size to reach, counting the products already there. */
  products: number;
  /** Another seed gives other categories, prices, stock and reviews to the products added. */
  seed?: number;
  /** The clock product ages and review dates are relative to. */
  now?: Date;
}

/** Products per batch: the plan of one batch travels as one JSON parameter. */
const batchSize = 2_500;

async function countProducts(db: Database): Promise<number> {
  const row = singleRow(await rowsOf<{ count: number }>(db, sql`select count(*)::int as "count" from products`));
  return Number(row.count);
}

/**
 * Tops the catalogue up to `products` with generated ones modelled on the shop's own products
 * (run it after `seedDemoShop`): both languages, options, prices, stock, filter values, the
 * stored pictures, related products and reviews. Running it again with the same size adds nothing.
 * One transaction: the catalogue's tables are locked meanwhile, and an interrupted run leaves nothing.
 * Then every table is vacuumed, as PostgreSQL advises after a bulk load.
 */
export async function seedScaleCatalog(db: Database, { products: target, seed = 1, now = new Date() }: ScaleOptions): Promise<{ added: number }> {
  const missing = target - (await countProducts(db));
  if (missing <= 0) return { added: 0 };
  const categories = await loadScaleCategories(db);
  if (categories.length === 0) throw new Error('seedScaleCatalog: the shop has no products to model generated ones on; load the demo shop first');
  const first = (await lastGeneratedNumber(db)) + 1;

  const result = await db.transaction(async (tx) => {
    // A load runs longer than the requests the pool's timeout is meant for.
    await tx.execute(sql`set local statement_timeout = 0`);
    await prepareDonorRows(tx, categories.flatMap((category) => category.donors.map((donor) => donor.id)));
    const load = async () => {
      let added = 0;
      for (let next = first; added < missing; next += batchSize) {
        const size = Math.min(batchSize, missing - added);
        const plan = Array.from({ length: size }, (_, i) => planScaleProduct(next + i, seed, categories, now));
        const ids = await writeScaleProducts(tx, plan, seed);
        const reviews = plan.flatMap((p) => {
          const productId = ids.get(p.k);
          return productId === undefined ? [] : planScaleReviews({ k: p.k, productId, group: p.group_slug, createdAt: p.created_at }, seed, now);
        });
        await writeScaleReviews(tx, reviews);
        added += ids.size;
        // Every name of this batch was taken already: stop rather than loop.
        if (ids.size === 0) break;
      }
      return { added };
    };
    const watchedTables = [...scaleTables, 'search_words'];
    const answer = await withOnePageCacheBump(tx, watchedTables, () =>
      withIndexesBuiltAfter(tx, [...scaleTables, 'product_search'], () =>
        withSearchDocumentsOnce(tx, scaleTables, () => withoutForeignKeys(tx, scaleTables, () => withVocabularyOnce(tx, load))),
      ),
    );
    return answer;
  });
  // VACUUM (ANALYZE), which no transaction may hold. Fresh statistics: the planner picks the
  // listing's and the search's indexes by them. And the new rows marked visible to every
  // transaction: otherwise the first read of each page after the load marks its rows (hint bits)
  // and dirties it, and a shopper's query at 50,000 products wrote out as many pages as it read
  // (EXPLAIN's buffers: read=16 written=16 for a page of search cards).
  if (result.added > 0) await vacuumEveryTable(db);
  return result;
}
