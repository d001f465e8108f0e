import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, categoryTranslations } from '../../db/schema/catalog.ts';
import type { CategoryLinkView } from '../../../common/catalog.ts';
import type { Locale } from '../../../common/locales.ts';
import { categoryColumns, joinCategoryTranslation, toCategoryLink } from './catalog.queries.ts';

/** A category and its ancestors, from the top group down to it (for breadcrumbs); one query. */
export async function getCategoryTrail(db: Database, { categoryId, locale }: { categoryId: number; locale: Locale }): Promise<CategoryLinkView[]> {
  const [own] = await db.select({ lineage: categories.lineage }).from(categories).where(eq(categories.id, categoryId));
  if (!own) return [];
  const ids = own.lineage.split('/').filter(Boolean).map(Number);
  const rows = await db
    .select(categoryColumns())
    .from(categories)
    .innerJoin(categoryTranslations, joinCategoryTranslation(locale))
    .where(inArray(categories.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCategoryLink(row)] : [];
  });
}
