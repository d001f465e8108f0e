import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { englishStopWords, stemsOf, type Stems } from './search.stem.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The database's stems of each word: its Ukrainian stem, and its English lexeme where that differs (none for a stop word). */
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

/** Each Ukrainian ending after prefixes of 2 to 4 letters, the fleeting vowel, і before the last consonants, and letters outside the rules. */
const craftedUkrainian = [
  ...['ями', 'ами', 'ові', 'еві', 'єві', 'ього', 'ьому', 'ого', 'ому', 'ими', 'іми', 'ях', 'ах', 'ям', 'ам', 'ом', 'ем', 'єм', 'ою', 'ею', 'єю', 'ий', 'ій', 'ої', 'их', 'іх', 'ів', 'їв', 'а', 'я', 'у', 'ю', 'о', 'е', 'є', 'и', 'і', 'ї', 'ь'].flatMap(
    (ending) => ['бр', 'нам', 'ґудз'].map((stem) => stem + ending),
  ),
  'килимок', 'мішок', 'мішків', 'палець', 'кінець', 'ніж', 'ніжь', 'кіт', 'сіль', 'вітер', 'ліс', 'лісі', 'міць', 'іць', 'бір',
  'ще', 'для', 'ой', 'іі', 'ььь', 'мішокь', 'ёлка', 'сыр', 'эхо', 'подъезд', 'ўсё', 'ѣда',
];

/** English word forms, words near the stop words, and words with digits, accents or mixed alphabets. */
const craftedOther = [
  'tents', 'sleeping', 'bags', 'flashlights', 'running', 'generously', 'knives', 'tactical', 'waterproofing', 'skies', 'dying', 'news', 'y', 'yyyy', 'aed', 'cries', 'agreed', 'hopping',
  'also', 'would', 'could', 'shall', 'must', 'ought', 'cannot', 'doesn', 'aren', 'won', 'hers', 'theirs', 'yours', 'whose', 'whom',
  'm65', '511', 'molle2', 'café', 'naïve', 'übergröße', 'намет2', 'tentі', 'x', 'ab',
];

describe('the stemmers of typed words', () => {
  it('give every word of the catalogue the database’s stems', async () => {
    const words = await catalogueWords();
    expect(words.filter((word) => /^[a-z]+$/.test(word)).length).toBeGreaterThan(1000);
    expect(words.filter((word) => /^[а-яєіїґ]+$/.test(word)).length).toBeGreaterThan(1500);
    expect(words.map(stemsOf)).toEqual(await stemsInDatabase(words));
  });

  it('give each Ukrainian ending and vowel change the database’s stems', async () => {
    expect(craftedUkrainian.map(stemsOf)).toEqual(await stemsInDatabase(craftedUkrainian));
  });

  it('give English forms, stop words and words of mixed letters the database’s stems', async () => {
    const words = [...craftedOther, ...englishStopWords];
    expect(words.map(stemsOf)).toEqual(await stemsInDatabase(words));
  });
});
