export type Locale = 'uk' | 'en';

export const locales: readonly Locale[] = ['uk', 'en'];

/** The same text in both storefront languages. */
export interface Texts {
  uk: string;
  en: string;
}
