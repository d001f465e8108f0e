import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../http/app-env.ts';

/**
 * The proof that this browser placed an order: the id of the cart each order was made from.
 * Only the placing browser ever held that id (the order keeps just its hash, and the cart is gone
 * once ordered); the thank-you link carries the order's key, which is something else. So the page
 * opens for a guest only with the link's key and this cookie, and neither a forwarded link nor a
 * cookie written by hand from the link's key shows anything.
 */
export const orderAccessCookie = 'orderAccess';
const rememberedOrders = 10;
const lifetimeSeconds = 90 * 24 * 3600;
const cartIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function orderProofsFromCookie(value: string | undefined): string[] {
  return (value ?? '').split('.').filter((proof) => cartIdPattern.test(proof));
}

/** Remembers the cart an order was placed from, in an HttpOnly cookie (the newest ten orders). */
export function rememberOrderAccess<E extends AppEnv>(c: Context<E>, cartId: string) {
  const proof = cartId.toLowerCase();
  const proofs = [proof, ...orderProofsFromCookie(getCookie(c, orderAccessCookie)).filter((known) => known !== proof)].slice(0, rememberedOrders);
  setCookie(c, orderAccessCookie, proofs.join('.'), {
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.var.deps.config.NODE_ENV === 'production',
    path: '/',
    maxAge: lifetimeSeconds,
  });
}
