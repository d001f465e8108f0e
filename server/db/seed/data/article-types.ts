import type { Texts } from '../types.ts';
import type { Pictogram } from '../images/pictograms.ts';

export interface NewsSeed {
  slug: string;
  /** Publication time in 2026; moved before `now` when the seed runs earlier. */
  date: string;
  /** Drawn on the cover and in the pictures. */
  pictograms: Pictogram[];
  color: string;
  title: Texts;
  excerpt: Texts;
  body: Texts;
}

export const paragraphs = (...parts: string[]) => parts.map((p) => (p.startsWith('<') ? p : `<p>${p}</p>`)).join('\n');
