import { Hono } from 'hono';
import { z } from 'zod';
import { maxDbInt } from '../../../common/cart.ts';
import { langField } from '../../../common/validation.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { readBody } from '../../http/validation.ts';
import { getMenusByIds } from './menu.service.ts';

export const menuRequest = z.object({
  lang: langField,
  ids: z
    .array(z.number({ message: 'validations.menuId' }).int('validations.menuId').positive('validations.menuId').max(maxDbInt, 'validations.menuId'), {
      message: 'validations.menuIds',
    })
    .min(1, 'validations.menuIds')
    .max(20, 'validations.maxItems'),
});

export const menuApi = new Hono<AppEnv>().post('/get-by-ids', async (c) => {
  const { lang, ids } = await readBody(c, menuRequest);
  const unique = [...new Set(ids)];
  return c.json({ data: await getMenusByIds(c.var.deps.db, { locale: lang, ids: unique }) }, 200);
});
