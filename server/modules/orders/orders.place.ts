import { createHash } from 'node:crypto';
import { and, eq, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { productOptions } from '../../db/schema/catalog.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { orderLines, orders, payments } from '../../db/schema/orders.ts';
import { currencies } from '../../db/schema/settings.ts';
import { lineCount, lineSum, struckPrice, unitPrice, type CouponProblem } from '../../../common/cart-money.ts';
import type { PaymentMethod } from '../../../common/checkout.ts';
import { baseCurrency, recount } from '../../../common/currency.ts';
import type { Locale } from '../../../common/locales.ts';
import { deleteCart, readCart, type CartContentsLine } from '../cart/cart.contents.ts';
import { availableStock, optionAttributes } from '../cart/cart.view.ts';
import { invoiceNumber, nextOrderNumber } from './orders.numbers.ts';
import { orderSums, payableDelivery } from './orders.sums.ts';


export interface PlaceOrderInput {
  cartId: string;
  userId: number | null;
  locale: Locale;
  /** The currency the shopper saw; the order keeps it with its rate. Amounts stay in UAH. */
  currencyCode: string;
  customer: { name: string; email: string; phone: string };
  /**
   * Delivery as chosen; `cost` in kopiyky, computed by the caller from the carrier's tariff (null:
   * paid to the carrier at its rates). From `freeFrom` (kopiyky, the goods after the discount as
   * counted here) the shop pays it.
   */
  delivery: {
    region: 'ukraine' | 'international';
    method: string;
    details: Record<string, unknown>;
    cost: number | null;
    freeFrom?: number;
    /** The parcel the cost was quoted for (grams, declared value in kopiyky): a cart changed since is refused. */
    parcel?: { weightGrams: number; declaredValue: number };
  };
  paymentMethod: PaymentMethod;
  /**
   * A transfer paid in another currency: the payment's amount is the total recounted at that
   * currency's rate as read in the order's own transaction (no usable rate: refused).
   */
  transferCurrency?: string;
  comment?: string;
  /** A random secret from the checkout page: the same key again gives the same order. */
  idempotencyKey: string;
  now: Date;
  /** Runs in the order's transaction once it is written (its confirmation mail is recorded there). */
  onPlaced?: (tx: Database, order: { id: number; number: string }) => Promise<void>;
}

/** What the checkout needs of a placed order (new, or made before with the same key). */
export interface PlacedOrderRecord {
  orderId: number;
  number: string;
  /** Kopiyky, as charged. */
  total: number;
  paymentMethod: string;
  userId: number | null;
  /** Hash of the cart it was placed from (see `cartHash`). */
  cartHash: string | null;
}

export type PlaceOrderResult =
  | ({ ok: true; created: boolean } & PlacedOrderRecord)
  | { ok: false; problem: 'cartNotFound' | 'cartEmpty' | 'currency' | 'transferRate' | 'cartChanged' }
  | { ok: false; problem: 'outOfStock'; optionIds: number[] }
  | { ok: false; problem: 'coupon'; coupon: CouponProblem; code: string; minTotal: number };

/** Refusals found inside the transaction: thrown so that everything written so far rolls back. */
class Refusal extends Error {
  readonly result: Extract<PlaceOrderResult, { ok: false }>;
  constructor(result: Extract<PlaceOrderResult, { ok: false }>) {
    super(result.problem);
    this.result = result;
  }
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The page's key is also the buyer's proof for the thank-you page, so only hashes are stored:
 * one to find a repeated request, one (of a different string) to check the page's link.
 */
export const idempotencyHash = (key: string) => sha256(`order:${key}`);
export const accessKeyHash = (key: string) => sha256(`access:${key}`);
export const cartHash = (cartId: string) => sha256(`cart:${cartId.toLowerCase()}`);

const placedColumns = {
  orderId: orders.id,
  number: orders.number,
  total: orders.total,
  paymentMethod: orders.paymentMethod,
  userId: orders.userId,
  cartHash: orders.cartHash,
};

/** The order an idempotency key already made, if any. */
export async function existingOrder(db: Database, idempotencyKey: string): Promise<PlacedOrderRecord | undefined> {
  const [row] = await db.select(placedColumns).from(orders).where(eq(orders.idempotencyKey, idempotencyHash(idempotencyKey)));
  return row;
}

/** The words that tell options apart on an invoice ("Олива, L"). */
function optionLabel(row: CartContentsLine): string {
  return optionAttributes(row)
    .map((attribute) => attribute.alt)
    .join(', ');
}

/**
 * Takes the units of every line off the stock, in option order so that two orders never wait on
 * each other. A line whose units are gone (taken by someone else a moment ago) refuses the whole
 * order and names its option.
 */
async function takeStock(tx: Database, rows: CartContentsLine[]) {
  const short: number[] = [];
  for (const row of [...rows].sort((a, b) => a.optionId - b.optionId)) {
    const count = lineCount(row.count);
    const taken = row.isActive
      ? await tx
          .update(productOptions)
          .set({ stock: sql`${productOptions.stock} - ${count}` })
          .where(and(eq(productOptions.id, row.optionId), gte(productOptions.stock, count)))
          .returning({ id: productOptions.id })
      : [];
    if (taken.length === 0) short.push(row.optionId);
  }
  if (short.length > 0) throw new Refusal({ ok: false, problem: 'outOfStock', optionIds: short });
}

/** Counts one use of the coupon, unless its last use went to another order a moment ago. */
async function useCoupon(tx: Database, coupon: { id: number; code: string; minTotal: number }) {
  const used = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(and(eq(coupons.id, coupon.id), or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit))))
    .returning({ id: coupons.id });
  if (used.length === 0) throw new Refusal({ ok: false, problem: 'coupon', coupon: 'usedUp', code: coupon.code, minTotal: coupon.minTotal });
}

/**
 * A transfer's currency and amount in its minor units: the total (kopiyky) recounted from the base
 * currency at the rates read with the order; null when either rate is missing or unusable.
 */
function transferPayment(total: number, code: string, rates: { code: string; rate: string }[]): { currencyCode: string; amount: number } | null {
  const rateOf = (wanted: string) => rates.find((row) => row.code === wanted) ?? { rate: '' };
  const amount = recount(total / 100, rateOf(baseCurrency), rateOf(code));
  return Number.isNaN(amount) ? null : { currencyCode: code, amount: Math.round(amount * 100) };
}

/**
 * Turns a cart into an order in one transaction: prices, discount and totals come from the
 * database now (nothing the page says about money is trusted), the stock and the coupon's uses
 * are taken, the order with a snapshot of its lines and its pending payment is written, and the
 * cart is gone. A refusal leaves nothing behind. The same idempotency key again answers the
 * order it made (`created: false`), even when both requests arrive at once.
 */
export async function placeOrder(db: Database, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const { cartId, locale, now } = input;
  const earlier = await existingOrder(db, input.idempotencyKey);
  if (earlier) return { ok: true, created: false, ...earlier };
  try {
    return await db.transaction(async (tx) => {
      // Locks the cart: a second checkout of the same cart waits here, then finds it gone.
      const cart = await readCart(tx, { cartId, locale, now, lock: true, images: true });
      if (!cart) throw new Refusal({ ok: false, problem: 'cartNotFound' });
      const { lines: rows, coupon } = cart;
      const [currencyRows, transferRates] = await Promise.all([
        tx.select({ rate: currencies.rate }).from(currencies).where(and(eq(currencies.code, input.currencyCode), gt(currencies.status, 0))),
        input.transferCurrency === undefined
          ? undefined
          : tx.select({ code: currencies.code, rate: currencies.rate }).from(currencies).where(inArray(currencies.code, [baseCurrency, input.transferCurrency])),
      ]);
      if (rows.length === 0) throw new Refusal({ ok: false, problem: 'cartEmpty' });
      const [currency] = currencyRows;
      if (!currency) throw new Refusal({ ok: false, problem: 'currency' });
      const unavailable = rows.filter((row) => availableStock(row) < lineCount(row.count)).map((row) => row.optionId);
      if (unavailable.length > 0) throw new Refusal({ ok: false, problem: 'outOfStock', optionIds: unavailable });

      // The subtotal is what the lines cost now, special prices included.
      const { subtotal: withDiscount, discount, couponProblem, grams } = orderSums(rows, coupon, { now });
      if (coupon && couponProblem) throw new Refusal({ ok: false, problem: 'coupon', coupon: couponProblem, code: coupon.code, minTotal: coupon.minTotal });
      // Lines added in another tab since the delivery was priced would ship at the lighter parcel's price.
      const { parcel } = input.delivery;
      if (parcel && (parcel.weightGrams !== grams || parcel.declaredValue !== withDiscount - discount)) {
        throw new Refusal({ ok: false, problem: 'cartChanged' });
      }
      const deliveryCost = payableDelivery(input.delivery.cost, { goods: withDiscount - discount, freeFrom: input.delivery.freeFrom }) ?? 0;
      const total = withDiscount - discount + deliveryCost;
      const transfer = input.transferCurrency === undefined || !transferRates ? undefined : transferPayment(total, input.transferCurrency, transferRates);
      if (transfer === null) throw new Refusal({ ok: false, problem: 'transferRate' });

      // Claims the key first: a twin request waits on it and then inserts nothing.
      const [order] = await tx
        .insert(orders)
        .values({
          number: await nextOrderNumber(tx, { now }),
          userId: input.userId,
          locale,
          currencyCode: input.currencyCode,
          currencyRate: currency.rate,
          customerName: input.customer.name,
          customerEmail: input.customer.email,
          customerPhone: input.customer.phone,
          deliveryRegion: input.delivery.region,
          deliveryMethod: input.delivery.method,
          deliveryDetails: input.delivery.details,
          paymentMethod: input.paymentMethod,
          couponCode: coupon?.code ?? null,
          subtotal: withDiscount,
          discount,
          deliveryCost,
          total,
          comment: input.comment ?? null,
          idempotencyKey: idempotencyHash(input.idempotencyKey),
          accessKeyHash: accessKeyHash(input.idempotencyKey),
          cartHash: cartHash(cartId),
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: orders.idempotencyKey })
        .returning(placedColumns);
      if (!order) throw new Refusal({ ok: false, problem: 'cartNotFound' });

      await takeStock(tx, rows);
      if (coupon) await useCoupon(tx, coupon);
      await tx.insert(orderLines).values(
        rows.map((row) => ({
          orderId: order.orderId,
          productId: row.productId,
          optionId: row.optionId,
          sku: row.sku,
          name: row.name ?? row.sku,
          optionLabel: optionLabel(row),
          image: row.image,
          price: unitPrice(row),
          oldPrice: struckPrice(row),
          count: lineCount(row.count),
          total: lineSum(row),
        })),
      );
      await tx.insert(payments).values({
        orderId: order.orderId,
        provider: input.paymentMethod,
        ...(transfer ?? { amount: total }),
        invoiceNumber: input.paymentMethod === 'invoice' ? invoiceNumber(order.number) : null,
        createdAt: now,
        updatedAt: now,
      });
      await deleteCart(tx, { cartId });
      await input.onPlaced?.(tx, { id: order.orderId, number: order.number });
      return { ok: true as const, created: true, ...order };
    });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    // The cart was gone because a twin request with this key placed the order meanwhile.
    if (error.result.problem === 'cartNotFound') {
      const twin = await existingOrder(db, input.idempotencyKey);
      if (twin) return { ok: true, created: false, ...twin };
    }
    return error.result;
  }
}
