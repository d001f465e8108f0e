import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import { textBefore } from '../../../common/text-before.ts';

export const newOrderKey = () => randomBytes(24).toString('base64url');

/** A city from the delivery directory (the built-in one without a key) and its first branch and locker. */
export async function directoryCity(t: TestApp, { query, lang = 'uk' }: { query: string; lang?: 'uk' | 'en' }) {
  const cities = await t.post('/api/delivery/cities', { lang, query });
  expect(cities.status).toBe(200);
  const city = cities.body.data[0];
  const branches = await t.post('/api/delivery/warehouses', { lang, settlement_ref: city.ref, kind: 'branch' });
  const lockers = await t.post('/api/delivery/warehouses', { lang, settlement_ref: city.ref, kind: 'locker' });
  return { city, branch: branches.body.data[0], locker: lockers.body.data[0] };
}

/** A complete Ukrainian order request: Nova Poshta branch, cash on delivery. */
export function ukraineOrder(
  { cartId, city, branch }: { cartId: string; city: { ref: string; city_ref: string; label: string }; branch: { ref: string } },
  overrides: Record<string, unknown> = {},
) {
  return {
    lang: 'uk',
    cart_id: cartId,
    currency: 'UAH',
    idempotency_key: newOrderKey(),
    name: 'Ірина Бойко',
    email: 'iryna@example.com',
    phone: '067 123 45 67',
    settlement_ref: city.ref,
    city_ref: city.city_ref,
    city_name: city.label,
    delivery_method: 'np_branch',
    warehouse_ref: branch.ref,
    payment_method: 'cash',
    policy: true,
    ...overrides,
  };
}

/** A complete international order request: Poland, Ukrposhta's parcel, card. */
export function internationalOrder({ cartId }: { cartId: string }, overrides: Record<string, unknown> = {}) {
  return {
    lang: 'en',
    cart_id: cartId,
    currency: 'EUR',
    idempotency_key: newOrderKey(),
    name: 'Anna Kowalska',
    email: 'anna@example.com',
    phone: '+48 601 234 567',
    country: 'PL',
    city: 'Kraków',
    postcode: '30-001',
    address: 'ul. Floriańska 12/4',
    delivery_method: 'intl_standard',
    payment_method: 'liqpay',
    policy: true,
    ...overrides,
  };
}

/** The `name=value` of a Set-Cookie header, as a browser would send it back. */
export function cookieFrom(headers: Headers, name: string): string {
  const cookie = headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
  expect(cookie, `Set-Cookie ${name}`).toBeDefined();
  return textBefore(cookie!, ';');
}
