// @nlpjs/lang-en-min ships no types; this is the part of its API the search uses.
declare module '@nlpjs/lang-en-min' {
  /** The Snowball English (Porter2) stemmer, generated from the Snowball source. */
  class StemmerEn {
    /** One lower-case word's stem. */
    stemWord(word: string): string;
  }

  const english: { StemmerEn: typeof StemmerEn };
  export default english;
}
