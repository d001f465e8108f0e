// The search half of the checks at 50,000 products: registered by catalog/catalog.scale.test.ts,
// which seeds the one large catalogue both halves read (seeding it takes most of a minute or two).
import { sql, type SQLWrapper } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { changesQuery } from './search.index-store.ts';
import { productsElsewhereQuery, type SearchQuery } from './search.queries.ts';

// A typed word with a typo correction and a stem, so the plans include every branch of the text query.
const query: SearchQuery = { full: '(спальнік:* | спальнік:* | спальник:*) & (намет:* | намети:*)' };
const broad: SearchQuery = { full: '(на:*)' };

const queries = {
  products: () => productsElsewhereQuery(query.full, { room: 1000, limit: 8, offset: 0 }),
  broadProducts: () => productsElsewhereQuery(broad.full, { room: 1000, limit: 8, offset: 0 }),
  // The index in memory ranks the head matches; what it reads of the table is the changes since its last read.
  changes: () => changesQuery(1n << 40n),
} satisfies Record<string, () => SQLWrapper>;

const indent = (line: string) => line.search(/\S/);

/** The plan node a line of EXPLAIN's text belongs under. */
function parentOf(lines: string[], index: number): string {
  return lines.slice(0, index).reverse().find((above) => indent(above) < indent(lines[index]!)) ?? '';
}

/**
 * Every scan of product_search is the match CTE (planned for all its rows, so the cap never makes
 * reading the whole table look cheaper than the index), read only through a Limit at the cap.
 */
function expectCandidatesReadUpToTheCap(plan: string) {
  const lines = plan.split('\n');
  const scans = lines.flatMap((line, index) => (/Scan on product_search\s/.test(line) ? [index] : []));
  expect(scans.length).toBeGreaterThan(0);
  for (const index of scans) expect(parentOf(lines, index)).toMatch(/CTE elsewhere_matches/);
  const reads = lines.flatMap((line, index) => (/CTE Scan on elsewhere_matches/.test(line) ? [index] : []));
  expect(reads.length).toBe(1);
  for (const index of reads) {
    const parent = parentOf(lines, index);
    const capping = /Result/.test(parent) ? parentOf(lines, lines.indexOf(parent)) : parent;
    expect(capping).toMatch(/Limit/);
  }
}

/**
 * The plans on a catalogue of 50,000 products (the demo shop topped up by the scale seed), as the
 * planner chooses them. Categories and news are matched in memory (search.named.ts) and read no
 * table as a search runs.
 */
export function describeSearchPlansAtScale(app: () => TestApp) {
  describe('search queries at 50,000 products are served by indexes', () => {
    const plans: Partial<Record<keyof typeof queries | 'changesWithoutPlainScans', string>> = {};
    beforeAll(async () => {
      const { db } = app().deps;
      const explain = async (on: Database, name: keyof typeof queries, as: keyof typeof plans = name) => {
        const { rows } = (await on.execute(sql`explain ${queries[name]()}`)) as unknown as { rows: Record<string, string>[] };
        plans[as] = rows.map((row) => Object.values(row)[0]).join('\n');
      };
      await explain(db, 'products');
      await explain(db, 'broadProducts');
      await explain(db, 'changes');
      await db.transaction(async (tx) => {
        // Removals are rare: their table holds a few rows. Only with plain scans off does the
        // planner show the index it would use once there are many.
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_indexscan = off`);
        await explain(tx, 'changes', 'changesWithoutPlainScans');
      });
    });

    it('has the products', async () => {
      const { rows } = (await app().deps.db.execute(sql`select count(*)::int as n from product_search`)) as unknown as { rows: [{ n: number }] };
      expect(Number(rows[0].n)).toBeGreaterThanOrEqual(50_000);
    });

    it('takes the products matching outside their heads from the GIN index of the documents, capped before ranking', () => {
      const plan = plans.products!;
      expect(plan).toMatch(/Bitmap Index Scan on product_search_document_idx/);
      expect(plan).not.toMatch(/Seq Scan on product_search/);
      expectCandidatesReadUpToTheCap(plan);
    });

    it('caps a word most products match, and ranks only the capped candidates', () => {
      // "на" matches tens of thousands of products. Whatever scan the planner picks for them, it is
      // read only up to the candidate cap, and nothing reads the table again to rank.
      expectCandidatesReadUpToTheCap(plans.broadProducts!);
      expect(plans.broadProducts).not.toMatch(/Index Scan using product_search_pkey/);
    });

    it("reads the search index's changes through the indexes on the writing transaction, never the whole table", () => {
      expect(plans.changes).toMatch(/(Index Scan using|Bitmap Index Scan on) product_search_write_xact_idx/);
      expect(plans.changes).not.toMatch(/Seq Scan on product_search\s/);
      expect(plans.changesWithoutPlainScans).toMatch(/(Index Scan using|Bitmap Index Scan on) product_search_removed_write_xact_idx/);
    });
  });
}
