// Test helpers of the order tests: orders placed through the real cart and placeOrder.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Locale } from '../../../common/locales.ts';
import { productOptions } from '../../db/schema/catalog.ts';
import { coupons } from '../../db/schema/coupons.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { cartCall, cartWith } from '../cart/cart.fixtures.ts';
import { enqueueOrderConfirmation } from '../checkout/checkout.jobs.ts';
import { placeOrder, type PlaceOrderInput } from './orders.place.ts';

export interface TestOrderInput {
  lines: { product_id: number; option_id?: number; count: number }[];
  locale?: Locale;
  coupon?: string;
  email?: string;
  userId?: number | null;
  paymentMethod?: PlaceOrderInput['paymentMethod'];
  now?: Date;
  /** Record the confirmation mail as the checkout does (its job keeps the guest's link key). */
  confirm?: boolean;
}

/** An order placed from a fresh cart, as the checkout places it (delivery to a Kyiv branch at 85 UAH). */
export async function placeTestOrder(t: TestApp, input: TestOrderInput): Promise<{ orderId: number; number: string }> {
  const cartId = await cartWith(t, input.lines);
  if (input.coupon) expect((await cartCall(t)('coupon', { cart_id: cartId, coupon: input.coupon })).status).toBe(200);
  const key = randomBytes(24).toString('base64url');
  const locale = input.locale ?? 'uk';
  const placed = await placeOrder(t.deps.db, {
    cartId,
    userId: input.userId ?? null,
    locale,
    currencyCode: 'UAH',
    customer: { name: 'Ірина Бойко', email: input.email ?? 'iryna@example.com', phone: '+380671234567' },
    delivery: { region: 'ukraine', method: 'nova_poshta_branch', details: { city_name: 'Київ', warehouse_name: 'Відділення №1' }, cost: 8500 },
    paymentMethod: input.paymentMethod ?? 'cash',
    idempotencyKey: key,
    now: input.now ?? t.deps.now(),
    onPlaced: input.confirm ? (tx, order) => enqueueOrderConfirmation(tx, { orderId: order.id, locale, origin: 'https://tabir.example', key }) : undefined,
  });
  if (!placed.ok) throw new Error(`order not placed: ${JSON.stringify(placed)}`);
  return { orderId: placed.orderId, number: placed.number };
}

export async function stockOf(t: TestApp, optionId: number): Promise<number> {
  const [row] = await t.deps.db.select({ stock: productOptions.stock }).from(productOptions).where(eq(productOptions.id, optionId));
  if (!row) throw new Error(`No option ${optionId}`);
  return row.stock;
}

export async function couponUses(t: TestApp, code: string): Promise<number> {
  const [row] = await t.deps.db.select({ used: coupons.usedCount }).from(coupons).where(eq(coupons.code, code));
  if (!row) throw new Error(`No coupon ${code}`);
  return row.used;
}
