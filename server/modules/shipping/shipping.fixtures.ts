// Test helpers of the shipping tests: a shop on the Nova Poshta stand-in and its orders.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PaymentMethod } from '../../../common/checkout.ts';
import { orders } from '../../db/schema/orders.ts';
import { fakeRefs, fakeSender, type FakeNovaPoshta } from '../../testing/fake-nova-poshta.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { cartWith } from '../cart/cart.fixtures.ts';
import { placeOrder } from '../orders/orders.place.ts';

export const kyivBranch25 = 'a0000001-0000-4000-8000-000000000025';

/** The environment of a shop whose Nova Poshta is the stand-in, with its sender configured. */
export const novaPoshtaEnv = (fake: FakeNovaPoshta) => ({
  NOVA_POSHTA_API_KEY: fake.apiKey,
  NOVA_POSHTA_API_URL: fake.url,
  NOVA_POSHTA_PRINT_URL: fake.printUrl,
  NOVA_POSHTA_SENDER_CITY_REF: fakeRefs.kyivCity,
  NOVA_POSHTA_SENDER_REF: fakeSender.ref,
  NOVA_POSHTA_SENDER_CONTACT_REF: fakeSender.contactRef,
  NOVA_POSHTA_SENDER_ADDRESS_REF: fakeSender.addressRef,
  NOVA_POSHTA_SENDER_PHONE: fakeSender.phone,
});

/** An order placed from a fresh cart for Nova Poshta's Kyiv branch 25 (or a Ukrposhta or foreign one). */
export async function placeShippingOrder(
  t: TestApp,
  { productId, paymentMethod = 'cash', method = 'np_branch', userId = null }: { productId: number; paymentMethod?: PaymentMethod; method?: string; userId?: number | null },
): Promise<{ orderId: number; number: string }> {
  const cartId = await cartWith(t, [{ product_id: productId, count: 2 }]);
  const details =
    method === 'np_courier'
      ? { city_ref: fakeRefs.kyivCity, city_name: 'м. Київ', street: 'вул. Січових Стрільців', house: '5', apartment: '7' }
      : method === 'np_branch'
        ? { city_ref: fakeRefs.kyivCity, settlement_ref: fakeRefs.kyivSettlement, city_name: 'м. Київ', warehouse_ref: kyivBranch25, warehouse_number: '25', warehouse_name: 'Відділення №25: вул. Хрещатик, 22' }
        : { city_ref: fakeRefs.kyivCity, city_name: 'м. Київ', postcode: '01001' };
  const placed = await placeOrder(t.deps.db, {
    cartId,
    userId,
    locale: 'uk',
    currencyCode: 'UAH',
    customer: { name: 'Ірина Бойко', email: 'iryna@example.com', phone: '+380671112233' },
    delivery: { region: 'ukraine', method, details, cost: 8500 },
    paymentMethod,
    idempotencyKey: randomBytes(24).toString('base64url'),
    now: t.deps.now(),
  });
  if (!placed.ok) throw new Error(`order not placed: ${JSON.stringify(placed)}`);
  return { orderId: placed.orderId, number: placed.number };
}

export async function orderRow(t: TestApp, orderId: number) {
  const [row] = await t.deps.db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}
