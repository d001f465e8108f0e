// The database's stemmers for typed words, so a search needs no round trip for the stems of a
// word the process has not seen: the Ukrainian stemmer (tabir_search_stem, migration 0017) as
// three regular expressions, and PostgreSQL's English one (the 'english_stem' dictionary: the
// Snowball English stemmer after its list of stop words). The documents are stemmed by the
// database; search.stem.test.ts holds the two sides to the same answers.
import english from '@nlpjs/lang-en-min';

/** A word's stem, and its English stem where that differs (null: the same, or a stop word). */
export interface Stems {
  stem: string;
  english: string | null;
}

const letters = 'а-щьюяєіїґ';
const consonants = 'бвгґджзклмнпрстфхцчшщ';

const stemmable = new RegExp(`^[${letters}]{4,}$`);
/** The longest inflection ending goes, keeping 3 letters (the shortest prefix takes the longest ending). */
const ending = /^(.{3,}?)(ями|ами|ові|еві|єві|ього|ьому|ого|ому|ими|іми|ях|ах|ям|ам|ом|ем|єм|ою|ею|єю|ий|ій|ої|их|іх|ів|їв|а|я|у|ю|о|е|є|и|і|ї|ь)$/;
/** The vowel that comes and goes before a last к or ц ("килимок"/"килимки"). */
const fleetingVowel = new RegExp(`^([${letters}]{2,}[${consonants}])[ое]([кц])ь?$`);
/** і in the last closed syllable, which turns to о in other forms ("ніж"/"ножі"). */
const alternatingI = new RegExp(`^([${letters}]*)і([${consonants}]+ь?)$`);

/** tabir_search_stem of one lower-case word: words with letters outside the Ukrainian alphabet stay as they are. */
function ukrainianStem(word: string): string {
  const withoutEnding = stemmable.test(word) ? word.replace(ending, '$1') : word;
  return withoutEnding.replace(fleetingVowel, '$1$2').replace(alternatingI, '$1о$2');
}

/** PostgreSQL's english.stop: words its English dictionary gives no lexeme. */
export const englishStopWords: ReadonlySet<string> = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself it its ' +
    'itself they them their theirs themselves what which who whom this that these those am is are was were be been being have ' +
    'has had having do does did doing a an the and but if or because as until while of at by for with about against between ' +
    'into through during before after above below to from up down in out on off over under again further then once here there ' +
    'when where why how all any both each few more most other some such no nor not only own same so than too very s t can will ' +
    'just don should now'
  ).split(' '),
);

const englishStemmer = new english.StemmerEn();

/** ts_lexize('english_stem', word)[1]: null for a stop word. */
function englishStem(word: string): string | null {
  return englishStopWords.has(word) ? null : englishStemmer.stemWord(word);
}

/** One typed lower-case word's stems, as the database gives them. */
export function stemsOf(word: string): Stems {
  const stem = ukrainianStem(word);
  const inEnglish = englishStem(word);
  return { stem, english: inEnglish && inEnglish !== stem ? inEnglish : null };
}
