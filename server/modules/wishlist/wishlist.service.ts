import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import type { ProductCardView } from '../../../common/catalog.ts';
import type { Locale } from '../../../common/locales.ts';
import { selectProductCards } from '../catalog/catalog.queries.ts';
import { toProductCards } from '../catalog/catalog.service.ts';

/** The cards of the active products among `ids`, in the order of `ids`; unknown and repeated ids left out. */
export async function listWishlistProducts(db: Database, { ids, locale }: { ids: number[]; locale: Locale }): Promise<ProductCardView[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await selectProductCards(db, locale)
    .where(and(inArray(products.id, unique), eq(products.isActive, true)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return toProductCards(db, unique.flatMap((id) => byId.get(id) ?? []));
}
