import type { Texts } from '../types.ts';

export interface PageSeed {
  slug: string;
  title: Texts;
  body: Texts;
  metaTitle: Texts;
  metaDescription: Texts;
}

export const html = (...parts: string[]) => parts.join('\n');
