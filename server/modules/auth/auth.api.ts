import { Hono } from 'hono';
import { translator } from '../../../common/i18n.ts';
import { loginErrorCodes, loginSchema, logoutSchema, registerSchema } from '../../../common/auth.ts';
import { newPasswordSchema, passwordResetSchema, resendConfirmationSchema, tokenSchema } from '../../../common/account.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { requestToken } from '../../http/auth.ts';
import { clearSessionCookies, setSessionCookies } from './auth.cookies.ts';
import { errorBody, fieldError } from '../../http/errors.ts';
import { guardForm } from '../../http/form-guard.ts';
import { jsonBody } from '../../http/validation.ts';
import { requestLocale } from '../../http/locale.ts';
import { sendLinkMail } from './auth.mails.ts';
import { confirmEmail, linkError, resetPassword } from './auth.links.ts';
import { hashPassword } from './auth.passwords.ts';
import { logIn, registerUser } from './auth.service.ts';
import { confirmationResendRequested, passwordResetRequested, requestLinkMail } from './auth.jobs.ts';
import type { Database } from '../../db/client.ts';
import { publicOrigin } from '../../http/origin.ts';
import { revokeAccessToken } from './auth.tokens.ts';

export const authApi = new Hono<AppEnv>()
  .post('/register', jsonBody(registerSchema), async (c) => {
    const input = c.req.valid('json');
    await guardForm(c, { action: 'register', email: input.email, locale: input.lang, recaptchaToken: input.recaptcha_token });
    const t = translator(input.lang);
    const { db, now } = c.var.deps;
    // The confirmation mail is written with the account: both are kept, or neither.
    const mail = (tx: Database, token: string) => sendLinkMail(c, { kind: 'confirmEmail', to: { name: input.name, email: input.email }, locale: input.lang, token }, tx);
    const result = await registerUser(db, { name: input.name, email: input.email, password: input.password, locale: input.lang, now: now(), mail });
    if (!result.ok) {
      throw fieldError('email', t('authValidation.emailTaken'));
    }
    return c.json({ data: { email: input.email, message: t('auth.registered', { email: input.email }) } }, 200);
  })
  .post('/login', jsonBody(loginSchema), async (c) => {
    const input = c.req.valid('json');
    await guardForm(c, { action: 'login', email: input.email, locale: input.lang, recaptchaToken: input.recaptcha_token });
    const t = translator(input.lang);
    const { db, now } = c.var.deps;
    const result = await logIn(db, { email: input.email, password: input.password, now: now() });
    if (!result.ok) {
      if (result.reason === 'wrongPair') return c.json(errorBody(t('auth.wrongPair'), { code: loginErrorCodes.wrongPair }), 401);
      return c.json(errorBody(t(`auth.${result.reason}`), { code: loginErrorCodes[result.reason] }), 403);
    }
    setSessionCookies(c, result.accessToken, result.user);
    return c.json({ data: { access_token: result.accessToken, user: result.user } }, 200);
  })
  .post('/logout', jsonBody(logoutSchema), async (c) => {
    const { lang } = c.req.valid('json');
    const token = requestToken(c);
    if (token) await revokeAccessToken(c.var.deps.db, { token });
    clearSessionCookies(c);
    return c.json({ data: { logged_out: true, message: translator(lang ?? requestLocale(c))('auth.loggedOut') } }, 200);
  })
  .post('/email-confirm', jsonBody(tokenSchema), async (c) => {
    const { lang, token } = c.req.valid('json');
    const { db, now } = c.var.deps;
    const result = await confirmEmail(db, { token, now: now() });
    if (!result.ok) throw linkError(lang, result.problem);
    return c.json({ data: { email: result.email, message: translator(lang)('auth.emailConfirmed') } }, 200);
  })
  .post('/email-confirm/resend', jsonBody(resendConfirmationSchema), async (c) => {
    const input = c.req.valid('json');
    await guardForm(c, { action: 'resend', email: input.email, locale: input.lang, recaptchaToken: input.recaptcha_token });
    // The same work, answer and time for every address, so they tell nobody which ones are registered.
    await requestLinkMail(c.var.deps.db, confirmationResendRequested, { email: input.email, locale: input.lang, origin: publicOrigin(c.var.deps.config, c.req.raw) });
    return c.json({ data: { message: translator(input.lang)('auth.confirmationResent', { email: input.email }) } }, 200);
  })
  .post('/password-reset', jsonBody(passwordResetSchema), async (c) => {
    const input = c.req.valid('json');
    await guardForm(c, { action: 'passwordReset', email: input.email, locale: input.lang, recaptchaToken: input.recaptcha_token });
    await requestLinkMail(c.var.deps.db, passwordResetRequested, { email: input.email, locale: input.lang, origin: publicOrigin(c.var.deps.config, c.req.raw) });
    return c.json({ data: { message: translator(input.lang)('auth.resetSent', { email: input.email }) } }, 200);
  })
  .post('/password-reset/confirm', jsonBody(newPasswordSchema), async (c) => {
    const input = c.req.valid('json');
    const { db, now } = c.var.deps;
    const result = await resetPassword(db, { token: input.token, passwordHash: await hashPassword(input.password), now: now() });
    if (!result.ok) throw linkError(input.lang, result.problem);
    clearSessionCookies(c);
    return c.json({ data: { message: translator(input.lang)('auth.passwordReset') } }, 200);
  });
