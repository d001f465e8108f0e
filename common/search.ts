/** Shorter search text makes no call (the spec: fewer than 2 characters clears the results). */
export const searchMinLength = 2;
export const searchMaxLength = 200;

/**
 * The words of a search text as the database splits names (tabir_search_text, migration 0002):
 * lower case, apostrophes dropped, accents taken off Latin letters (but not the "й" and "ї" of
 * Ukrainian), anything but letters and digits separating words. Words hold only letters and
 * digits, so they are safe inside a tsquery.
 */
export function searchWordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/([a-z])\p{M}+/giu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/['’ʼ`]/g, '')
    .replace(/ё/g, 'е')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}
