import { eq, sql } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depsContext } from '../../../app/lib/deps.server.ts';
import { loader as searchPageLoader } from '../../../app/routes/search.tsx';
import { productTranslations, products } from '../../db/schema/catalog.ts';
import { countingDb } from '../../testing/counting-db.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import type { SearchResults } from '../../../common/search.ts';
import { productNames, searchThrough } from './search.fixtures.ts';
import { searchShop } from './search.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = searchThrough(() => t);
const names = productNames;

describe('the stemmer the documents and the typed words share', () => {
  it('gives the forms of a word one stem, the vowel that comes and goes included', async () => {
    const forms: Record<string, string[]> = {
      намет: ['намет', 'намети', 'наметів', 'наметах', 'наметом'],
      ліхтар: ['ліхтар', 'ліхтарі', 'ліхтарів', 'ліхтарями'],
      рюкзак: ['рюкзак', 'рюкзаки', 'рюкзаків', 'рюкзаками'],
      спальн: ['спальний', 'спальні', 'спальних', 'спального'],
      мошк: ['мішок', 'мішки', 'мішків', 'мішком'],
      нож: ['ніж', 'ножі', 'ножів', 'ножа'],
      килимк: ['килимок', 'килимки', 'килимків'],
    };
    for (const [stem, words] of Object.entries(forms)) {
      const { rows } = (await t.deps.db.execute(
        sql`select public.tabir_search_stem(w) as stem from unnest(${sql.raw(`array[${words.map((word) => `'${word}'`).join(', ')}]`)}::text[]) as w`,
      )) as unknown as { rows: { stem: string }[] };
      expect(rows.map((row) => row.stem), stem).toEqual(words.map(() => stem));
    }
  });

  it('leaves Latin words, numbers and short words alone', async () => {
    const { rows } = (await t.deps.db.execute(sql`select public.tabir_search_stem(w) as stem from unnest(array['bags', '35', 'ще', 'для']::text[]) as w`)) as unknown as {
      rows: { stem: string }[];
    };
    expect(rows.map((row) => row.stem)).toEqual(['bags', '35', 'ще', 'для']);
  });
});

describe('the stems of typed words', () => {
  it('are found without the database: a first search sends no statement for them', async () => {
    const { db, sent } = countingDb(t.deps.db);
    for (const [locale, text] of [
      ['uk', 'рюкзаками тактичними'],
      ['en', 'tents'],
    ] as const) {
      const results = await searchShop(db, { locale, text, now: new Date() });
      expect(results.products.total, text).toBeGreaterThan(0);
    }
    expect(sent().filter((text) => /tabir_search_stem|ts_lexize/.test(text))).toEqual([]);
  });
});

describe('the search vector of a text', () => {
  const vectorOf = async (text: string) => {
    const { rows } = (await t.deps.db.execute(sql`select public.tabir_search_vector(${text})::text as vector`)) as unknown as { rows: { vector: string }[] };
    return rows[0]!.vector;
  };

  it('holds the words as written and their English stems, accents and apostrophes dropped', async () => {
    expect(await vectorOf('Пір’їна Bags Café')).toBe("'bag':5 'bags':2 'cafe':3,6 'пірїна':1,4");
  });

  it('is the vector of migration 0002: both configurations over the normalised text', async () => {
    const texts = ['Намет «Трамп 2» для пір’їни', '<p>Tactical backpacks, 35 L; waterproof</p><ul><li>MOLLE</li></ul>', 'ЩЕ-ОДИН quick-release', '', '   '];
    for (const text of texts) {
      const { rows } = (await t.deps.db.execute(
        sql`select public.tabir_search_vector(${text}) = (to_tsvector('simple'::regconfig, public.tabir_search_text(${text})) || to_tsvector('english'::regconfig, public.tabir_search_text(${text}))) as same`,
      )) as unknown as { rows: { same: boolean }[] };
      expect(rows[0]!.same, text).toBe(true);
    }
  });
});

describe('POST /api/search: how shoppers type', () => {
  it('finds plural and case forms of the words in names', async () => {
    for (const [typed, expected] of [
      ['намети', 'Намет «Трамп 2»'],
      ['наметів', 'Намет «Трамп 2»'],
      ['ліхтарі', 'Ліхтар ручний «Промінь 600»'],
      ['рюкзаки', 'Рюкзак «Марш 35»'],
      ['спальники', 'Спальник «Нічліг 0»'],
      ['ножі', 'Ніж складаний «Лис»'],
      ['шоломи', 'Шолом балістичний «Сокіл»'],
    ] as const) {
      expect(names(await search('uk', typed, { per_page: 20 })), typed).toContain(expected);
    }
  });

  it('finds the everyday words through the shop’s synonyms', async () => {
    const bronik = names(await search('uk', 'бронік'));
    expect(bronik.length).toBeGreaterThan(0);
    expect(bronik[0]).toMatch(/^Бронежилет/);
    expect(names(await search('uk', 'броніки'))[0]).toMatch(/^Бронежилет/);

    const flashlight = names(await search('uk', 'ліхтарик'));
    expect(flashlight.slice(0, 5).every((name) => /ліхтар/i.test(name))).toBe(true);

    expect(names(await search('uk', 'спальний мішок'))).toContain('Спальник «Нічліг 0»');
    expect(names(await search('uk', 'спальні мішки'))).toContain('Спальник «Нічліг 0»');

    const karemat = names(await search('uk', 'каремат', { per_page: 20 }));
    expect(karemat.some((name) => name.startsWith('Каремат'))).toBe(true);
    expect(karemat.some((name) => name.startsWith('Килимок'))).toBe(true);
    const mat = names(await search('uk', 'килимок', { per_page: 20 }));
    expect(mat.some((name) => name.startsWith('Каремат'))).toBe(true);
  });

  it('keeps typo tolerance and finds Ukrainian names typed in Latin letters', async () => {
    expect(names(await search('uk', 'ліхатр'))).toContain('Ліхтар ручний «Промінь 600»');
    expect(names(await search('en', 'namet'))).toContain('Tramp 2 Tent');
    expect(names(await search('uk', 'spalnyk nichlih'))).toContain('Спальник «Нічліг 0»');
  });

  it('finds products by SKU, brand and category, and by words of their description', async () => {
    const [tent] = await t.deps.db.select({ id: products.id, sku: products.sku }).from(products).where(eq(products.slug, 'namet-tramp-2'));
    expect(names(await search('uk', tent!.sku))).toEqual(['Намет «Трамп 2»']);

    await t.deps.db.update(productTranslations).set({ description: 'Тримає зливу без жодної краплі всередині: перевірено грозою.' }).where(eq(productTranslations.productId, tent!.id));
    expect(names(await search('uk', 'грозою'))).toEqual(['Намет «Трамп 2»']);
  });
});

describe('POST /api/search: ranking by where the words are', () => {
  it('puts names before other fields, and other fields before descriptions', async () => {
    const [bag] = await t.deps.db.select({ id: products.id }).from(products).where(eq(products.slug, 'spalnyk-nichlih-0'));
    // A word of one product's name appears in another's description only.
    await t.deps.db.update(productTranslations).set({ description: 'Легший за будь-який «Трамп» у своєму класі.' }).where(eq(productTranslations.productId, bag!.id));
    await t.deps.db.update(products).set({ popularity: 5_000_000 }).where(eq(products.id, bag!.id));
    const found = names(await search('uk', 'трамп'));
    expect(found.slice(0, 2).sort()).toEqual(['Намет «Трамп 2»', 'Намет «Трамп 3»']);
    expect(found.indexOf('Спальник «Нічліг 0»')).toBe(2);

    // "Намети" is the tents' category: a product named otherwise but in that category ranks after the named ones.
    const tents = names(await search('uk', 'намети', { per_page: 20 }));
    const firstOther = tents.findIndex((name) => !name.startsWith('Намет'));
    expect(firstOther).toBeGreaterThanOrEqual(7);
    expect(tents.slice(firstOther).some((name) => name.startsWith('Намет'))).toBe(false);
  });
});

describe('the search page', () => {
  it('shows what the API finds for an everyday word', async () => {
    const context = new RouterContextProvider();
    context.set(depsContext, t.deps);
    const path = `/search/${encodeURIComponent('бронік')}`;
    const data = (await searchPageLoader({ request: new Request(`http://localhost${path}`), params: { query: 'бронік' }, context } as never)) as {
      results: SearchResults | null;
    };
    expect(data.results?.products.data[0]?.name).toMatch(/^Бронежилет/);
  });
});
