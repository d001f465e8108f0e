import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPageVersion } from '../../db/page-version.ts';
import { rowsOf } from '../../db/rows.ts';
import { productTranslations, products } from '../../db/schema/catalog.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { productSearch, productSearchStale } from '../../db/schema/search.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { productNames, searchThrough } from './search.fixtures.ts';
import { buildSearchDocumentsLater, buildStaleSearchDocuments, searchDocumentsJob } from './search.documents.ts';

// A bulk write's search documents, built after its transaction instead of inside it. Jobs run
// only when a test drains them, so the builds counted here are the test's own.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ startJobs: false });
});
afterAll(() => t.close());

const search = searchThrough(() => t);

/** The English names of the first `count` products by id, renamed to `prefix N` in one transaction. */
async function renameProducts(count: number, prefix: string, { later }: { later: boolean }): Promise<number[]> {
  const ids = (await t.deps.db.select({ id: products.id }).from(products).orderBy(products.id).limit(count)).map((row) => row.id);
  await t.deps.db.transaction(async (tx) => {
    if (later) await buildSearchDocumentsLater(tx);
    await tx
      .update(productTranslations)
      .set({ name: sql`${prefix} || ' ' || ${productTranslations.productId}` })
      .where(and(inArray(productTranslations.productId, ids), eq(productTranslations.locale, 'en')));
  });
  return ids;
}

const documentNames = async (ids: number[]) => (await t.deps.db.select({ names: productSearch.names }).from(productSearch).where(inArray(productSearch.productId, ids))).map((row) => row.names);
const staleCount = async () => (await rowsOf<{ n: number }>(t.deps.db, sql`select count(*)::int as n from ${productSearchStale}`))[0]!.n;

describe('search documents built later', () => {
  it('leaves the documents to after the transaction, then builds every one in batches and raises the page version', async () => {
    const ids = await renameProducts(150, 'Zephyrgear', { later: true });

    // Committed, yet not searchable: the transaction only noted its products.
    expect(await staleCount()).toBe(150);
    expect((await documentNames(ids)).some((names) => names.includes('zephyrgear'))).toBe(false);
    expect((await search('en', 'zephyrgear')).products.total).toBe(0);
    const queued = await t.deps.db.select().from(jobs).where(eq(jobs.kind, searchDocumentsJob));
    expect(queued.length).toBeGreaterThan(0);

    const versionBefore = BigInt((await readPageVersion(t.deps.db))!);
    // More than one batch of 100.
    expect(await buildStaleSearchDocuments(t.deps.db)).toBe(150);
    expect(BigInt((await readPageVersion(t.deps.db))!)).toBeGreaterThan(versionBefore);
    expect(await staleCount()).toBe(0);
    expect((await documentNames(ids)).every((names) => names.includes('zephyrgear'))).toBe(true);
    // The answer kept before the build is not served again: the page version moved.
    const found = await search('en', 'zephyrgear', { per_page: 48 });
    expect(found.products.total).toBeGreaterThan(0);
    expect(productNames(found).every((name) => name.startsWith('Zephyrgear'))).toBe(true);

    expect(await buildStaleSearchDocuments(t.deps.db)).toBe(0);
  });

  it('builds them from the job the transaction added, should nobody else', async () => {
    const ids = await renameProducts(3, 'Quillonwood', { later: true });
    expect(await staleCount()).toBe(3);
    await t.deps.jobs.drain();
    expect(await staleCount()).toBe(0);
    expect((await documentNames(ids)).every((names) => names.includes('quillonwood'))).toBe(true);
  });

  it('builds them at once in any other transaction', async () => {
    const ids = await renameProducts(2, 'Marrowpeak', { later: false });
    expect(await staleCount()).toBe(0);
    expect((await documentNames(ids)).every((names) => names.includes('marrowpeak'))).toBe(true);
  });
});
