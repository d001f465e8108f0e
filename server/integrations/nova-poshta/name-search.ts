// Shoppers type names in any case, with or without the apostrophe (or with another one: ' ’ ʼ `),
// and with a space where the name has a hyphen; all of these should find "Кам'янець-Подільський".
const apostrophes = /['’ʼ`‘]/g;

/** The form names and typed text are compared in. */
export function searchKey(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(apostrophes, '').replace(/[-‐–—\s]+/g, ' ').trim();
}

/**
 * How well a name fits typed text: 0 when the whole name starts with it, 1 when a later word of
 * the name does, null when it does not fit. `query` is already a `searchKey`.
 */
export function prefixRank(name: string, query: string): 0 | 1 | null {
  const key = searchKey(name);
  if (key.startsWith(query)) return 0;
  return key.split(' ').some((_, i, words) => words.slice(i).join(' ').startsWith(query)) ? 1 : null;
}
