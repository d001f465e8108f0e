import type { ProductCardView } from './catalog.ts';

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

export interface SearchCategoryView {
  name: string;
  /** Locale-neutral ("/namety"). */
  url: string;
}

export interface SearchNewsView {
  name: string;
  /** The day it was published in Kyiv, YYYY-MM-DD. */
  public_date: string;
  /** Locale-neutral ("/news/{slug}"). */
  url: string;
}

/** The spec's search answer (`POST /api/search`), also what the results page shows. */
export interface SearchResults {
  products: { data: ProductCardView[]; total: number };
  categories: SearchCategoryView[];
  news: { data: SearchNewsView[] };
}
