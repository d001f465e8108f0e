import { sql } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { rowsOf, singleRow } from '../../rows.ts';

/**
 * Runs a bulk load with the search document triggers of migration 0017 switched off on `tables`,
 * then builds the documents of the new products in one statement. Left on, each batch's
 * statements rebuild their products' documents three times over (products, filter values, names).
 * Must run inside a transaction.
 */
export async function withSearchDocumentsOnce<T>(tx: Database, tables: readonly string[], load: () => Promise<T>): Promise<T> {
  const triggers = await rowsOf<{ table: string; name: string }>(tx, sql`
    select tgrelid::regclass::text as "table", tgname as "name" from pg_trigger
    where tgname like 'product\\_search\\_%' and tgenabled <> 'D' and tgrelid::regclass::text in (${sql.join(
      tables.map((table) => sql`${table}`),
      sql`, `,
    )})`);
  if (triggers.length === 0) return load();
  const before = singleRow(await rowsOf<{ last: number }>(tx, sql`select coalesce(max(id), 0)::int as "last" from products`));
  for (const { table, name } of triggers) await tx.execute(sql`alter table ${sql.identifier(table)} disable trigger ${sql.identifier(name)}`);
  const answer = await load();
  for (const { table, name } of triggers) await tx.execute(sql`alter table ${sql.identifier(table)} enable trigger ${sql.identifier(name)}`);
  await buildSearchDocuments(tx, before.last);
  return answer;
}

/**
 * The rows `tabir_refresh_product_search` (migration 0017) builds for the products after `last`,
 * the same query but for one step: the words of a product's category and filter values (its
 * weight-B terms) are parsed and stemmed once per distinct text rather than once per product.
 * Generated products share a few hundred such texts, and stemming them was a third of the
 * documents' cost. The names are joined in the order of the locales (the function takes them as
 * the plan reads them, so its words' positions may differ). The scale test compares these rows
 * with the function's own.
 */
async function buildSearchDocuments(tx: Database, last: number): Promise<void> {
  await tx.execute(sql`
    with facts as materialized (
      select p.id, coalesce((select string_agg(ct.name, ' ') from public.category_translations ct where ct.category_id = p.category_id), '')
        || ' ' || coalesce((
          select string_agg(avt.name, ' ')
          from public.product_attribute_values pav join public.attribute_value_translations avt on avt.value_id = pav.value_id
          where pav.product_id = p.id), '') as text
      from public.products p where p.id > ${last}
    ), terms as materialized (
      select text, public.tabir_search_vector(text) || public.tabir_search_stems(text) as terms
      from (select distinct text from facts) as distinct_texts
    )
    insert into public.product_search as ps (product_id, is_active, popularity, names, head, document)
    select p.id, p.is_active, p.popularity, '|' || coalesce(t.names, '') || '|', h.head, h.head || setweight(public.tabir_search_vector(coalesce(t.body, '')), 'C')
    from public.products p
    join facts f on f.id = p.id
    join terms m on m.text = f.text
    cross join lateral (
      select string_agg(public.tabir_search_phrase(pt.name), '|' order by pt.locale) as names,
        string_agg(pt.name, ' ' order by pt.locale) as name_text,
        string_agg(pt.description || ' ' || pt.features, ' ' order by pt.locale) as body
      from public.product_translations pt where pt.product_id = p.id
    ) t
    cross join lateral (
      select setweight(public.tabir_search_vector(coalesce(t.name_text, '')) || public.tabir_search_stems(coalesce(t.name_text, ''))
          || to_tsvector('simple'::regconfig, replace(p.slug, '-', ' ')), 'A')
        || setweight(to_tsvector('simple'::regconfig, regexp_replace(lower(p.sku), '[^[:alnum:]]+', ' ', 'g')) || m.terms, 'B') as head
    ) h
    where p.id > ${last}
    on conflict (product_id) do update set is_active = excluded.is_active, popularity = excluded.popularity,
      names = excluded.names, head = excluded.head, document = excluded.document`);
}
