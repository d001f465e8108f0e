import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { readPageVersion } from './page-version.ts';
import { products } from './schema/catalog.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const raiseVersion = () =>
  t.deps.db.update(products).set({ popularity: sql`${products.popularity} + 1` }).where(eq(products.slug, 'broneplyta-staleva-kremin-m'));

describe('readPageVersion', () => {
  it('follows every committed change', async () => {
    const before = BigInt((await readPageVersion(t.deps.db))!);
    await raiseVersion();
    expect(BigInt((await readPageVersion(t.deps.db))!)).toBeGreaterThan(before);
  });

  it('shares reads between concurrent callers: a burst costs at most two', async () => {
    const execute = vi.spyOn(t.deps.db, 'execute');
    const versions = await Promise.all(Array.from({ length: 20 }, () => readPageVersion(t.deps.db)));
    expect(new Set(versions).size).toBe(1);
    expect(execute.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it('never answers a caller with a read that started before it called', async () => {
    const execute = t.deps.db.execute.bind(t.deps.db);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let fetched!: () => void;
    const rowFetched = new Promise<void>((resolve) => (fetched = resolve));
    // The first read gets its row, then waits while a change commits and another caller asks.
    const holdingRead = async (query: Parameters<typeof execute>[0]) => {
      const result = await execute(query);
      fetched();
      await held;
      return result;
    };
    vi.spyOn(t.deps.db, 'execute').mockImplementationOnce(holdingRead as unknown as typeof execute);
    const early = readPageVersion(t.deps.db);
    await rowFetched;
    vi.restoreAllMocks();
    await raiseVersion();
    const late = readPageVersion(t.deps.db);
    release();
    expect(BigInt((await late)!)).toBeGreaterThan(BigInt((await early)!));
  });
});
