import { Hono } from 'hono';
import {
  cartAddSchema,
  cartCountSchema,
  cartCouponRemoveSchema,
  cartCouponSchema,
  cartDeleteSchema,
  cartGetSchema,
  cartUpdateSchema,
} from '../../../common/cart.ts';
import { translator } from '../../../common/i18n.ts';
import type { Locale } from '../../../common/locales.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { fieldError, HttpError } from '../../http/errors.ts';
import { jsonBody } from '../../http/validation.ts';
import { couponMessage } from './cart.coupons.ts';
import { CartError } from './cart.errors.ts';
import { requestToken } from '../../http/auth.ts';
import { userIdForToken } from '../auth/auth.tokens.ts';
import { requireUser } from '../auth/auth.session.ts';
import { cartAttachSchema } from '../../../common/account.ts';
import { attachCart } from './cart.attach.ts';
import { addToCart, applyCoupon, countUnits, deleteLine, getCart, removeCoupon, updateLine } from './cart.service.ts';

const notFoundKeys = {
  cartNotFound: 'cart.notFound',
  lineNotFound: 'cart.lineNotFound',
  productNotFound: 'cart.productNotFound',
  optionNotFound: 'cart.optionNotFound',
} as const;


/** A cart problem as the API answers it: unknown things 404, choices the shopper must fix 422 on their field. */
function toHttpError(error: CartError, locale: Locale): HttpError {
  const t = translator(locale);
  if (error.reason === 'coupon' && error.coupon) return fieldError('coupon', couponMessage(locale, error.coupon.problem, error.coupon));
  if (error.reason in notFoundKeys) return new HttpError(404, t(notFoundKeys[error.reason as keyof typeof notFoundKeys]));
  return fieldError('option_id', t(`cartValidation.${error.reason}`));
}

async function answering<T>(locale: Locale, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof CartError ? toHttpError(error, locale) : error;
  }
}

export const cartApi = new Hono<AppEnv>()
  .post('/add', jsonBody(cartAddSchema), async (c) => {
    const { lang, product_id, option_id, count = 1, cart_id } = c.req.valid('json');
    const { db, now } = c.var.deps;
    const cart = await answering(lang, () => addToCart(db, { productId: product_id, optionId: option_id, count, cartId: cart_id, locale: lang, now: now() }));
    return c.json({ data: cart }, 200);
  })
  .post('/update', jsonBody(cartUpdateSchema), async (c) => {
    const { lang, id, cart_id, count } = c.req.valid('json');
    const { db, now } = c.var.deps;
    const cart = await answering(lang, () => updateLine(db, { cartId: cart_id, lineId: id, count, locale: lang, now: now() }));
    return c.json({ data: cart }, 200);
  })
  .post('/delete', jsonBody(cartDeleteSchema), async (c) => {
    const { lang, id, cart_id } = c.req.valid('json');
    const { db, now } = c.var.deps;
    const cart = await answering(lang, () => deleteLine(db, { cartId: cart_id, lineId: id, locale: lang, now: now() }));
    return c.json({ data: cart }, 200);
  })
  .post('/count', jsonBody(cartCountSchema), async (c) => {
    const { cart_id } = c.req.valid('json');
    const { db, now } = c.var.deps;
    const token = cart_id ? null : requestToken(c);
    const userId = token ? await userIdForToken(db, { token, now: now() }) : null;
    return c.json({ data: await countUnits(db, { cartId: cart_id, userId, now: now() }) }, 200);
  })
  .post('/get', jsonBody(cartGetSchema), async (c) => {
    const { lang, cart_id } = c.req.valid('json');
    const { db, now } = c.var.deps;
    const cart = await getCart(db, { cartId: cart_id, locale: lang, now: now() });
    if (!cart) throw new HttpError(404, translator(lang)('cart.notFound'));
    return c.json({ data: cart }, 200);
  })
  .post('/coupon', jsonBody(cartCouponSchema), async (c) => {
    const { lang, cart_id, coupon } = c.req.valid('json');
    const { db, now } = c.var.deps;
    const cart = await answering(lang, () => applyCoupon(db, { cartId: cart_id, code: coupon, locale: lang, now: now() }));
    return c.json({ data: cart }, 200);
  })
  .post('/attach', requireUser, jsonBody(cartAttachSchema), async (c) => {
    const { lang, cart_id } = c.req.valid('json');
    const { db, now } = c.var.deps;
    return c.json({ data: await attachCart(db, { cartId: cart_id, userId: c.var.user.id, locale: lang, now: now() }) }, 200);
  })
  .post('/coupon/remove', jsonBody(cartCouponRemoveSchema), async (c) => {
    const { lang, cart_id } = c.req.valid('json');
    const { db, now } = c.var.deps;
    const cart = await answering(lang, () => removeCoupon(db, { cartId: cart_id, locale: lang, now: now() }));
    return c.json({ data: cart }, 200);
  });
