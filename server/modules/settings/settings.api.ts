import { Hono } from 'hono';
import { z } from 'zod';
import { langField } from '../../../common/validation.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { HttpError } from '../../http/errors.ts';
import { readBody } from '../../http/validation.ts';
import { translator } from '../../../common/i18n.ts';
import { getSettings } from './settings.service.ts';

export const settingsRequest = z.object({ lang: langField });

export const settingsApi = new Hono<AppEnv>().post('/all', async (c) => {
  const { lang } = await readBody(c, settingsRequest);
  const settings = await getSettings(c.var.deps.db, { locale: lang });
  if (!settings) throw new HttpError(404, translator(lang)('errors.settingsMissing'));
  return c.json({ data: settings }, 200);
});
