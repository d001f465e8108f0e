import { Hono } from 'hono';
import { newsletterSubscribeSchema } from '../../../common/validation.ts';
import { translator } from '../../../common/i18n.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { requestLocale } from '../../http/locale.ts';
import { jsonBody } from '../../http/validation.ts';
import { guardForm } from '../../http/form-guard.ts';
import { subscribe } from './newsletter.service.ts';

export const newsletterApi = new Hono<AppEnv>().post('/subscribe', jsonBody(newsletterSubscribeSchema), async (c) => {
  const input = c.req.valid('json');
  const locale = input.lang ?? requestLocale(c);
  await guardForm(c, { action: 'newsletter', email: input.email, locale, recaptchaToken: input.recaptcha_token });
  const { created } = await subscribe(c.var.deps.db, { email: input.email, locale });
  return c.json({ data: { subscribed: true, created, message: translator(locale)('newsletter.success') } }, 200);
});
