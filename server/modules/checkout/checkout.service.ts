import type { CheckoutRegion, CheckoutSummary, InternationalOrderInput, PlacedOrder, UkraineOrderInput } from '../../../common/checkout.ts';
import { minorToDecimal } from '../../../common/currency.ts';
import { translator } from '../../../common/i18n.ts';
import type { Locale } from '../../../common/locales.ts';
import type { AppDeps } from '../../http/app-env.ts';
import { liqpayCheckoutForm } from '../../integrations/liqpay/liqpay.ts';
import { cartHash, existingOrder, placeOrder, type PlacedOrderRecord, type PlaceOrderResult } from '../orders/orders.place.ts';
import { deliveryLabel } from '../orders/orders.view.ts';
import { openCardAttempt } from '../payments/payments.attempts.ts';
import { liqpayOrderId } from '../payments/payments.service.ts';
import { isUnknownCity } from '../delivery/delivery.service.ts';
import { getSettings } from '../settings/settings.service.ts';
import { payableDelivery } from '../orders/orders.sums.ts';
import { cartMoney, type CartMoney } from './checkout.cart.ts';
import { methodPrices, resolveInternationalDelivery, resolveUkraineDelivery, type DeliveryRefusal, type Parcel } from './checkout.delivery.ts';
import { enqueueOrderConfirmation } from './checkout.jobs.ts';
import { enqueueShopNotices } from '../shop-notices/shop-notices.jobs.ts';
import { availablePaymentMethods, transferCurrency } from './checkout.methods.ts';
import { thankYouPath } from './checkout.thankyou.ts';

export type CheckoutDeps = Pick<AppDeps, 'db' | 'config' | 'logger' | 'now'>;

/** The shop pays delivery across Ukraine from this total of goods (kopiyky), if the settings say so. */
async function freeDeliveryFrom(deps: CheckoutDeps, { region, locale }: { region: CheckoutRegion; locale: Locale }): Promise<number | undefined> {
  if (region !== 'ukraine') return undefined;
  const from = (await getSettings(deps.db, { locale }))?.free_delivery_from;
  return from === undefined ? undefined : Math.round(from * 100);
}

const parcelOf = (money: CartMoney): Parcel => ({ weightKg: money.weightKg, declaredValue: money.subtotal - money.discount });

/** What the order would cost with this delivery, as the order will count it; or what is unknown: the cart, or the city. */
export async function checkoutSummary(
  deps: CheckoutDeps,
  { cartId, region, deliveryMethod, cityRef, country, locale }: { cartId: string; region: CheckoutRegion; deliveryMethod?: string; cityRef?: string; country?: string; locale: Locale },
): Promise<CheckoutSummary | 'unknownCart' | 'unknownCity'> {
  const money = await cartMoney(deps.db, { cartId, locale, now: deps.now() });
  if (!money) return 'unknownCart';
  if (region === 'ukraine' && cityRef && (await isUnknownCity(deps, cityRef))) return 'unknownCity';
  const goods = money.subtotal - money.discount;
  const freeFrom = await freeDeliveryFrom(deps, { region, locale });
  const carrierRates = translator(locale)('delivery.carrierRates');
  const prices = (await methodPrices(deps, { region, cityRef, country, parcel: parcelOf(money) })).map((price) => ({ ...price, cost: payableDelivery(price.cost, { goods, freeFrom }) }));
  const chosen = prices.find((price) => price.method === deliveryMethod && price.available);
  const deliveryCost = chosen?.cost ?? null;
  const options = prices.map((price) => ({
    method: price.method,
    label: deliveryLabel(price.method, locale),
    cost: price.cost === null ? null : minorToDecimal(price.cost),
    note: price.cost === null && price.available ? carrierRates : null,
    available: price.available,
  }));
  return {
    items_count: money.units,
    subtotal: minorToDecimal(money.subtotal),
    discount: minorToDecimal(money.discount),
    coupon: money.coupon,
    coupon_error: money.couponError,
    delivery_cost: deliveryCost === null ? null : minorToDecimal(deliveryCost),
    delivery_note: chosen && deliveryCost === null ? carrierRates : null,
    total: minorToDecimal(goods + (deliveryCost ?? 0)),
    weight_kg: Math.round(money.weightKg * 1000) / 1000,
    delivery_options: options,
  };
}

export type PlaceCheckoutResult =
  | { ok: true; created: boolean; placed: PlacedOrder; key: string }
  | Extract<PlaceOrderResult, { ok: false }>
  | { ok: false; problem: 'field'; refusal: DeliveryRefusal };

/** An order request with where it goes (`region` is taken: abroad it is the address's state or province). */
export type CheckoutOrderInput = ({ destination: 'ukraine' } & UkraineOrderInput) | ({ destination: 'international' } & InternationalOrderInput);

/**
 * The LiqPay form for the order's payment attempt (see `openCardAttempt`): none once the order
 * cannot be paid by card, or while the shop has no LiqPay keys.
 */
async function cardPaymentForm(
  deps: CheckoutDeps,
  { order, locale, origin, key }: { order: { id: number } | { number: string }; locale: Locale; origin: string; key: string | null },
) {
  const { LIQPAY_PUBLIC_KEY: publicKey, LIQPAY_PRIVATE_KEY: privateKey, LIQPAY_CHECKOUT_URL: checkoutUrl } = deps.config;
  if (!publicKey || !privateKey) return null;
  const attempt = await openCardAttempt(deps.db, { order, now: deps.now() });
  if (!attempt) return null;
  const { orderNumber: number, payment } = attempt;
  const form = liqpayCheckoutForm({
    publicKey,
    privateKey,
    checkoutUrl,
    orderId: liqpayOrderId({ orderNumber: number, paymentId: payment.id }),
    amount: payment.amount,
    currency: payment.currencyCode,
    description: translator(locale)('checkoutMethods.liqpayDescription', { number }),
    language: locale,
    resultUrl: `${origin}${thankYouPath({ number, key, locale })}`,
    serverUrl: `${origin}/api/payments/liqpay/callback`,
  });
  return { provider: 'liqpay' as const, ...form };
}

/**
 * Places the order of a checkout: the delivery is checked and priced, the payment method must be
 * one the shop takes now, and the order is written in one transaction (see `placeOrder`). A new
 * order is mailed to the buyer in their language; a card payment gets its LiqPay form.
 */
export async function placeCheckoutOrder(
  deps: CheckoutDeps,
  { input, userId, origin }: { input: CheckoutOrderInput; userId: number | null; origin: string },
): Promise<PlaceCheckoutResult> {
  const locale = input.lang;
  const money = await cartMoney(deps.db, { cartId: input.cart_id, locale, now: deps.now() });
  if (!money || money.units === 0) {
    // A retry of an order already placed answers that order again. Its cart is gone by now, or
    // was read as a twin request's order committed (its row before, its lines after): empty.
    const earlier = await existingOrder(deps.db, input.idempotency_key);
    if (earlier) return replay(deps, { placed: earlier, input, userId, origin });
    return { ok: false, problem: money ? 'cartEmpty' : 'cartNotFound' };
  }
  const methods = await availablePaymentMethods(deps, { region: input.destination, locale });
  if (!methods.includes(input.payment_method)) {
    const message = input.payment_method === 'liqpay' ? 'checkoutValidation.cardUnavailable' : 'checkoutValidation.paymentMethod';
    return { ok: false, problem: 'field', refusal: { field: 'payment_method', message } };
  }
  const parcel = parcelOf(money);
  const resolved = input.destination === 'ukraine' ? await resolveUkraineDelivery(deps, input, { parcel, locale }) : resolveInternationalDelivery(input, { parcel });
  if (!resolved.ok) return { ok: false, problem: 'field', refusal: resolved.refusal };
  const { delivery } = resolved;
  if (input.payment_method === 'invoice') Object.assign(delivery.details, { company_name: input.company_name, company_code: input.company_code });
  // A transfer from abroad is asked in euros or dollars; its amount is fixed with the order, at the rate read there.
  const transfer = input.payment_method === 'swift' ? transferCurrency(await getSettings(deps.db, { locale }), input.currency) : undefined;
  if (transfer === null) return { ok: false, problem: 'field', refusal: { field: 'payment_method', message: 'checkoutValidation.transferUnavailable' } };

  const placed = await placeOrder(deps.db, {
    cartId: input.cart_id,
    userId,
    locale,
    currencyCode: input.currency,
    customer: { name: input.name, email: input.email, phone: input.phone },
    delivery: {
      region: input.destination,
      method: delivery.method,
      details: delivery.details,
      cost: delivery.cost,
      freeFrom: await freeDeliveryFrom(deps, { region: input.destination, locale }),
      parcel: { weightGrams: money.weightGrams, declaredValue: parcel.declaredValue },
    },
    paymentMethod: input.payment_method,
    transferCurrency: transfer?.code,
    comment: input.comment || undefined,
    idempotencyKey: input.idempotency_key,
    now: deps.now(),
    // The confirmation and the shop's notices are recorded with the order: a process that dies after the commit still sends them.
    onPlaced: async (tx, order) => {
      await enqueueOrderConfirmation(tx, { orderId: order.id, locale, origin, key: input.idempotency_key });
      await enqueueShopNotices(tx, deps.config, { orderId: order.id, origin });
    },
  });
  if (!placed.ok) return placed;
  // Placing answers the order this key made before (a twin request's, or a retry's with another cart) as not created.
  return placed.created ? answerPlaced(deps, { placed, created: true, input, origin }) : replay(deps, { placed, input, userId, origin });
}

/**
 * A repeated request answers its order only when it also names the order's cart (or comes from the
 * account that placed it): the key alone is in the thank-you link, which may have been forwarded.
 */
function replay(
  deps: CheckoutDeps,
  { placed, input, userId, origin }: { placed: PlacedOrderRecord; input: CheckoutOrderInput; userId: number | null; origin: string },
): Promise<PlaceCheckoutResult> | PlaceCheckoutResult {
  const sameBuyer = placed.cartHash === cartHash(input.cart_id) || (placed.userId !== null && placed.userId === userId);
  return sameBuyer ? answerPlaced(deps, { placed, created: false, input, origin }) : { ok: false, problem: 'cartNotFound' };
}

/** The answer to a placed order: its thank-you link and card form. */
async function answerPlaced(
  deps: CheckoutDeps,
  { placed, created, input, origin }: { placed: PlacedOrderRecord; created: boolean; input: CheckoutOrderInput; origin: string },
): Promise<PlaceCheckoutResult> {
  const locale = input.lang;
  const { number, total } = placed;
  if (input.total !== undefined && Math.round(Number(String(input.total).replace(',', '.')) * 100) !== total) {
    deps.logger.info({ order: number, pageTotal: input.total, total: minorToDecimal(total) }, 'checkout page showed another total; the server total is charged');
  }
  const thankYouUrl = thankYouPath({ number, key: input.idempotency_key, locale });
  const payment = placed.paymentMethod === 'liqpay' ? await cardPaymentForm(deps, { order: { id: placed.orderId }, locale, origin, key: input.idempotency_key }) : null;
  return { ok: true, created, key: input.idempotency_key, placed: { number, thankyou_url: thankYouUrl, payment } };
}

/** A new attempt to pay an order by card (from its thank-you page): the form, or null when it is paid or not a card order. */
export function payAgain(deps: CheckoutDeps, { orderNumber, key, locale, origin }: { orderNumber: string; key: string | null; locale: Locale; origin: string }) {
  return cardPaymentForm(deps, { order: { number: orderNumber }, locale, origin, key });
}
