import { Hono, type Context } from 'hono';
import { checkoutSummarySchema, payAgainSchema, placeOrderSchema } from '../../../common/checkout.ts';
import { translator } from '../../../common/i18n.ts';
import type { Locale } from '../../../common/locales.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { fieldError, HttpError } from '../../http/errors.ts';
import { publicOrigin } from '../../http/origin.ts';
import { enforceIpRateLimit, enforceRateLimit } from '../../http/rate-limit.ts';
import { jsonBody } from '../../http/validation.ts';
import { sessionOf } from '../auth/auth.session.ts';
import { couponMessage } from '../cart/cart.coupons.ts';
import { whileCarrierAnswers } from '../delivery/delivery.http.ts';
import { rememberOrderAccess } from './checkout.access.ts';
import { checkoutSummary, payAgain, placeCheckoutOrder, type CheckoutOrderInput, type PlaceCheckoutResult } from './checkout.service.ts';
import { findThankYou } from './checkout.thankyou.ts';

/** The answer to a refused order: what the shopper can act on, in their language. */
function refusalError(locale: Locale, result: Exclude<PlaceCheckoutResult, { ok: true }>): HttpError {
  const t = translator(locale);
  switch (result.problem) {
    case 'cartNotFound':
      return new HttpError(409, t('checkoutValidation.cart'), { code: 'cart_not_found' });
    case 'cartEmpty':
      return new HttpError(409, t('checkoutValidation.cartEmpty'), { code: 'cart_empty' });
    case 'currency':
      return fieldError('currency', t('checkoutValidation.currency'));
    case 'transferRate':
      return fieldError('payment_method', t('checkoutValidation.transferUnavailable'));
    case 'outOfStock':
      // The page reloads the cart, whose lines then carry their stock alerts.
      return new HttpError(409, t('checkoutValidation.outOfStock'), { code: 'out_of_stock', details: { option_ids: result.optionIds } });
    case 'cartChanged':
      return new HttpError(409, t('checkoutValidation.cartChanged'), { code: 'cart_changed' });
    case 'coupon':
      return fieldError('coupon', couponMessage(locale, result.coupon, result));
    case 'field':
      return fieldError(result.refusal.field, t(result.refusal.message, result.refusal.vars ?? {}));
  }
}

async function place(c: Context<AppEnv>, input: CheckoutOrderInput) {
  await enforceRateLimit(c, { action: 'checkout', email: input.email, locale: input.lang });
  const session = await sessionOf(c);
  const origin = publicOrigin(c.var.deps.config, c.req.raw);
  const result = await whileCarrierAnswers(input.lang, () => placeCheckoutOrder(c.var.deps, { input, userId: session?.id ?? null, origin }));
  if (!result.ok) throw refusalError(input.lang, result);
  rememberOrderAccess(c, input.cart_id);
  return c.json({ data: result.placed }, 200);
}

export const checkoutApi = new Hono<AppEnv>()
  .post('/summary', jsonBody(checkoutSummarySchema), async (c) => {
    const { lang, cart_id, region, delivery_method, city_ref, country } = c.req.valid('json');
    await enforceIpRateLimit(c, { action: 'checkoutSummary', locale: lang });
    const summary = await whileCarrierAnswers(lang, () =>
      checkoutSummary(c.var.deps, { cartId: cart_id, region, deliveryMethod: delivery_method, cityRef: city_ref, country, locale: lang }),
    );
    if (summary === 'unknownCart') throw new HttpError(404, translator(lang)('checkoutValidation.cart'), { code: 'cart_not_found' });
    if (summary === 'unknownCity') throw new HttpError(404, translator(lang)('delivery.unknownCity'), { code: 'unknown_city' });
    return c.json({ data: summary }, 200);
  })
  .post('/place/ukraine', jsonBody(placeOrderSchema.ukraine), (c) => place(c, { destination: 'ukraine', ...c.req.valid('json') }))
  .post('/place/international', jsonBody(placeOrderSchema.international), (c) => place(c, { destination: 'international', ...c.req.valid('json') }))
  .post('/pay', jsonBody(payAgainSchema), async (c) => {
    const { lang, number, key } = c.req.valid('json');
    const { db, now } = c.var.deps;
    const thankYou = await findThankYou(db, { request: c.req.raw, number, key: key ?? null, locale: lang, now: now() });
    if (!thankYou) throw new HttpError(404, translator(lang)('errors.notFound'));
    const payment = thankYou.can_pay ? await payAgain(c.var.deps, { orderNumber: number, key: key ?? null, locale: lang, origin: publicOrigin(c.var.deps.config, c.req.raw) }) : null;
    if (!payment) throw new HttpError(409, translator(lang)('checkoutValidation.notPayable'), { code: 'not_payable' });
    return c.json({ data: { payment } }, 200);
  });
