import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { products } from './schema/catalog.ts';
import { createVersionedCache, readAtVersion } from './versioned-cache.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('readAtVersion', () => {
  it('reuses a result while nothing a page shows has changed', async () => {
    const load = vi.fn(async () => ({ read: Math.random() }));
    const first = await readAtVersion(t.deps.db, 'same', load);
    expect(await readAtVersion(t.deps.db, 'same', load)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    await readAtVersion(t.deps.db, 'another key', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads again in the first call after a committed change, whoever made it', async () => {
    const load = vi.fn(async () => Math.random());
    const first = await readAtVersion(t.deps.db, 'changes', load);
    // Written past this module, as another server process would.
    await t.deps.db.update(products).set({ popularity: sql`${products.popularity} + 1` }).where(eq(products.slug, 'broneplyta-staleva-kremin-m'));
    const second = await readAtVersion(t.deps.db, 'changes', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(second).not.toBe(first);
    expect(await readAtVersion(t.deps.db, 'changes', load)).toBe(second);
  });

  it('shares one load between concurrent callers', async () => {
    const load = vi.fn(async () => Math.random());
    const [a, b] = await Promise.all([readAtVersion(t.deps.db, 'together', load), readAtVersion(t.deps.db, 'together', load)]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load', async () => {
    await expect(
      readAtVersion(t.deps.db, 'failing', async () => {
        throw new Error('down');
      }),
    ).rejects.toThrow('down');
    expect(await readAtVersion(t.deps.db, 'failing', async () => 'back')).toBe('back');
  });

  it('loads again once a result has been kept for its time, as for what the clock decides', async () => {
    const load = vi.fn(async () => Math.random());
    await readAtVersion(t.deps.db, 'timed', load, 1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await readAtVersion(t.deps.db, 'timed', load, 1);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('createVersionedCache', () => {
  it('keeps at most its number of results, dropping the least recently used', async () => {
    const cache = createVersionedCache({ maxResults: 2 });
    const load = vi.fn(async () => Math.random());
    const first = await cache.read(t.deps.db, 'first', load);
    await cache.read(t.deps.db, 'second', load);
    expect(await cache.read(t.deps.db, 'first', load)).toBe(first);
    await cache.read(t.deps.db, 'third', load);
    expect(load).toHaveBeenCalledTimes(3);
    // "second" was the least recently used: it went, "first" stayed.
    await cache.read(t.deps.db, 'second', load);
    expect(load).toHaveBeenCalledTimes(4);
    expect(cache.isKeptAtNewest(t.deps.db, 'second')).toBe(true);
  });

  it('loads a forgotten result again, and keeps the other results', async () => {
    const cache = createVersionedCache({ maxResults: 10 });
    const load = vi.fn(async () => Math.random());
    const first = await cache.read(t.deps.db, 'forgotten', load);
    const other = await cache.read(t.deps.db, 'other', load);
    cache.forget(t.deps.db, 'forgotten');
    expect(cache.isKeptAtNewest(t.deps.db, 'forgotten')).toBe(false);
    expect(await cache.read(t.deps.db, 'forgotten', load)).not.toBe(first);
    expect(await cache.read(t.deps.db, 'other', load)).toBe(other);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps its results apart from another cache’s under the same key', async () => {
    const one = createVersionedCache({ maxResults: 10 });
    const another = createVersionedCache({ maxResults: 10 });
    expect(await one.read(t.deps.db, 'key', async () => 'one')).toBe('one');
    expect(await another.read(t.deps.db, 'key', async () => 'another')).toBe('another');
  });
});
