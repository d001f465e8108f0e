import { sql } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { lastGeneratedNumber, loadScaleCategories } from './donors.ts';
import { planScaleProduct } from './plan.ts';
import { planScaleReviews } from './reviews.ts';
import { writeScaleProducts, writeScaleReviews } from './write.ts';

export interface ScaleOptions {
  /** The catalogue's size to reach, counting the products already there. */
  products: number;
  /** Another seed gives other categories, prices, stock and reviews to the products added. */
  seed?: number;
  /** The clock product ages and review dates are relative to. */
  now?: Date;
}

/**
 * Products per transaction: each statement stays well under the server's statement timeout,
 * and an interrupted run keeps the batches it finished (the next run continues after them).
 */
const batchSize = 2_500;

async function countProducts(db: Database): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as "count" from products`);
  return Number((result as unknown as { rows: { count: number }[] }).rows[0].count);
}

/**
 * Tops the catalogue up to `products` with generated ones modelled on the shop's own products
 * (run it after `seedDemoShop`): both languages, options, prices, stock, filter values, the
 * stored pictures, related products and reviews. Running it again with the same size adds nothing.
 */
export async function seedScaleCatalog(db: Database, { products: target, seed = 1, now = new Date() }: ScaleOptions): Promise<{ added: number }> {
  let missing = target - (await countProducts(db));
  if (missing <= 0) return { added: 0 };
  const categories = await loadScaleCategories(db);
  if (categories.length === 0) throw new Error('seedScaleCatalog: the shop has no products to model generated ones on; load the demo shop first');

  let next = (await lastGeneratedNumber(db)) + 1;
  let added = 0;
  while (missing > 0) {
    const size = Math.min(batchSize, missing);
    const plan = Array.from({ length: size }, (_, i) => planScaleProduct(next + i, seed, categories, now));
    const inserted = await db.transaction(async (tx) => {
      const ids = await writeScaleProducts(tx, plan, seed);
      const reviews = plan.flatMap((p) => {
        const productId = ids.get(p.k);
        return productId === undefined ? [] : planScaleReviews({ k: p.k, productId, group: p.group_slug, createdAt: p.created_at }, seed, now);
      });
      await writeScaleReviews(tx, reviews);
      return ids.size;
    });
    next += size;
    added += inserted;
    missing -= inserted;
    // Every name of this batch was taken already: stop rather than loop.
    if (inserted === 0) break;
  }
  return { added };
}
