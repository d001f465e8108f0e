import { z } from 'zod';
import { searchWordsOf } from './search.ts';
import { singleLine } from './text.ts';

/** A synonym's term may cover this many typed words; the words it gives, as many. */
export const synonymMaxWords = 3;
const synonymMaxLength = 80;

/** A phrase as search compares it: its words joined by one space ("Спальний  Мішок!" → "спальний мішок"). */
export function synonymPhrase(text: string): string {
  return searchWordsOf(text).join(' ');
}

const phraseField = z
  .string({ error: (issue) => (issue.input === undefined ? 'validations.required' : 'validations.invalid') })
  .check(singleLine)
  .max(synonymMaxLength, 'validations.maxLength')
  .refine((value) => searchWordsOf(value).length > 0, 'adminSearch.noWords')
  .refine((value) => searchWordsOf(value).length <= synonymMaxWords, 'adminSearch.tooManyWords')
  .refine((value) => searchWordsOf(value).every((word) => word.length <= 40), 'adminSearch.wordTooLong');

/** Adds a synonym: `POST /api/admin/search/synonyms`. `both_ways` adds the reverse too. */
export const synonymAddSchema = z
  .object({ term: phraseField, synonym: phraseField, both_ways: z.boolean('validations.invalid').optional() })
  .refine((value) => synonymPhrase(value.term) !== synonymPhrase(value.synonym), { message: 'adminSearch.same', path: ['synonym'] });

/** The id in `DELETE /api/admin/search/synonyms/:id`. */
export const synonymIdSchema = z.object({ id: z.coerce.number('validations.invalid').int('validations.invalid').positive('validations.invalid').max(2 ** 31 - 1, 'validations.invalid') });

export interface SynonymView {
  id: number;
  /** What a shopper types. */
  term: string;
  /** What typing it also finds. */
  synonym: string;
  created_at: string;
}
