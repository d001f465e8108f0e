import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { rowsOf, singleRow } from '../../db/rows.ts';
import { products, productTranslations } from '../../db/schema/catalog.ts';
import { paths } from '../../db/schema/paths.ts';
import { productSearch } from '../../db/schema/search.ts';
import type { Locale } from '../../../common/locales.ts';
import { cardExtraColumns, joinCardBasics, productCardColumns } from '../catalog/catalog.queries.ts';

/** A query as the 'simple' tsquery text the database matches products outside their heads with (search.plan.ts). */
export interface SearchQuery {
  /** Every unit, typo corrections allowed. */
  full: string;
}

const tsQuery = (text: string) => sql`to_tsquery('simple', ${text})`;

/** At most this many matching products are ranked and counted (see ADR 003, addendum). */
export const productCandidateLimit = 1000;

/**
 * The products matching only outside their head (the description and features), which rank after
 * every head match (search.index.ts ranks those), by popularity: at most `room` of them, with one
 * page of their ids. One row, with how many there were.
 *
 * The match is planned in a CTE of its own without the cap, read only as far as the cap: planned
 * with the cap, a common word looked cheaper to find by reading the table in order, which reads
 * every row's long document (ten times slower than the index).
 */
export function productsElsewhereQuery(full: string, { room, limit, offset }: { room: number; limit: number; offset: number }): SQL {
  const query = tsQuery(full);
  return sql`with elsewhere_matches as materialized (
      select ${productSearch.productId} as id, ${productSearch.popularity} as popularity
      from ${productSearch} where ${productSearch.document} @@ ${query} and ${productSearch.isActive} and not ${productSearch.head} @@ ${query}
    ), elsewhere as materialized (
      select * from elsewhere_matches limit ${room}
    )
    select (select count(*) from elsewhere)::int as total,
      coalesce((select array_agg(id order by popularity desc, id) from (
        select id, popularity from elsewhere order by popularity desc, id limit ${limit} offset ${offset}) page), '{}') as ids`;
}

export async function productsElsewhere(db: Database, full: string, page: { room: number; limit: number; offset: number }): Promise<{ ids: number[]; total: number }> {
  const row = singleRow(await rowsOf<{ ids: number[]; total: number }>(db, productsElsewhereQuery(full, page)));
  return { ids: row.ids.map(Number), total: Number(row.total) };
}

/** A value filled in when a prepared statement runs, typed as the value it stands for. */
const placeholder = <T>(name: string) => sql.placeholder(name) as unknown as T;

/**
 * The card rows, extras included, of these products in the locale (any order). Prepared: on the
 * embedded database planning them took ten times as long as running them.
 */
const cardsStatement = preparedPerDatabase((db) => {
  const join = joinCardBasics(placeholder('locale'));
  return db
    .select({ ...productCardColumns, ...cardExtraColumns })
    .from(products)
    .innerJoin(productTranslations, join.translation)
    .innerJoin(paths, join.path)
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::integer[])`)
    .prepare('search_cards');
});

export function productCardsByIds(db: Database, ids: number[], locale: Locale) {
  return cardsStatement(db).execute({ ids, locale });
}
