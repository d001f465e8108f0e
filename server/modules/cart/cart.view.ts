import { maxLineCount, type Cart, type CartCoupon, type CartLine, type CartOptionAttribute } from '../../../common/cart.ts';
import { baseCurrency, minorToDecimal } from '../../../common/currency.ts';
import { translator } from '../../../common/i18n.ts';
import type { Locale } from '../../../common/locales.ts';
import { couponDiscount, couponMessage, couponProblem } from './cart.coupons.ts';
import type { CartLineRow, CouponRow } from './cart.queries.ts';

type ImageRow = { productId: number; path: string; colorValueId: number | null };

/** The first picture of the option's colour, else the product's first picture. */
export function lineImage(images: ImageRow[], row: CartLineRow): string | null {
  const own = images.filter((image) => image.productId === row.productId);
  const ofColor = row.colorValueId === null ? undefined : own.find((image) => image.colorValueId === row.colorValueId);
  return (ofColor ?? own[0])?.path ?? null;
}

export function optionAttributes(row: CartLineRow): CartOptionAttribute[] {
  const attributes: CartOptionAttribute[] = [];
  if (row.colorSlug !== null) attributes.push({ attr_name: row.colorAttribute ?? '', alt: row.colorName ?? row.colorSlug, slug: row.colorSlug });
  if (row.sizeSlug !== null) attributes.push({ attr_name: row.sizeAttribute ?? '', alt: row.sizeName ?? row.sizeSlug, slug: row.sizeSlug });
  return attributes;
}

/** The units still on sale: none once the product is withdrawn. */
export function availableStock(row: Pick<CartLineRow, 'isActive' | 'stock'>): number {
  return row.isActive ? Math.max(row.stock, 0) : 0;
}

/** `short`: the shopper just asked for more than the stock, so the line was capped to it. */
function stockAlert(locale: Locale, { stock, count, short }: { stock: number; count: number; short: boolean }): string {
  const t = translator(locale);
  if (stock === 0) return t('cart.unavailable');
  return stock < count || short ? t('cart.onlyLeft', { count: stock }) : '';
}

function toLine(row: CartLineRow, images: ImageRow[], locale: Locale, short: boolean): CartLine {
  const stock = availableStock(row);
  const count = Math.min(row.count, maxLineCount);
  const effective = row.specialPrice ?? row.price;
  const price = minorToDecimal(row.price);
  const oldPrice = minorToDecimal(row.oldPrice ?? 0);
  return {
    id: row.id,
    product_id: row.productId,
    option_id: row.optionId,
    name: row.name ?? '',
    image: lineImage(images, row),
    path: row.path === null ? '' : `/${row.path}`,
    count,
    max_count: Math.min(stock, maxLineCount),
    price,
    old_price: oldPrice,
    special: row.specialPrice === null ? null : minorToDecimal(row.specialPrice),
    currency: baseCurrency,
    alert: stockAlert(locale, { stock, count, short }),
    option: { id: row.optionId, price, old_price: oldPrice, product_attributes: optionAttributes(row) },
    line_total: minorToDecimal(effective * count),
  };
}

/** Totals in kopiyky of a cart's lines as read (the coupon's minimum applies to `withDiscount`). */
export function cartTotals(rows: CartLineRow[]): { regular: number; withDiscount: number } {
  let regular = 0;
  let withDiscount = 0;
  for (const row of rows) {
    const count = Math.min(row.count, maxLineCount);
    regular += row.price * count;
    withDiscount += (row.specialPrice ?? row.price) * count;
  }
  return { regular, withDiscount };
}

/**
 * The cart answer: every price and total from the rows read, with the coupon if it still applies.
 * The line of `shortOptionId` (just capped at its stock) says how many are left.
 */
export function toCartView({
  cartId,
  rows,
  images,
  coupon,
  locale,
  now,
  shortOptionId,
}: {
  cartId: string;
  rows: CartLineRow[];
  images: ImageRow[];
  coupon: CouponRow | undefined;
  locale: Locale;
  now: Date;
  shortOptionId?: number;
}): Cart {
  const products = rows.map((row) => toLine(row, images, locale, row.optionId === shortOptionId));
  const { regular, withDiscount } = cartTotals(rows);
  let applied: CartCoupon | null = null;
  let couponError: string | undefined;
  let discount = 0;
  if (coupon) {
    const problem = couponProblem(coupon, { total: withDiscount, now });
    if (problem) {
      couponError = couponMessage(locale, problem, { code: coupon.code, minTotal: coupon.minTotal });
    } else {
      discount = couponDiscount(coupon, withDiscount);
      const value = coupon.type === 'percent' ? coupon.value : coupon.value / 100;
      applied = { code: coupon.code, type: coupon.type, value, discount: minorToDecimal(discount) };
    }
  }
  return {
    cart_id: cartId,
    count: products.reduce((sum, line) => sum + line.count, 0),
    products,
    total_price: minorToDecimal(regular),
    total_price_with_discount: minorToDecimal(withDiscount),
    total_price_with_coupon: minorToDecimal(withDiscount - discount),
    coupon: applied,
    ...(couponError === undefined ? {} : { coupon_error: couponError }),
    has_alerts: products.some((line) => line.alert !== ''),
  };
}
