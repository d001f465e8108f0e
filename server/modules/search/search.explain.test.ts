import { sql, TransactionRollbackError, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { candidateWordsQuery, findCategories, findNews, findProducts, type SearchQuery } from './search.queries.ts';

// A typed word with a typo correction, so the plans include every branch of the text query.
const query: SearchQuery = { terms: [{ word: 'спальнік', corrections: ['спальник'] }, { word: 'sle', corrections: [] }], phrase: 'спальнік sle' };

/**
 * Names that match nothing, to give the searched tables a shop's size: on the demo shop's few
 * hundred rows the planner rightly reads whole tables (or whole primary-key indexes), which says
 * nothing about a real catalogue.
 */
async function addFillerRows(db: Database) {
  await db.execute(sql`insert into categories (slug, lineage) select 'filler-' || i, '' from generate_series(1, 2000) as i`);
  await db.execute(sql`insert into category_translations (category_id, locale, name) select id, 'uk', 'Група ' || md5(slug) from categories where slug like 'filler-%'`);
  await db.execute(
    sql`insert into products (category_id, slug, sku, price) select (select min(id) from categories), 'filler-' || i, 'FILLER-' || i, 10000 from generate_series(1, 10000) as i`,
  );
  await db.execute(sql`insert into product_translations (product_id, locale, name) select id, 'uk', 'Товар ' || md5(slug) from products where slug like 'filler-%'`);
  await db.execute(sql`insert into articles (kind, slug, published_at) select 'news', 'filler-' || i, now() from generate_series(1, 2000) as i`);
  await db.execute(sql`insert into article_translations (article_id, locale, title) select id, 'uk', 'Новина ' || md5(slug) from articles where slug like 'filler-%'`);
  await db.execute(sql`analyze`);
}

const queries = {
  products: (db: Database) => findProducts(db, query, { locale: 'uk', limit: 8, offset: 0 }),
  categories: (db: Database) => findCategories(db, query, { locale: 'en', limit: 5 }),
  news: (db: Database) => findNews(db, query, { locale: 'uk', limit: 3, now: new Date('2026-11-01T10:00:00Z') }),
  candidates: (db: Database) => candidateWordsQuery(db, ['спальнік', 'backpak']),
} satisfies Record<string, (db: Database) => SQLWrapper>;

const plans: Partial<Record<keyof typeof queries, string>> = {};

/**
 * The plans on a shop-sized catalogue, in one transaction that is rolled back. Sequential scans
 * are also switched off for it (SET LOCAL), so a plan shows that an index CAN serve every table
 * the query reads: where none could, PostgreSQL would still choose a sequential scan, which the
 * tests refuse.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  try {
    await t.deps.db.transaction(async (tx) => {
      await addFillerRows(tx);
      await tx.execute(sql`set local enable_seqscan = off`);
      for (const [name, build] of Object.entries(queries)) {
        const { rows } = (await tx.execute(sql`explain ${build(tx)}`)) as { rows: Record<string, string>[] };
        plans[name as keyof typeof queries] = rows.map((row) => Object.values(row)[0]).join('\n');
      }
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
});
afterAll(() => t.close());

describe('search queries are served by indexes', () => {
  it('finds products through the GIN index on their names', () => {
    expect(plans.products).toMatch(/Bitmap Index Scan on product_translations_search_idx/);
    expect(plans.products).not.toMatch(/Seq Scan/);
  });

  it('finds categories and news through the GIN indexes on their names', () => {
    expect(plans.categories).toMatch(/Bitmap Index Scan on category_translations_search_idx/);
    expect(plans.categories).not.toMatch(/Seq Scan/);
    expect(plans.news).toMatch(/Bitmap Index Scan on article_translations_search_idx/);
    expect(plans.news).not.toMatch(/Seq Scan/);
  });

  it('finds the known words nearest to a mistyped one through the trigram index', () => {
    expect(plans.candidates).toMatch(/Index Scan using search_words_trgm_idx/);
    expect(plans.candidates).not.toMatch(/Seq Scan/);
  });
});
