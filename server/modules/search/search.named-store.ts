// Each process's copy of the categories and news a search finds (search.named.ts), read again
// whenever the page version has moved past it: every change of a category or an article raises it.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { categories, categoryTranslations } from '../../db/schema/catalog.ts';
import { articles, articleTranslations } from '../../db/schema/content.ts';
import { NamedSearchIndex, type NamedRow } from './search.named.ts';

interface Held {
  /** The page version the copy is at least as new as (read before the copy). */
  version: bigint;
  index: Promise<NamedSearchIndex>;
}

const held = new WeakMap<Database, Held>();

/** A row as the statement answers it: the date as the driver gives it. */
type LoadedRow = Omit<NamedRow, 'publishedAt'> & { published_at: Date | string | null };

async function load(db: Database): Promise<NamedSearchIndex> {
  const rows = await rowsOf<LoadedRow>(
    db,
    sql`select 'category' as kind, ${categories.id} as id, ${categoryTranslations.locale} as locale, ${categoryTranslations.name} as name,
        public.tabir_search_phrase(${categoryTranslations.name}) as phrase, ${categoryTranslations.searchVector}::text as vector,
        ${categories.slug} as slug, ${categories.position} as position, null::timestamptz as published_at
      from ${categories} join ${categoryTranslations} on ${eq(categoryTranslations.categoryId, categories.id)}
      where ${categories.isActive}
      union all
      select 'news', ${articles.id}, ${articleTranslations.locale}, ${articleTranslations.title},
        public.tabir_search_phrase(${articleTranslations.title}), ${articleTranslations.searchVector}::text,
        ${articles.slug}, 0, ${articles.publishedAt}
      from ${articles} join ${articleTranslations} on ${eq(articleTranslations.articleId, articles.id)}
      where ${and(eq(articles.kind, 'news'), eq(articles.isPublished, true))}`,
  );
  return new NamedSearchIndex(
    rows.map(({ published_at: publishedAt, ...row }) => ({
      ...row,
      id: Number(row.id),
      position: Number(row.position),
      publishedAt: publishedAt === null ? null : new Date(publishedAt),
    })),
  );
}

/**
 * The categories and news as new as page version `version` (null when unreadable, which reads
 * them afresh). Concurrent callers share one read; a failed read is not kept.
 */
export function namedSearchIndex(db: Database, version: string | null): Promise<NamedSearchIndex> {
  if (version === null) return load(db);
  const wanted = BigInt(version);
  const current = held.get(db);
  if (current && current.version >= wanted) return current.index;
  const index = load(db);
  const entry = { version: wanted, index };
  held.set(db, entry);
  index.catch(() => {
    if (held.get(db) === entry) held.delete(db);
  });
  return index;
}
