// The database's Ukrainian stemmer (tabir_search_stem, migration 0017) for typed words, so a
// search needs no round trip for the stems of a word the process has not seen. The documents are
// stemmed by the SQL function; search.stem.test.ts holds the two to the same answers over the
// catalogue's words.

const letters = 'а-щьюяєіїґ';
const consonants = 'бвгґджзклмнпрстфхцчшщ';

const stemmable = new RegExp(`^[${letters}]{4,}$`);
/** The longest inflection ending goes, keeping 3 letters (the shortest prefix takes the longest ending). */
const ending = /^(.{3,}?)(ями|ами|ові|еві|єві|ього|ьому|ого|ому|ими|іми|ях|ах|ям|ам|ом|ем|єм|ою|ею|єю|ий|ій|ої|их|іх|ів|їв|а|я|у|ю|о|е|є|и|і|ї|ь)$/;
/** The vowel that comes and goes before a last к or ц ("килимок"/"килимки"). */
const fleetingVowel = new RegExp(`^([${letters}]{2,}[${consonants}])[ое]([кц])ь?$`);
/** і in the last closed syllable, which turns to о in other forms ("ніж"/"ножі"). */
const alternatingI = new RegExp(`^([${letters}]*)і([${consonants}]+ь?)$`);

/** Words of Cyrillic letters alone: stemmed here, and left as they are by the English stemmer. */
const cyrillicWord = /^[\u0400-\u04ff]+$/;

/** A word's stem, and its English stem where that differs (null: the same). */
export interface Stems {
  stem: string;
  english: string | null;
}

/**
 * A Cyrillic word's stems as the database gives them: its stem by the rules above, and the word
 * itself as its English stem (the English stemmer changes only Latin letters). Null for other
 * words, which the database's stemmers answer (search.words.ts).
 */
export function stemsOfCyrillic(word: string): Stems | null {
  if (!cyrillicWord.test(word)) return null;
  const stem = ukrainianStem(word);
  return { stem, english: stem === word ? null : word };
}

/** tabir_search_stem of one lower-case word. */
function ukrainianStem(word: string): string {
  const withoutEnding = stemmable.test(word) ? word.replace(ending, '$1') : word;
  return withoutEnding.replace(fleetingVowel, '$1$2').replace(alternatingI, '$1о$2');
}
