import '../../messages.ts';
import { and, asc, eq } from 'drizzle-orm';
import type { OrderSummary, OrderView } from '../../../common/account.ts';
import { countryName } from '../../../common/countries.ts';
import { minorToDecimal } from '../../../common/currency.ts';
import { translator } from '../../../common/i18n.ts';
import type { Locale } from '../../../common/locales.ts';
import { trimDecimal } from '../../../common/money.ts';
import type { Database } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';

export type OrderRow = typeof orders.$inferSelect;

/** What an order keeps of its delivery, as the checkout wrote it (see checkout.delivery.ts). */
export interface DeliveryDetails {
  city_name?: string;
  warehouse_name?: string;
  street?: string;
  house?: string;
  apartment?: string;
  postcode?: string;
  country?: string;
  region?: string;
  city?: string;
  address?: string;
  /** The carrier could not quote: the shopper pays it on delivery. */
  carrier_rates?: boolean;
}

export function orderSummary(row: Pick<OrderRow, 'number' | 'createdAt' | 'status' | 'paymentStatus' | 'total' | 'currencyCode' | 'currencyRate'>, itemsCount: number): OrderSummary {
  return {
    number: row.number,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    payment_status: row.paymentStatus,
    total: minorToDecimal(row.total),
    currency_code: row.currencyCode,
    currency_rate: trimDecimal(row.currencyRate),
    items_count: itemsCount,
  };
}

const joined = (...parts: (string | undefined)[]) => parts.filter((part) => part && part.trim() !== '').join(', ');

/** Where the parcel goes, one line each, in the reader's language (country names included). */
export function deliveryLines(region: OrderRow['deliveryRegion'], details: DeliveryDetails, locale: Locale): string[] {
  const t = translator(locale);
  if (region === 'international') {
    return [details.address, joined(details.city, details.region, details.postcode), details.country ? countryName(locale, details.country) : undefined].filter(
      (line): line is string => Boolean(line),
    );
  }
  const place = details.warehouse_name
    ? details.warehouse_name
    : details.street
      ? joined(details.street, details.house, details.apartment ? t('checkoutMethods.apartment', { number: details.apartment }) : undefined)
      : details.postcode
        ? t('checkoutMethods.postcode', { postcode: details.postcode })
        : undefined;
  return [details.city_name, place].filter((line): line is string => Boolean(line));
}

export function deliveryLabel(method: string, locale: Locale): string {
  return translator(locale)(`checkoutMethods.delivery.${method}`, { defaultValue: method });
}

export function paymentLabel(method: string, locale: Locale): string {
  return translator(locale)(`checkoutMethods.payment.${method}`, { defaultValue: method });
}

/** Which order to load: by id (the shop's own code), or by number with its owner (a buyer's cabinet). */
export type OrderKey = { id: number } | { number: string; userId: number };

/** One order with its lines, named in the reader's language; null when none matches. */
export async function loadOrderView(db: Database, key: OrderKey, locale: Locale): Promise<{ row: OrderRow; view: OrderView } | null> {
  const where = 'id' in key ? eq(orders.id, key.id) : and(eq(orders.number, key.number), eq(orders.userId, key.userId));
  const [order] = await db.select().from(orders).where(where);
  if (!order) return null;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  const units = lines.reduce((sum, line) => sum + line.count, 0);
  const view: OrderView = {
    ...orderSummary(order, units),
    customer: { name: order.customerName, email: order.customerEmail, phone: order.customerPhone },
    delivery: {
      region: order.deliveryRegion,
      method: order.deliveryMethod,
      label: deliveryLabel(order.deliveryMethod, locale),
      lines: deliveryLines(order.deliveryRegion, order.deliveryDetails as DeliveryDetails, locale),
      note: (order.deliveryDetails as DeliveryDetails).carrier_rates ? translator(locale)('delivery.carrierRates') : null,
    },
    payment_method: order.paymentMethod,
    payment_label: paymentLabel(order.paymentMethod, locale),
    coupon: order.couponCode,
    subtotal: minorToDecimal(order.subtotal),
    discount: minorToDecimal(order.discount),
    delivery_cost: minorToDecimal(order.deliveryCost),
    comment: order.comment,
    lines: lines.map((line) => ({
      product_id: line.productId,
      name: line.name,
      option: line.optionLabel,
      image: line.image,
      sku: line.sku,
      price: minorToDecimal(line.price),
      old_price: line.oldPrice === null ? null : minorToDecimal(line.oldPrice),
      count: line.count,
      total: minorToDecimal(line.total),
    })),
  };
  return { row: order, view };
}

/**
 * What decides who may see an order known by its number alone (the thank-you page's link): its
 * id, buyer and key hashes. Nothing of the order itself is read before access is settled.
 */
export async function findOrderAccess(db: Database, { number }: { number: string }) {
  const [row] = await db
    .select({ id: orders.id, userId: orders.userId, accessKeyHash: orders.accessKeyHash, cartHash: orders.cartHash })
    .from(orders)
    .where(eq(orders.number, number));
  return row;
}
