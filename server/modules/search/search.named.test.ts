// The categories and news a search finds in memory against the database they are read from: the
// same ts_rank, the same lists as the text-search query over their names, and the same answers
// after a category or an article changes, in this process and in another on the same database.
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { readPageVersion } from '../../db/page-version.ts';
import { rowsOf } from '../../db/rows.ts';
import { categories, categoryTranslations } from '../../db/schema/catalog.ts';
import { articles, articleTranslations } from '../../db/schema/content.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import type { Locale } from '../../../common/locales.ts';
import { plannedQuery, searchThrough } from './search.fixtures.ts';
import { namedSearchIndex } from './search.named-store.ts';
import { tsQueryOperands, tsQueryText } from './search.plan.ts';
import { rankQueryOf, textRank } from './search.text-rank.ts';
import { parseTsvectorPositions } from './search.tsvector.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = searchThrough(() => t);

// One word and its forms, several words, synonyms, a typo, both languages, a digit, one letter,
// and words many names share.
const queries = ['нам', 'намет', 'намети', 'наметт', 'спальні', 'спальний мішок', 'sleeping bags', 'бронік', 'каремат', 'ліхтарик', 'рюкзак тактичний', 'як обрати'].concat(
  ['tent', 'news', '2', 'x', 'ш', 'на', 'як', 'до', 'sleeping', 'camp', 'тактичний', 'захист', 'protect', 'кемпінг', 'gear'],
);

describe('ts_rank in memory', () => {
  // Repeated words, words far apart, every weight, lexemes without positions, and every name the
  // demo shop searches.
  const vectors: SQL[] = [
    sql`to_tsvector('simple', 'намет трамп намет cloud 2 намет спальний мішок намет')`,
    sql`to_tsvector('simple', ${`намет ${'слово '.repeat(120)}трамп намет`})`,
    sql`setweight(to_tsvector('simple', 'намет трамп'), 'A') || setweight(to_tsvector('simple', 'спальний мішок намет'), 'B') || setweight(to_tsvector('simple', 'рюкзак тактичний'), 'C') || to_tsvector('simple', 'намет x 2')`,
    sql`'намет трамп tent спальний мішок'::tsvector`,
    sql`strip(to_tsvector('simple', 'рюкзак тактичний намет')) || to_tsvector('simple', 'рюкзак намет')`,
    sql`to_tsvector('simple', 'спальник спальний мішок каремат килимок ліхтар ліхтарик бронежилет як обрати намет news')`,
  ];

  it("answers the database's ts_rank to the last bit, for every kind of query and vector", async () => {
    const { db } = t.deps;
    const names = await rowsOf<{ vector: string }>(
      db,
      sql`select search_vector::text as vector from ${categoryTranslations} union all select search_vector::text from ${articleTranslations}`,
    );
    const texts = [...(await rowsOf<{ vector: string }>(db, sql.join(vectors.map((vector) => sql`select (${vector})::text as vector`), sql` union all `))), ...names].map((row) => row.vector);
    let ranked = 0;
    for (const text of queries) {
      const { units } = await plannedQuery(db, text);
      const { operands, conjunctive } = tsQueryOperands(units);
      const rankQuery = rankQueryOf(operands, conjunctive);
      const full = tsQueryText(units, { typos: true });
      const rows = await rowsOf<{ rank: number | string }>(
        db,
        sql`select ts_rank(vector::tsvector, to_tsquery('simple', ${full}))::float8 as rank from json_array_elements_text(${JSON.stringify(texts)}::json) with ordinality as listed(vector, at) order by at`,
      );
      for (const [i, vector] of texts.entries()) {
        const expected = Number(rows[i]!.rank);
        expect(textRank(parseTsvectorPositions(vector), rankQuery), `${text} in ${vector}`).toBe(expected);
        if (expected > 0.01) ranked++;
      }
    }
    expect(ranked).toBeGreaterThan(100);
  });
});

/** The categories and news the text-search query over their names finds, in its order. */
async function foundByDatabase(db: Database, text: string, { locale, limit, now }: { locale: Locale; limit: number; now: Date }) {
  const { units, phrase } = await plannedQuery(db, text);
  const full = sql`to_tsquery('simple', ${tsQueryText(units, { typos: true })})`;
  const strict = sql`to_tsquery('simple', ${tsQueryText(units, { typos: false })})`;
  const matched = (table: SQL, id: SQL, name: SQL) => sql`select ${id} as id,
      bool_or(public.tabir_search_phrase(${name}) = ${phrase}) as exact,
      bool_or(public.tabir_search_phrase(${name}) like (${phrase} || '%')) as starts,
      bool_or(search_vector @@ ${strict}) as strict, max(ts_rank(search_vector, ${full})) as rank
    from ${table} where search_vector @@ ${full} group by ${id}`;
  const foundCategories = await rowsOf<{ name: string; slug: string }>(
    db,
    sql`with matched as (${matched(sql`category_translations`, sql`category_id`, sql`name`)})
      select t.name, c.slug from matched join categories c on c.id = matched.id and c.is_active
        join category_translations t on t.category_id = c.id and t.locale = ${locale}
      order by exact desc, starts desc, strict desc, rank desc, c.position, c.id limit ${limit}`,
  );
  const foundNews = await rowsOf<{ title: string; slug: string }>(
    db,
    sql`with matched as (${matched(sql`article_translations`, sql`article_id`, sql`title`)})
      select t.title, a.slug from matched join articles a on a.id = matched.id and a.kind = 'news' and a.is_published and a.published_at <= ${now.toISOString()}::timestamptz
        join article_translations t on t.article_id = a.id and t.locale = ${locale}
      order by exact desc, starts desc, strict desc, rank desc, a.published_at desc, a.id limit ${limit}`,
  );
  return { categories: foundCategories.map(({ name, slug }) => ({ name, slug })), news: foundNews.map(({ title, slug }) => ({ title, slug })) };
}

async function foundInMemory(db: Database, text: string, { locale, limit, now }: { locale: Locale; limit: number; now: Date }) {
  const index = await namedSearchIndex(db, await readPageVersion(db));
  const found = index.find(await plannedQuery(db, text), { locale, categoryLimit: limit, newsLimit: limit, now });
  return { categories: found.categories, news: found.news.map(({ title, slug }) => ({ title, slug })) };
}

async function expectSameAsDatabase(db: Database, texts: string[]) {
  let listed = 0;
  for (const text of texts) {
    for (const locale of ['uk', 'en'] as const) {
      for (const options of [
        { locale, limit: 50, now: new Date() },
        { locale, limit: 2, now: new Date() },
        { locale, limit: 50, now: new Date('2025-01-01T00:00:00Z') },
      ]) {
        const expected = await foundByDatabase(db, text, options);
        expect(await foundInMemory(db, text, options), `${locale} "${text}" ${JSON.stringify(options)}`).toEqual(expected);
        if (expected.categories.length > 1 || expected.news.length > 1) listed++;
      }
    }
  }
  return listed;
}

describe('categories and news found in memory', () => {
  it('are the ones the text-search query over their names finds, in its order, in both languages', async () => {
    expect(await expectSameAsDatabase(t.deps.db, queries)).toBeGreaterThanOrEqual(10);
  });

  it('keep up with renamed, hidden and unpublished ones, and the search answers with them at once', async () => {
    const { db } = t.deps;
    const [renamed, hidden] = await db.select({ id: categories.id }).from(categories).where(eq(categories.isActive, true)).orderBy(categories.id).limit(2);
    const [unpublished] = await db.select({ id: articles.id, slug: articles.slug }).from(articles).where(eq(articles.kind, 'news')).orderBy(articles.id).limit(1);
    const [article] = await db.select({ title: articleTranslations.title }).from(articleTranslations).where(eq(articleTranslations.articleId, unpublished!.id)).limit(1);
    const before = await search('uk', article!.title);
    expect(before.news.data.map((news) => news.url)).toContain(`/news/${unpublished!.slug}`);

    await db.update(categoryTranslations).set({ name: 'Говерла Експедиція' }).where(eq(categoryTranslations.categoryId, renamed!.id));
    await db.update(categories).set({ isActive: false }).where(eq(categories.id, hidden!.id));
    await db.update(articles).set({ isPublished: false }).where(eq(articles.id, unpublished!.id));

    expect((await search('uk', 'говерла експедиція')).categories.map((category) => category.name)).toEqual(['Говерла Експедиція']);
    expect((await search('uk', article!.title)).news.data.map((news) => news.url)).not.toContain(`/news/${unpublished!.slug}`);
    expect(await expectSameAsDatabase(db, [...queries, 'говерла'])).toBeGreaterThanOrEqual(10);
  });
});

describe('categories and news in another server process on the same database', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await createTestApp({ sameDatabaseAs: t });
  });
  afterAll(() => other.close());

  it('are found as the process that changed them committed them', async () => {
    const searchOther = searchThrough(() => other);
    expect((await searchOther('en', 'carpathian expedition')).categories).toEqual([]);
    const [category] = await t.deps.db.select({ id: categories.id, slug: categories.slug }).from(categories).where(eq(categories.isActive, true)).orderBy(categories.id).limit(1);
    await t.deps.db.update(categoryTranslations).set({ name: 'Carpathian Expedition' }).where(eq(categoryTranslations.categoryId, category!.id));
    expect((await searchOther('en', 'carpathian expedition')).categories).toEqual([{ name: 'Carpathian Expedition', url: `/${category!.slug}` }]);
  });
});
