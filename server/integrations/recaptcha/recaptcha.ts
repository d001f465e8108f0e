import type { Logger } from 'pino';
import type { Config } from '../../config.ts';

/** The actions the forms name when they ask reCAPTCHA v3 for a token. */
export type RecaptchaAction = 'login' | 'register' | 'password_reset' | 'resend' | 'newsletter';

interface SiteverifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  'error-codes'?: string[];
}

export type RecaptchaVerdict = { ok: true } | { ok: false; reason: 'missing' | 'rejected' | 'lowScore' | 'wrongAction' };

/**
 * Verifies a reCAPTCHA v3 token with Google's siteverify call (form-encoded secret, response and
 * remote address). Without a secret key in the config every request passes. When Google cannot be
 * reached the request passes too, with a warning: the rate limits still hold, and a shop that
 * refuses every sign-in during an outage loses more than it protects.
 */
export async function verifyRecaptcha(
  config: Pick<Config, 'RECAPTCHA_SECRET_KEY' | 'RECAPTCHA_MIN_SCORE' | 'RECAPTCHA_VERIFY_URL'>,
  logger: Logger,
  { token, action, ip }: { token: string | undefined; action: RecaptchaAction; ip: string },
): Promise<RecaptchaVerdict> {
  if (!config.RECAPTCHA_SECRET_KEY) return { ok: true };
  if (!token) return { ok: false, reason: 'missing' };
  const form = new URLSearchParams({ secret: config.RECAPTCHA_SECRET_KEY, response: token });
  if (ip !== 'unknown') form.set('remoteip', ip);
  let answer: SiteverifyAnswer;
  try {
    const response = await fetch(config.RECAPTCHA_VERIFY_URL, { method: 'POST', body: form, signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
    answer = (await response.json()) as SiteverifyAnswer;
  } catch (error) {
    logger.warn({ err: error, action }, 'reCAPTCHA could not be verified; letting the request through');
    return { ok: true };
  }
  if (!answer.success) {
    logger.info({ action, errors: answer['error-codes'] }, 'reCAPTCHA token rejected');
    return { ok: false, reason: 'rejected' };
  }
  if (answer.action !== action) return { ok: false, reason: 'wrongAction' };
  if ((answer.score ?? 0) < config.RECAPTCHA_MIN_SCORE) return { ok: false, reason: 'lowScore' };
  return { ok: true };
}
