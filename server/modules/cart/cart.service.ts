import type { Database } from '../../db/client.ts';
import type { Cart } from '../../../common/cart.ts';
import { cartSums, lineCount } from '../../../common/cart-money.ts';
import type { Locale } from '../../../common/locales.ts';
import { findCoupon, readCart } from './cart.contents.ts';
import { CartError } from './cart.errors.ts';
import { addUnits, lineCap, removeLine, setLineCount, unitsOfOption } from './cart.lines.ts';
import { countCartUnits, latestUserCartId, createCart, findCart, findProductOptions, isActiveProduct, loadCartLines, touchCart } from './cart.queries.ts';
import { toCartView } from './cart.view.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A live cart with every line priced from the database now; null when unknown or expired. */
export async function getCart(
  db: Database,
  { cartId, locale, now, shortOptionId }: { cartId: string; locale: Locale; now: Date; shortOptionId?: number },
): Promise<Cart | null> {
  const contents = await readCart(db, { cartId, locale, now, images: true });
  return contents && toCartView({ cartId, contents, locale, now, shortOptionId });
}

/** The cart after a change; `shortOptionId` names the line that got fewer units than asked for (stock). */
async function cartAfterChange(db: Database, params: { cartId: string; locale: Locale; now: Date; shortOptionId?: number }): Promise<Cart> {
  const cart = await getCart(db, params);
  if (!cart) throw new CartError('cartNotFound');
  return cart;
}

/**
 * Units in a cart: 0 for a missing, malformed, unknown or expired id (the header asks on every
 * page). Without a cart id, a signed-in user's own latest cart counts.
 */
export async function countUnits(
  db: Database,
  { cartId, userId, now }: { cartId: string | null | undefined; userId?: number | null; now: Date },
): Promise<number> {
  if (!cartId && userId) {
    const own = await latestUserCartId(db, { userId, now });
    return own ? countCartUnits(db, { cartId: own, now }) : 0;
  }
  if (!cartId || !uuidPattern.test(cartId)) return 0;
  return countCartUnits(db, { cartId, now });
}

type OptionChoice = Awaited<ReturnType<typeof findProductOptions>>[number];

/** The option to add: the one asked for, or the product's only one. */
async function chooseOption(db: Database, { productId, optionId }: { productId: number; optionId: number | undefined }): Promise<OptionChoice> {
  const options = await findProductOptions(db, { productId });
  if (options.length === 0) throw new CartError((await isActiveProduct(db, { productId })) ? 'outOfStock' : 'productNotFound');
  if (optionId !== undefined) {
    const option = options.find((candidate) => candidate.id === optionId);
    if (!option) throw new CartError('optionNotFound');
    return option;
  }
  if (options.length === 1) return options[0]!;
  const sizes = new Set(options.map((option) => option.sizeValueId)).size > 1;
  const colors = new Set(options.map((option) => option.colorValueId)).size > 1;
  throw new CartError(sizes && colors ? 'chooseSizeAndColor' : colors ? 'chooseColor' : 'chooseSize');
}

/**
 * Adds units of a product's option to a cart (a new cart when `cartId` is absent). The count is
 * capped at the stock and `maxLineCount`; adding an option already in the cart raises its line.
 */
export async function addToCart(
  db: Database,
  params: { productId: number; optionId?: number; count: number; cartId?: string; locale: Locale; now: Date },
): Promise<Cart> {
  const { productId, count, locale, now } = params;
  const option = await chooseOption(db, { productId, optionId: params.optionId });
  if (option.stock <= 0) throw new CartError('outOfStock');
  const { cartId, short } = await db.transaction(async (tx) => {
    const id = params.cartId ?? (await createCart(tx, { now }));
    // Touching locks the cart row, so the units read here stay true until the add below.
    if (params.cartId !== undefined && !(await touchCart(tx, { cartId: id, now }))) throw new CartError('cartNotFound');
    const cap = await lineCap(tx, { optionId: option.id });
    if (cap === 0) throw new CartError('outOfStock');
    const before = await unitsOfOption(tx, { cartId: id, optionId: option.id });
    const after = await addUnits(tx, { cartId: id, productId, optionId: option.id, count, cap, now });
    return { cartId: id, short: after < lineCount(before + count) };
  });
  return cartAfterChange(db, { cartId, locale, now, shortOptionId: short ? option.id : undefined });
}

/** Sets a line's count (at least 1, at most its `max_count`). */
export async function updateLine(
  db: Database,
  { cartId, lineId, count, locale, now }: { cartId: string; lineId: number; count: number; locale: Locale; now: Date },
): Promise<Cart> {
  const line = await db.transaction(async (tx) => {
    if (!(await touchCart(tx, { cartId, now }))) throw new CartError('cartNotFound');
    const updated = await setLineCount(tx, { cartId, lineId, count });
    if (!updated) throw new CartError('lineNotFound');
    return updated;
  });
  const short = line.count < lineCount(count);
  return cartAfterChange(db, { cartId, locale, now, shortOptionId: short ? line.optionId : undefined });
}

export async function deleteLine(db: Database, { cartId, lineId, locale, now }: { cartId: string; lineId: number; locale: Locale; now: Date }): Promise<Cart> {
  await db.transaction(async (tx) => {
    if (!(await touchCart(tx, { cartId, now }))) throw new CartError('cartNotFound');
    if (!(await removeLine(tx, { cartId, lineId }))) throw new CartError('lineNotFound');
  });
  return cartAfterChange(db, { cartId, locale, now });
}

/** Applies a code (any case) to a cart, or says why it does not apply. */
export async function applyCoupon(db: Database, { cartId, code, locale, now }: { cartId: string; code: string; locale: Locale; now: Date }): Promise<Cart> {
  if (!(await findCart(db, { cartId, now }))) throw new CartError('cartNotFound');
  const coupon = await findCoupon(db, { code });
  if (!coupon) throw new CartError('coupon', { problem: 'unknown', code, minTotal: 0 });
  const problem = cartSums(await loadCartLines(db, { cartId, locale }), coupon, { now }).couponProblem;
  if (problem) throw new CartError('coupon', { problem, code: coupon.code, minTotal: coupon.minTotal });
  if (!(await touchCart(db, { cartId, now, couponId: coupon.id }))) throw new CartError('cartNotFound');
  return cartAfterChange(db, { cartId, locale, now });
}

export async function removeCoupon(db: Database, { cartId, locale, now }: { cartId: string; locale: Locale; now: Date }): Promise<Cart> {
  if (!(await touchCart(db, { cartId, now, couponId: null }))) throw new CartError('cartNotFound');
  return cartAfterChange(db, { cartId, locale, now });
}
