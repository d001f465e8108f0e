import type { Context } from 'hono';
import { translator } from '../../common/i18n.ts';
import type { Locale } from '../../common/locales.ts';
import { verifyRecaptcha } from '../integrations/recaptcha/recaptcha.ts';
import type { AppEnv } from './app-env.ts';
import { clientIp } from './client-ip.ts';
import { HttpError } from './errors.ts';
import { enforceRateLimit, type RateAction } from './rate-limit.ts';

const recaptchaActions = { login: 'login', register: 'register', passwordReset: 'password_reset', resend: 'resend', newsletter: 'newsletter' } as const;

/**
 * The checks in front of a public form that sends mail or tests a password: the rate limits
 * first (cheap, and they keep bots from spending the captcha quota), then reCAPTCHA when the
 * shop has a secret key.
 */
export async function guardForm(
  c: Context<AppEnv>,
  { action, email, locale, recaptchaToken }: { action: RateAction & keyof typeof recaptchaActions; email: string; locale: Locale; recaptchaToken: string | undefined },
): Promise<void> {
  await enforceRateLimit(c, { action, email, locale });
  const { config, logger } = c.var.deps;
  const verdict = await verifyRecaptcha(config, logger, { token: recaptchaToken, action: recaptchaActions[action], ip: clientIp(c) });
  if (!verdict.ok) throw new HttpError(403, translator(locale)('errors.robot'));
}
