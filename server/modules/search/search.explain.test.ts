import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedScaleCatalog } from '../../db/seed/scale/scale.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { candidateWordsQuery, findCategories, findNews, rankProducts, type SearchQuery } from './search.queries.ts';

// A typed word with a typo correction and a stem, so the plans include every branch of the text query.
const query: SearchQuery = {
  full: "(спальнік:* | спальнік:* | спальник:*) & (намет:* | намети:*)",
  strict: "(спальнік:* | спальнік:*) & (намет:* | намети:*)",
  inName: "(спальнік:*A | спальник:*A) & (намет:*A | намети:*A)",
  phrase: 'спальнік намети',
};
const broad: SearchQuery = { full: '(на:*)', strict: '(на:*)', inName: '(на:*A)', phrase: 'на' };

const queries = {
  products: (db: Database) => rankProducts(db, query, { limit: 8, offset: 0 }),
  broadProducts: (db: Database) => rankProducts(db, broad, { limit: 8, offset: 0 }),
  categories: (db: Database) => findCategories(db, query, { locale: 'en', limit: 5 }),
  news: (db: Database) => findNews(db, query, { locale: 'uk', limit: 3, now: new Date('2026-11-01T10:00:00Z') }),
  candidates: (db: Database) => candidateWordsQuery(db, ['спальнік', 'backpak']),
} satisfies Record<string, (db: Database) => SQLWrapper>;

const plans: Partial<Record<keyof typeof queries, string>> = {};

/**
 * The plans on a catalogue of 50,000 products (the demo shop topped up by the scale seed), as the
 * planner chooses them. Categories and news stay the demo's few, so for those the planner may
 * rightly read whole tables; their plans are taken with sequential scans switched off (SET LOCAL
 * in a transaction), which shows that an index CAN serve them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // On PostgreSQL the load goes through its own connection without the app's per-statement
  // timeout: a batch of 2,500 products and their search rows can take longer on a busy machine.
  const loader = t.database.url ? await openDatabase({ url: t.database.url, poolSize: 1, statementTimeoutMs: 1_800_000 }) : null;
  await seedScaleCatalog(loader?.db ?? t.deps.db, { products: 50_000, now: new Date('2026-11-01T10:00:00Z') });
  await (loader?.db ?? t.deps.db).execute(sql`analyze`);
  await loader?.close();
  const explain = async (db: Database, name: keyof typeof queries) => {
    const { rows } = (await db.execute(sql`explain ${queries[name](db)}`)) as unknown as { rows: Record<string, string>[] };
    plans[name] = rows.map((row) => Object.values(row)[0]).join('\n');
  };
  await explain(t.deps.db, 'products');
  await explain(t.deps.db, 'broadProducts');
  await explain(t.deps.db, 'candidates');
  await t.deps.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await explain(tx, 'categories');
    await explain(tx, 'news');
  });
}, 1_800_000);
afterAll(() => t?.close());

describe('search queries at 50,000 products are served by indexes', () => {
  it('has the products', async () => {
    const { rows } = (await t.deps.db.execute(sql`select count(*)::int as n from product_search`)) as unknown as { rows: { n: number }[] };
    expect(Number(rows[0].n)).toBeGreaterThanOrEqual(50_000);
  });

  it('takes product candidates from the GIN indexes of the search documents, capped before ranking', () => {
    for (const plan of [plans.products!, plans.broadProducts!]) {
      expect(plan).toMatch(/Bitmap Index Scan on product_search_head_idx/);
      expect(plan).toMatch(/Bitmap Index Scan on product_search_document_idx/);
      expect(plan).not.toMatch(/Seq Scan on product_search/);
      // The candidates are limited before the ranking sorts them.
      expect(plan.indexOf('Limit')).toBeLessThan(plan.lastIndexOf('Bitmap Heap Scan'));
    }
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
