import { Hono, type Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { translator } from '../../../common/i18n.ts';
import { loginErrorCodes, loginSchema, logoutSchema, registerSchema } from '../../../common/auth.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { accessTokenCookie, requestToken } from '../../http/auth.ts';
import { errorBody, HttpError } from '../../http/errors.ts';
import { readBody } from '../../http/validation.ts';
import { requestLocale } from '../../http/locale.ts';
import { logIn, registerUser } from './auth.service.ts';
import { accessTokenLifetimeSeconds, revokeAccessToken } from './auth.tokens.ts';

function setAccessCookie(c: Context<AppEnv>, token: string) {
  setCookie(c, accessTokenCookie, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.var.deps.config.NODE_ENV === 'production',
    path: '/',
    maxAge: accessTokenLifetimeSeconds,
  });
}

export const authApi = new Hono<AppEnv>()
  .post('/register', async (c) => {
    const input = await readBody(c, registerSchema);
    const t = translator(input.lang);
    const { db, now } = c.var.deps;
    const result = await registerUser(db, { name: input.name, email: input.email, password: input.password, locale: input.lang, now: now() });
    if (!result.ok) {
      const message = t('authValidation.emailTaken');
      throw new HttpError(422, message, { params: { email: [message] } });
    }
    return c.json({ data: { email: input.email, message: t('auth.registered', { email: input.email }) } }, 200);
  })
  .post('/login', async (c) => {
    const input = await readBody(c, loginSchema);
    const t = translator(input.lang);
    const { db, now } = c.var.deps;
    const result = await logIn(db, { email: input.email, password: input.password, now: now() });
    if (!result.ok) {
      return result.reason === 'wrongPair'
        ? c.json(errorBody(t('auth.wrongPair'), { code: loginErrorCodes.wrongPair }), 401)
        : c.json(errorBody(t('auth.notVerified'), { code: loginErrorCodes.notVerified }), 403);
    }
    setAccessCookie(c, result.accessToken);
    return c.json({ data: { access_token: result.accessToken, user: result.user } }, 200);
  })
  .post('/logout', async (c) => {
    const { lang } = await readBody(c, logoutSchema);
    const token = requestToken(c);
    if (token) await revokeAccessToken(c.var.deps.db, { token });
    deleteCookie(c, accessTokenCookie, { path: '/' });
    return c.json({ data: { logged_out: true, message: translator(lang ?? requestLocale(c))('auth.loggedOut') } }, 200);
  });
