import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client.ts';
import { rowsOf } from '../../server/db/rows.ts';

/** The category whose subtree holds the most active products: the listing that works hardest. */
export async function largestCategoryPath(dataDir: string): Promise<{ path: string; products: number }> {
  const database = await openDatabase({ dataDir: `${dataDir}/db` });
  try {
    const [largest] = await rowsOf<{ path: string; products: number }>(database.db, sql`
      select p.path, count(*)::int as products
      from categories c
      join paths p on p.kind = 'category' and p.entity_id = c.id
      join categories d on d.lineage like c.lineage || '%'
      join products pr on pr.category_id = d.id and pr.is_active
      group by p.path
      order by products desc
      limit 1`);
    if (!largest) throw new Error('the catalogue has no category with products');
    return { path: `/${largest.path}`, products: largest.products };
  } finally {
    await database.close();
  }
}
