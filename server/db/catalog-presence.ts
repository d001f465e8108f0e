import { products } from './schema/catalog.ts';
import type { Database } from './client.ts';

/** Whether the catalogue has any product (a start-up question; one index probe, no count). */
export async function hasProducts(db: Database): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length > 0;
}
