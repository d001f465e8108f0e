import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../http/app-env.ts';

/**
 * The keys of the orders placed in this browser. The thank-you link carries an order's key; the
 * page opens for a guest only when this browser placed that order too, so a forwarded or leaked
 * link shows nothing to anyone else.
 */
export const orderAccessCookie = 'orderAccess';
const rememberedOrders = 10;
const lifetimeSeconds = 90 * 24 * 3600;
const keyPattern = /^[A-Za-z0-9_-]{22,64}$/;

export function orderKeysFromCookie(value: string | undefined): string[] {
  return (value ?? '').split('.').filter((key) => keyPattern.test(key));
}

export function rememberOrderAccess<E extends AppEnv>(c: Context<E>, key: string) {
  const keys = [key, ...orderKeysFromCookie(getCookie(c, orderAccessCookie)).filter((known) => known !== key)].slice(0, rememberedOrders);
  setCookie(c, orderAccessCookie, keys.join('.'), {
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.var.deps.config.NODE_ENV === 'production',
    path: '/',
    maxAge: lifetimeSeconds,
  });
}
