import { Hono } from 'hono';
import { maxWishlistIds, wishlistProductsSchema } from '../../../common/cart.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { jsonBody } from '../../http/validation.ts';
import { listWishlistProducts } from './wishlist.service.ts';

export const wishlistApi = new Hono<AppEnv>().post('/products', jsonBody(wishlistProductsSchema, { messageVars: () => ({ max: maxWishlistIds }) }), async (c) => {
  const { lang, ids } = c.req.valid('json');
  return c.json({ data: await listWishlistProducts(c.var.deps.db, { ids, locale: lang }) }, 200);
});
