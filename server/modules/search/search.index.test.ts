// The search index in memory against the database it copies: the same ranking as a text-search
// query over product_search, and the same answers after writes, read as changes.
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPageVersion } from '../../db/page-version.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Database } from '../../db/client.ts';
import { products, productTranslations } from '../../db/schema/catalog.ts';
import { productSearch } from '../../db/schema/search.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { plannedQuery, productNames, searchThrough } from './search.fixtures.ts';
import type { ProductSearchIndex } from './search.index.ts';
import { productSearchIndex, searchIndexRebuilt } from './search.index-store.ts';
import { tsQueryText } from './search.plan.ts';
import { parseTsvector, weightBits } from './search.tsvector.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = searchThrough(() => t);

/** The ranking as one text-search query over product_search, every match (no cap). */
async function rankedByDatabase(db: Database, text: string): Promise<number[]> {
  const { units, phrase } = await plannedQuery(db, text);
  const tsQuery = (options: Parameters<typeof tsQueryText>[1]) => sql`to_tsquery('simple', ${tsQueryText(units, options)})`;
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select product_id as id from product_search where is_active and head @@ ${tsQuery({ typos: true })}
      order by names like ${`%|${phrase}|%`} desc, names like ${`%|${phrase}%`} desc, head @@ ${tsQuery({ typos: true, weights: 'A' })} desc,
        head @@ ${tsQuery({ typos: false })} desc, popularity desc, product_id`,
  );
  return rows.map((row) => Number(row.id));
}

async function rankedByIndex(db: Database, index: ProductSearchIndex, text: string): Promise<number[]> {
  return index.rank(await plannedQuery(db, text), 1_000_000).ids;
}

async function currentIndex(db: Database) {
  return productSearchIndex(db, await readPageVersion(db));
}

// Prefixes, stems, typos, synonyms, several words, both languages, a digit, one letter.
const queries = ['нам', 'намет', 'намети', 'наметт', 'спальнік', 'спальник', 'slee', 'sleeping bags', 'бронік', 'каремат', 'ліхтарик', 'рюкзак тактичний', 'tramp 2', 'намет трамп', 'tent', '2', 'x', 'ш'];

describe('the search index in memory', () => {
  it('ranks the products as a text-search query over their search rows does', async () => {
    const { db } = t.deps;
    const index = await currentIndex(db);
    let matched = 0;
    for (const text of queries) {
      const expected = await rankedByDatabase(db, text);
      expect(await rankedByIndex(db, index, text), text).toEqual(expected);
      if (expected.length > 1) matched++;
    }
    expect(matched).toBeGreaterThanOrEqual(15);
  });

  it('keeps up with renamed, unpublished, removed and rebuilt products, reading only the rows that changed', async () => {
    const { db } = t.deps;
    const before = await currentIndex(db);
    const [renamed, unpublished, removed, rebuilt] = await db.select({ id: products.id }).from(products).where(eq(products.isActive, true)).orderBy(products.id).limit(4);
    await db.update(productTranslations).set({ name: 'Намет Говерла Експедиція' }).where(eq(productTranslations.productId, renamed!.id));
    await db.update(products).set({ isActive: false }).where(eq(products.id, unpublished!.id));
    await db.delete(products).where(eq(products.id, removed!.id));
    // A search row deleted and written again: the removal is noted before the new row.
    await db.delete(productSearch).where(eq(productSearch.productId, rebuilt!.id));
    await db.execute(sql`select public.tabir_build_product_search(${`{${rebuilt!.id}}`}::int[])`);

    const after = await currentIndex(db);
    expect(after).not.toBe(before);
    expect(after.changedCount).toBe(4);
    for (const text of [...queries, 'говерла експедиція']) expect(await rankedByIndex(db, after, text), text).toEqual(await rankedByDatabase(db, text));
    expect(productNames(await search('uk', 'говерла експедиція'))).toEqual(['Намет Говерла Експедиція']);
  });

  it('places changed products among the unchanged ones of their rank by popularity, then id, and cuts at the cap', async () => {
    const { db } = t.deps;
    await currentIndex(db);
    const tents = await rankedByDatabase(db, 'намет');
    expect(tents.length).toBeGreaterThanOrEqual(6);
    const popularityOf = async (id: number) => (await db.select({ popularity: products.popularity }).from(products).where(eq(products.id, id)))[0]!.popularity;
    // The last tent takes the popularity of the second (where they share a rank, their ids decide), the
    // first that of the fourth.
    const [first, second, fourth, last] = [tents[0]!, tents[1]!, tents[3]!, tents.at(-1)!];
    await db.update(products).set({ popularity: await popularityOf(second) }).where(eq(products.id, last));
    await db.update(products).set({ popularity: await popularityOf(fourth) }).where(eq(products.id, first));

    const index = await currentIndex(db);
    expect(index.changedCount).toBeGreaterThanOrEqual(2);
    const expected = await rankedByDatabase(db, 'намет');
    expect(expected).not.toEqual(tents);
    const query = await plannedQuery(db, 'намет');
    for (const cap of [1, 2, 4, expected.length - 1, expected.length, 1_000_000]) {
      expect(index.rank(query, cap), `cap ${cap}`).toEqual({ ids: expected.slice(0, cap), matched: expected.length });
    }
  });

  it('builds a new index beside the one in use once a fifth of the products changed, then puts it in its place', async () => {
    const { db } = t.deps;
    await currentIndex(db);
    await db.update(products).set({ popularity: sql`${products.popularity} + 1` });
    const meanwhile = await currentIndex(db);
    expect(meanwhile.changedCount).toBeGreaterThan(meanwhile.size / 5);
    expect(await rankedByIndex(db, meanwhile, 'намет')).toEqual(await rankedByDatabase(db, 'намет'));
    await searchIndexRebuilt(db);
    // The version is the same: without a new index in its place the old one would answer. (Its
    // changes may be read again: on a shared PostgreSQL another database's open transaction holds
    // the snapshots' xmin back.)
    const rebuilt = await currentIndex(db);
    expect(rebuilt).not.toBe(meanwhile);
    for (const text of queries) expect(await rankedByIndex(db, rebuilt, text), text).toEqual(await rankedByDatabase(db, text));
  });

  it('reads the text of a tsvector as the database lists its lexemes and their weights', async () => {
    const vector = sql`setweight(to_tsvector('simple', 'намет tramp-2'), 'A') || setweight(to_tsvector('simple', 'намет stove'), 'B')
      || to_tsvector('simple', 'намет plain') || array_to_tsvector(array['it''s', 'back\\slash', 'bare'])`;
    const [row] = await rowsOf<{ text: string }>(t.deps.db, sql`select (${vector})::text as text`);
    const listed = await rowsOf<{ lexeme: string; weights: string[] | string | null }>(t.deps.db, sql`select lexeme, weights::text[] as weights from unnest(${vector})`);
    const bits = (weights: string[]) => (weights.length === 0 ? 15 : weights.reduce((all, weight) => all | weightBits[weight as keyof typeof weightBits], 0));
    const asArray = (weights: string[] | string | null) => (Array.isArray(weights) ? weights : weights ? weights.replace(/[{}]/g, '').split(',').filter(Boolean) : []);
    expect(parseTsvector(row!.text)).toEqual(listed.map((entry) => ({ lexeme: entry.lexeme, weights: bits(asArray(entry.weights)) })));
    expect(listed.map((entry) => entry.lexeme)).toEqual(expect.arrayContaining(["it's", 'back\\slash', 'bare']));
  });
});

describe('the search index of another server process on the same database', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await createTestApp({ sameDatabaseAs: t });
  });
  afterAll(() => other.close());

  it('shows a product renamed by the first in its next search', async () => {
    const searchOther = searchThrough(() => other);
    expect((await searchOther('uk', 'карпатська заметіль')).products.total).toBe(0);
    const [product] = await t.deps.db.select({ id: products.id }).from(products).where(eq(products.isActive, true)).orderBy(products.id).offset(5).limit(1);
    await t.deps.db.update(productTranslations).set({ name: 'Намет Карпатська Заметіль' }).where(eq(productTranslations.productId, product!.id));
    expect(productNames(await searchOther('uk', 'карпатська заметіль'))).toEqual(['Намет Карпатська Заметіль']);
  });
});

// PGlite runs one statement at a time: only PostgreSQL can commit a change while a search reads.
if (process.env.TEST_DATABASE_URL) {
  describe('the search index on PostgreSQL', () => {
    it('finds a change whose transaction was still open when the index last read its changes', async () => {
      const { db } = t.deps;
      await currentIndex(db);
      const [product] = await db.select({ id: products.id }).from(products).where(eq(products.isActive, true)).orderBy(products.id).offset(7).limit(1);
      const writer = new pg.Client({ connectionString: t.database.url! });
      await writer.connect();
      try {
        await writer.query('begin');
        await writer.query(`update product_translations set name = 'Намет Чорногора Світанок' where product_id = $1`, [product!.id]);
        // Another write commits meanwhile, and the index reads past it.
        await db.update(products).set({ popularity: sql`${products.popularity} + 1` }).where(inArray(products.id, [product!.id + 1]));
        const meanwhile = await currentIndex(db);
        expect(await rankedByIndex(db, meanwhile, 'чорногора світанок')).toEqual([]);
        await writer.query('commit');
      } finally {
        await writer.end();
      }
      const after = await currentIndex(db);
      expect(await rankedByIndex(db, after, 'чорногора світанок')).toEqual([product!.id]);
    });
  });
}
