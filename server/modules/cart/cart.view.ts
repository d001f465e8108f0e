import type { Cart, CartCoupon, CartLine, CartOptionAttribute } from '../../../common/cart.ts';
import { cartSums, lineCount, lineCountCap, lineSum } from '../../../common/cart-money.ts';
import { baseCurrency, minorToDecimal } from '../../../common/currency.ts';
import { translator } from '../../../common/i18n.ts';
import type { Locale } from '../../../common/locales.ts';
import { couponMessage } from './cart.coupons.ts';
import type { CartContents, CartContentsLine } from './cart.contents.ts';
import type { CartLineRow } from './cart.queries.ts';

type ImageRow = { productId: number; path: string; colorValueId: number | null };

/** The first picture of the option's colour, else the product's first picture. */
export function lineImage(images: ImageRow[], row: Pick<CartLineRow, 'productId' | 'colorValueId'>): string | null {
  const own = images.filter((image) => image.productId === row.productId);
  const ofColor = row.colorValueId === null ? undefined : own.find((image) => image.colorValueId === row.colorValueId);
  return (ofColor ?? own[0])?.path ?? null;
}

type AttributeFields = 'colorSlug' | 'colorAttribute' | 'colorName' | 'sizeSlug' | 'sizeAttribute' | 'sizeName';

export function optionAttributes(row: Pick<CartLineRow, AttributeFields>): CartOptionAttribute[] {
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

function toLine(row: CartContentsLine, locale: Locale, short: boolean): CartLine {
  const stock = availableStock(row);
  const count = lineCount(row.count);
  const price = minorToDecimal(row.price);
  const oldPrice = minorToDecimal(row.oldPrice ?? 0);
  return {
    id: row.id,
    product_id: row.productId,
    option_id: row.optionId,
    name: row.name ?? '',
    image: row.image,
    path: row.path === null ? '' : `/${row.path}`,
    count,
    max_count: lineCountCap(stock),
    price,
    old_price: oldPrice,
    special: row.specialPrice === null ? null : minorToDecimal(row.specialPrice),
    currency: baseCurrency,
    alert: stockAlert(locale, { stock, count, short }),
    option: { id: row.optionId, price, old_price: oldPrice, product_attributes: optionAttributes(row) },
    line_total: minorToDecimal(lineSum(row)),
  };
}

/**
 * The cart answer: every price and total from the rows read, with the coupon if it still applies.
 * The line of `shortOptionId` (just capped at its stock) says how many are left.
 */
export function toCartView({
  cartId,
  contents: { lines, coupon },
  locale,
  now,
  shortOptionId,
}: {
  cartId: string;
  contents: CartContents;
  locale: Locale;
  now: Date;
  shortOptionId?: number;
}): Cart {
  const products = lines.map((row) => toLine(row, locale, row.optionId === shortOptionId));
  const sums = cartSums(lines, coupon, { now });
  let applied: CartCoupon | null = null;
  let couponError: string | undefined;
  if (coupon && sums.couponProblem) {
    couponError = couponMessage(locale, sums.couponProblem, { code: coupon.code, minTotal: coupon.minTotal });
  } else if (coupon) {
    const value = coupon.type === 'percent' ? coupon.value : coupon.value / 100;
    applied = { code: coupon.code, type: coupon.type, value, discount: minorToDecimal(sums.discount) };
  }
  return {
    cart_id: cartId,
    count: sums.units,
    products,
    total_price: minorToDecimal(sums.regular),
    total_price_with_discount: minorToDecimal(sums.subtotal),
    total_price_with_coupon: minorToDecimal(sums.goods),
    coupon: applied,
    ...(couponError === undefined ? {} : { coupon_error: couponError }),
    has_alerts: products.some((line) => line.alert !== ''),
  };
}
