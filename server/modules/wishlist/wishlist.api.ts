import { Hono } from 'hono';
import { maxWishlistIds, wishlistProductsSchema } from '../../../common/cart.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { readBody } from '../../http/validation.ts';
import { listWishlistProducts } from './wishlist.service.ts';

export const wishlistApi = new Hono<AppEnv>().post('/products', async (c) => {
  const { lang, ids } = await readBody(c, wishlistProductsSchema, { messageVars: () => ({ max: maxWishlistIds }) });
  return c.json({ data: await listWishlistProducts(c.var.deps.db, { ids, locale: lang }) }, 200);
});
