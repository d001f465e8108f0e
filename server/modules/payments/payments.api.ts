import '../../messages.ts';
import { Hono } from 'hono';
import { z } from 'zod';
import { translator } from '../../../common/i18n.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { HttpError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import { malformedBody, validationError } from '../../http/validation.ts';
import { applyLiqpayCallback } from './payments.service.ts';

export const liqpayCallbackFields = z.object({
  data: z.string().min(1).max(60_000),
  signature: z.string().min(1).max(100),
});

export const paymentsApi = new Hono<AppEnv>().post('/liqpay/callback', async (c) => {
  const { config, db, now } = c.var.deps;
  const locale = requestLocale(c);
  const t = translator(locale);
  if (!config.LIQPAY_PUBLIC_KEY || !config.LIQPAY_PRIVATE_KEY) throw new HttpError(404, t('errors.notFound'));
  // LiqPay posts a form (the API's only non-JSON call); any other type parses to {} and fails below.
  const body = await c.req.parseBody().catch(() => {
    throw malformedBody(locale);
  });
  const parsed = liqpayCallbackFields.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error.issues, locale);
  const result = await applyLiqpayCallback(db, {
    ...parsed.data,
    privateKey: config.LIQPAY_PRIVATE_KEY,
    publicKey: config.LIQPAY_PUBLIC_KEY,
    now: now(),
  });
  if (!result.ok && result.reason === 'signature') {
    c.var.logger.warn({ reason: result.reason }, 'LiqPay callback refused');
    // The same answer for every forgery: a forger learns nothing about the notice.
    throw new HttpError(400, t('payments.callbackRefused'));
  }
  if (!result.ok) {
    // A genuine notice the shop cannot use: LiqPay would only retry it on any other answer. It is
    // kept; the log names the notice, never its content.
    c.var.logger.warn({ reason: result.reason, liqpayOrderId: result.orderId?.slice(0, 255) }, 'LiqPay notice not used');
    return c.json({ data: { received: true } }, 200);
  }
  c.var.logger.info({ paymentId: result.paymentId, status: result.status, replay: result.replay }, 'LiqPay callback applied');
  return c.json({ data: { received: true } }, 200);
});
