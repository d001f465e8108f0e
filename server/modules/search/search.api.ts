import { Hono } from 'hono';
import { z } from 'zod';
import { translator } from '../../../common/i18n.ts';
import { singleLine } from '../../../common/text.ts';
import { langField } from '../../../common/validation.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { fieldError } from '../../http/errors.ts';
import { jsonBody } from '../../http/validation.ts';
import { searchShop } from './search.service.ts';
import { searchMaxLength, searchMinLength } from '../../../common/search.ts';

export const searchRequest = z.object({
  lang: langField,
  string: z.string().max(searchMaxLength).check(singleLine),
  page: z.int().min(1).max(1000).optional(),
  per_page: z.int().min(1).max(48).optional(),
});

export const searchApi = new Hono<AppEnv>().post('/', jsonBody(searchRequest), async (c) => {
  const { lang, string, page, per_page } = c.req.valid('json');
  // Checked here, not in the schema: readBody translates only `validations.*` messages.
  if (string.trim().length < searchMinLength) {
    throw fieldError('string', translator(lang)('searchValidation.tooShort', { min: searchMinLength }));
  }
  const { db, now } = c.var.deps;
  return c.json({ data: await searchShop(db, { locale: lang, text: string, now: now(), page, perPage: per_page }) }, 200);
});
