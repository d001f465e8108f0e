import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { pathRedirects, paths } from '../../db/schema/paths.ts';

// The public paths of categories, products and text pages. The catalogue writes most of them
// (categories.write.ts, products.write.ts); text pages write their own (content.write.ts).

export type PathTarget = { kind: 'category' | 'page' | 'product'; entityId: number };

/** A path as the table keys it: lower case, without slashes at the ends; empty for the home page. */
function pathKey(path: string): string {
  return path.replace(/^\/+|\/+$/g, '').toLowerCase();
}

/** What a public path shows ("contacts", "namety/namet-tramp-2"), or null. */
export async function resolvePath(db: Database, path: string): Promise<PathTarget | null> {
  const key = pathKey(path);
  if (!key) return null;
  const [row] = await db.select({ kind: paths.kind, entityId: paths.entityId }).from(paths).where(eq(paths.path, key));
  return row ?? null;
}

/**
 * What a public path shows, or, for a path a product or text page was at before its slug (or a
 * product's category) changed, where it is today (`movedTo`, "namety/new-slug"); null for neither. One query either way.
 */
export async function resolveOrMovedPath(db: Database, path: string): Promise<(PathTarget & { movedTo: string | null }) | null> {
  const key = pathKey(path);
  if (!key) return null;
  const [row] = await rowsOf<{ kind: PathTarget['kind']; entity_id: number; moved_to: string | null }>(
    db,
    sql`
    select kind, entity_id, null::text as moved_to from ${paths} where path = ${key}
    union all
    select r.kind, r.entity_id, p.path from ${pathRedirects} r join ${paths} p on p.kind = r.kind and p.entity_id = r.entity_id where r.from_path = ${key}
    order by moved_to nulls first
    limit 1`,
  );
  return row ? { kind: row.kind, entityId: Number(row.entity_id), movedTo: row.moved_to } : null;
}
