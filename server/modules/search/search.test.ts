import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productOptions, products } from '../../db/schema/catalog.ts';
import { articles } from '../../db/schema/content.ts';
import { currencies } from '../../db/schema/settings.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { productNames, searchThrough } from './search.fixtures.ts';
import { correctionsOf } from './search.vocabulary.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = searchThrough(() => t);
const names = productNames;

/** Makes `slug` the most popular product, so only relevance can rank others above it. */
async function makeMostPopular(slug: string) {
  await t.deps.db.update(products).set({ popularity: 1_000_000 }).where(eq(products.slug, slug));
}

describe('POST /api/search: matching', () => {
  it('finds products, categories and news by the start of a word, in both languages', async () => {
    const uk = await search('uk', 'нам');
    expect(uk.products.total).toBeGreaterThanOrEqual(7);
    // Names first; then products whose category or description has the word ("Шатро" is among "Намети").
    expect(names(uk).slice(0, 7).every((name) => name.startsWith('Намет'))).toBe(true);
    expect(uk.categories).toContainEqual({ name: 'Намети', url: '/namety' });

    const en = await search('en', 'slee');
    expect(names(en).length).toBeGreaterThan(0);
    expect(names(en).slice(0, 5).every((name) => /sleeping/i.test(name))).toBe(true);
    expect(en.news.data.map((news) => news.name)).toContain('We put sleeping bags to a frost test: the results');
  });

  it('needs every word to match and finds English words by their stem', async () => {
    const tramp = await search('uk', 'намет трамп');
    expect(tramp.products.total).toBe(2);
    expect(names(tramp).sort()).toEqual(['Намет «Трамп 2»', 'Намет «Трамп 3»']);
    expect(names(await search('en', 'sleeping bags')).length).toBeGreaterThanOrEqual(5);
  });

  it('finds a word of either language and shows the names in the language asked for', async () => {
    const englishUi = await search('en', 'намет');
    expect(names(englishUi)).toContain('Tramp 2 Tent');
    expect(englishUi.categories).toContainEqual({ name: 'Tents', url: '/namety' });

    const ukrainianUi = await search('uk', 'tent');
    expect(names(ukrainianUi)).toContain('Намет «Трамп 2»');
    expect(names(ukrainianUi).every((name) => /[а-яіїєґ]/i.test(name))).toBe(true);
  });

  it('tolerates one typo in a word of five letters or more', async () => {
    expect(names(await search('uk', 'спальнік'))).toContain('Спальник «Нічліг 0»');
    expect(names(await search('en', 'backpak'))).toContain('Marsh 35 Backpack');
    expect(names(await search('uk', 'намит'))).toContain('Намет «Трамп 2»');
    expect(names(await search('uk', 'нмает'))).toContain('Намет «Трамп 2»');
    expect(names(await search('en', 'slepin'))).toContain('Nichlih 0 Sleeping Bag');
    // A correctly spelled word does not drag in words one letter away ("Заметіль" for "намет").
    expect(names(await search('uk', 'намет', { per_page: 48 })).some((name) => /Заметіль/.test(name))).toBe(false);
  });

  it('corrects a typo only towards words of names and titles, adding no guessed spellings', async () => {
    // "нмает" (two letters swapped) is one typo from "намет"; "каремат" is spelled right and gets
    // no swapped-letter guesses ("краемат", "каермат", …) that no name has.
    const [swappedTypo, rightWord] = await correctionsOf(t.deps.db, ['нмает', 'каремат']);
    expect(swappedTypo).toContain('намет');
    expect(rightWord).toEqual([]);
    expect(names(await search('uk', 'каремат')).length).toBeGreaterThan(0);
  });

  it('asks exact or prefix matches of words shorter than five letters', async () => {
    expect((await search('uk', 'шолм')).products.total).toBe(0);
    expect((await search('uk', 'шолом')).products.total).toBeGreaterThan(0);
  });

  it('ignores case, apostrophes and quotes', async () => {
    for (const string of ['ПІР’ЇНА', "пір'їна", 'пірїна', '«Пір’їна 1»']) {
      expect(names(await search('uk', string)), string).toContain('Намет ультралегкий «Пір’їна 1»');
    }
  });
});

describe('POST /api/search: ranking', () => {
  it('puts the exact name first, however popular the others are', async () => {
    await makeMostPopular('broneplyta-staleva-kremin-m');
    for (const [lang, string] of [
      ['uk', 'Бронеплита сталева «Кремінь»'],
      ['en', 'Kremin Steel Armour Plate'],
      ['en', 'бронеплита сталева кремінь'],
    ] as const) {
      const found = names(await search(lang, string));
      expect(found[0], string).toBe(lang === 'uk' ? 'Бронеплита сталева «Кремінь»' : 'Kremin Steel Armour Plate');
      expect(found[1], string).toMatch(/Кремінь-М|Kremin-M/);
    }
  });

  it('puts names that start with the query before names that contain it', async () => {
    await makeMostPopular('hidrator-riukzak-dzherelo-3-l');
    const found = names(await search('uk', 'рюкзак', { per_page: 20 }));
    expect(found).toContain('Гідратор-рюкзак «Джерело 3 л»');
    const firstOther = found.findIndex((name) => !name.startsWith('Рюкзак'));
    expect(firstOther).toBeGreaterThanOrEqual(5);
    expect(found.slice(firstOther).some((name) => name.startsWith('Рюкзак'))).toBe(false);
  });

  it('breaks ties by popularity', async () => {
    const found = await search('uk', 'шолом', { per_page: 20 });
    // Those with the word in their names tie on everything else.
    const named = found.products.data.filter((product) => product.name.startsWith('Шолом'));
    const rows = await t.deps.db
      .select({ id: products.id, popularity: products.popularity })
      .from(products)
      .where(inArray(products.id, named.map((product) => product.id)));
    const popularity = new Map(rows.map((row) => [row.id, row.popularity]));
    const order = named.map((product) => popularity.get(product.id)!);
    expect(order.length).toBeGreaterThanOrEqual(5);
    expect(order).toEqual([...order].sort((a, b) => b - a));
  });

  it('ranks matches without a typo before corrected ones', async () => {
    // "спальні" is the start of "Спальні мішки" and one letter off the start of "спальник".
    const { categories, products: found } = await search('uk', 'спальні');
    expect(categories[0]).toEqual({ name: 'Спальні мішки', url: '/spalni-mishky' });
    expect(found.total).toBeGreaterThan(0);
  });
});

describe('POST /api/search: the answer', () => {
  it('has the spec shape: products with prices in every offered currency, categories and news', async () => {
    const offered = (await t.deps.db.select({ code: currencies.code, status: currencies.status }).from(currencies))
      .filter((currency) => currency.status !== 0)
      .map((currency) => currency.code)
      .sort();
    const { products: found, categories, news } = await search('uk', 'спальн');
    expect(found.total).toBeGreaterThanOrEqual(found.data.length);
    expect(found.data.length).toBeLessThanOrEqual(8);
    for (const product of found.data) {
      expect(product).toEqual(
        expect.objectContaining({
          id: expect.any(Number),
          name: expect.any(String),
          path: expect.stringMatching(/^\/[a-z0-9-]+\/[a-z0-9-]+$/),
          price: expect.stringMatching(/^\d+\.\d{2}$/),
          old_price: expect.stringMatching(/^\d+\.\d{2}$/),
          currency: 'UAH',
          in_stock: expect.any(Boolean),
        }),
      );
      expect(product.image === null || /\.(svg|png|jpe?g|webp|gif|mp4)$/.test(product.image)).toBe(true);
      expect(product.special === null || /^\d+\.\d{2}$/.test(product.special)).toBe(true);
      expect(Object.keys(product.prices).sort()).toEqual(offered);
      for (const amount of Object.values(product.prices)) expect(amount).toMatch(/^\d+\.\d{2}$/);
    }
    expect(categories).toEqual([{ name: 'Спальні мішки', url: expect.stringMatching(/^\/[a-z0-9-]+$/) }]);
    expect(news.data).toEqual([{ name: 'Перевірили спальники морозом: результати тесту', public_date: '2026-02-24', url: expect.stringMatching(/^\/news\/[a-z0-9-]+$/) }]);
  });

  it('limits the dropdown answer and pages through products with page and per_page', async () => {
    const first = await search('uk', 'на');
    expect(first.products.data.length).toBe(8);
    expect(first.categories.length).toBeLessThanOrEqual(5);
    expect(first.news.data.length).toBeLessThanOrEqual(3);

    const pageOne = await search('uk', 'спальник', { per_page: 4 });
    const pageTwo = await search('uk', 'спальник', { per_page: 4, page: 2 });
    expect(pageTwo.products.total).toBe(pageOne.products.total);
    expect(pageTwo.products.data.length).toBe(4);
    const ids = new Set([...pageOne.products.data, ...pageTwo.products.data].map((product) => product.id));
    expect(ids.size).toBe(8);

    const pastTheEnd = await search('uk', 'спальник', { per_page: 4, page: 50 });
    expect(pastTheEnd.products).toEqual({ data: [], total: pageOne.products.total });
  });

  it('leaves out news that are not published yet', async () => {
    expect((await search('uk', 'графік роботи')).news.data).toHaveLength(1);
    await t.deps.db.update(articles).set({ publishedAt: new Date('2027-01-01T00:00:00Z') }).where(eq(articles.slug, 'zymovyi-hrafik-roboty'));
    expect((await search('uk', 'графік роботи')).news.data).toEqual([]);
  });
});

describe('POST /api/search: a catalogue that changes', () => {
  it('shows a change in the next answer, though the ranking is kept between answers', async () => {
    const first = (await search('uk', 'Кремінь')).products.data[0]!;
    expect(first.in_stock).toBe(true);
    await t.deps.db.update(productOptions).set({ stock: 0 }).where(eq(productOptions.productId, first.id));
    expect((await search('uk', 'Кремінь')).products.data.find((product) => product.id === first.id)?.in_stock).toBe(false);
    await t.deps.db.update(products).set({ isActive: false }).where(eq(products.id, first.id));
    expect((await search('uk', 'Кремінь')).products.data.map((product) => product.id)).not.toContain(first.id);
    await t.deps.db.update(products).set({ isActive: true }).where(eq(products.id, first.id));
    expect((await search('uk', 'Кремінь')).products.data.map((product) => product.id)).toContain(first.id);
  });
});

describe('POST /api/search: bad input', () => {
  it('refuses fewer than 2 characters with a field error under string', async () => {
    for (const string of ['', 'а', '  б  ', '%']) {
      const { status, body } = await t.post('/api/search', { lang: 'uk', string });
      expect(status, string).toBe(422);
      expect(body.errors.params.string).toEqual(['Введіть щонайменше 2 символи']);
    }
    const english = await t.post('/api/search', { lang: 'en', string: 'x' });
    expect(english.body.errors.params.string).toEqual(['Type at least 2 characters']);
    expect((await t.post('/api/search', { lang: 'uk', string: 'аб' })).status).toBe(200);
  });

  it('refuses a missing or unknown language, a missing string and bad paging', async () => {
    expect(Object.keys((await t.post('/api/search', { lang: 'fr', string: 'намет' })).body.errors.params)).toEqual(['lang']);
    expect(Object.keys((await t.post('/api/search', { lang: 'uk' })).body.errors.params)).toEqual(['string']);
    expect(Object.keys((await t.post('/api/search', { lang: 'uk', string: 42 })).body.errors.params)).toEqual(['string']);
    expect(Object.keys((await t.post('/api/search', { lang: 'uk', string: 'намет', page: 0 })).body.errors.params)).toEqual(['page']);
    expect(Object.keys((await t.post('/api/search', { lang: 'uk', string: 'намет', per_page: 500 })).body.errors.params)).toEqual(['per_page']);
  });

  it('never fails on odd input: operators, quotes, very long strings', async () => {
    for (const string of ['&|!', "''", '""', ':*', '!!!!', '\\\\', "'; drop table products; --", 'намет & !трамп', 'a:* | b', '🙂🙂', 'ﬁre', 'straße', '½ ²', `${'ab '.repeat(66)}`]) {
      const { status, body } = await t.post('/api/search', { lang: 'uk', string });
      expect(status, string).toBe(200);
      expect(Array.isArray(body.data.products.data), string).toBe(true);
    }
    const tooLong = await t.post('/api/search', { lang: 'en', string: 'a'.repeat(201) });
    expect(tooLong.status).toBe(422);
    expect(Object.keys(tooLong.body.errors.params)).toEqual(['string']);
    const [stored] = await t.deps.db.select({ count: sql<number>`count(*)::int` }).from(products);
    expect(stored!.count).toBe(168);
  });
});
