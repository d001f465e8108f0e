import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { stemsOfCyrillic, type Stems } from './search.stem.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The database's answer for each word, as search.words.ts reads it. */
async function stemsInDatabase(words: string[]): Promise<Stems[]> {
  const { rows } = (await t.deps.db.execute(
    sql`select public.tabir_search_stem(w) as stem, (ts_lexize('english_stem', w))[1] as english
        from unnest(${sql`array[${sql.join(
          words.map((word) => sql`${word}`),
          sql`, `,
        )}]::text[]`}) with ordinality as typed(w, n) order by n`,
  )) as unknown as { rows: Stems[] };
  return rows.map((row) => ({ stem: row.stem, english: row.english && row.english !== row.stem ? row.english : null }));
}

/** Every word of the catalogue's names, descriptions, features, categories, attribute values and synonyms. */
async function catalogueWords(): Promise<string[]> {
  const texts = `select name || ' ' || description || ' ' || features from product_translations
    union all select name from category_translations
    union all select name from attribute_value_translations
    union all select term || ' ' || synonym from search_synonyms`;
  const { rows } = (await t.deps.db.execute(
    sql`select distinct word from ts_stat(${`select to_tsvector('simple', public.tabir_search_text(text)) from (${texts}) as texts(text)`}) order by word`,
  )) as unknown as { rows: { word: string }[] };
  return rows.map((row) => row.word);
}

/** Each ending after prefixes of 2 to 4 letters, the fleeting vowel, і before the last consonants, and letters outside the rules. */
const craftedWords = [
  ...['ями', 'ами', 'ові', 'еві', 'єві', 'ього', 'ьому', 'ого', 'ому', 'ими', 'іми', 'ях', 'ах', 'ям', 'ам', 'ом', 'ем', 'єм', 'ою', 'ею', 'єю', 'ий', 'ій', 'ої', 'их', 'іх', 'ів', 'їв', 'а', 'я', 'у', 'ю', 'о', 'е', 'є', 'и', 'і', 'ї', 'ь'].flatMap(
    (ending) => ['бр', 'нам', 'ґудз'].map((stem) => stem + ending),
  ),
  'килимок', 'мішок', 'мішків', 'палець', 'кінець', 'ніж', 'ніжь', 'кіт', 'сіль', 'вітер', 'ліс', 'лісі', 'міць', 'іць', 'бір',
  'ще', 'для', 'ой', 'іі', 'ььь', 'мішокь', 'ёлка', 'сыр', 'эхо', 'подъезд', 'ўсё', 'ѣда',
];

describe('the stemmer of typed Cyrillic words', () => {
  it('gives every word of the catalogue the database’s stems', async () => {
    const words = (await catalogueWords()).filter((word) => stemsOfCyrillic(word) !== null);
    expect(words.length).toBeGreaterThan(500);
    expect(words.map(stemsOfCyrillic)).toEqual(await stemsInDatabase(words));
  });

  it('gives each ending, vowel change and letter outside the rules the database’s stems', async () => {
    expect(craftedWords.map(stemsOfCyrillic)).toEqual(await stemsInDatabase(craftedWords));
  });

  it('leaves words with Latin letters, digits or signs to the database', () => {
    for (const word of ['tent', 'намет2', 'm65', 'nament', 'кордура500d', '', 'ніж-мультитул']) expect(stemsOfCyrillic(word), word).toBeNull();
  });
});
