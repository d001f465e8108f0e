import { describe, expect, it } from 'vitest';
import { clampLineCount } from './cart.ts';
import {
  cartSums,
  couponDiscount,
  couponProblem,
  lineCount,
  lineCountCap,
  lineSum,
  linesTotals,
  maxLineCount,
  struckPrice,
  unitPrice,
  type CouponTerms,
} from './cart-money.ts';

const now = new Date('2026-11-25T12:00:00Z');
const day = 86_400_000;
const coupon = (terms: Partial<CouponTerms> = {}): CouponTerms => ({
  type: 'percent',
  value: 10,
  minTotal: 0,
  isActive: true,
  startsAt: null,
  expiresAt: null,
  usageLimit: null,
  usedCount: 0,
  ...terms,
});

describe('line count caps', () => {
  it('counts a line at most 99 units, whatever it holds', () => {
    expect(maxLineCount).toBe(99);
    expect(lineCount(3)).toBe(3);
    expect(lineCount(99)).toBe(99);
    expect(lineCount(100)).toBe(99);
    expect(lineCount(2_000_000)).toBe(99);
  });

  it('lets a line hold its stock, at most 99, and nothing of a sold-out or oversold option', () => {
    expect(lineCountCap(7)).toBe(7);
    expect(lineCountCap(500)).toBe(99);
    expect(lineCountCap(0)).toBe(0);
    expect(lineCountCap(-3)).toBe(0);
  });

  it('keeps a typed count in the browser within 1 and the same cap', () => {
    expect(clampLineCount('250', 500)).toBe(99);
    expect(clampLineCount('250', 5)).toBe(5);
    expect(clampLineCount('0', 5)).toBe(1);
    // A sold-out line still shows one unit rather than none.
    expect(clampLineCount('4', 0)).toBe(1);
  });
});

describe('unit price and line sums', () => {
  it('charges the special price over the regular one', () => {
    expect(unitPrice({ price: 3290_00, specialPrice: null })).toBe(3290_00);
    expect(unitPrice({ price: 3290_00, specialPrice: 2990_00 })).toBe(2990_00);
  });

  it('strikes through the regular price under a special one, else the old price', () => {
    expect(struckPrice({ price: 3290_00, specialPrice: 2990_00, oldPrice: 3500_00 })).toBe(3290_00);
    expect(struckPrice({ price: 3290_00, specialPrice: null, oldPrice: 3500_00 })).toBe(3500_00);
    expect(struckPrice({ price: 3290_00, specialPrice: null, oldPrice: null })).toBeNull();
  });

  it('sums a line at its unit price and capped count', () => {
    expect(lineSum({ price: 100_00, specialPrice: 80_00, count: 3 })).toBe(240_00);
    expect(lineSum({ price: 100_00, specialPrice: null, count: 150 })).toBe(99 * 100_00);
  });

  it('totals lines at regular and at unit prices, each line capped', () => {
    const lines = [
      { price: 100_00, specialPrice: 80_00, count: 2 },
      { price: 50_00, specialPrice: null, count: 120 },
    ];
    expect(linesTotals(lines)).toEqual({ units: 101, regular: 200_00 + 99 * 50_00, subtotal: 160_00 + 99 * 50_00 });
    expect(linesTotals([])).toEqual({ units: 0, regular: 0, subtotal: 0 });
  });
});

describe('coupon discount', () => {
  it('takes a percent off, rounded to the kopiyka', () => {
    expect(couponDiscount({ type: 'percent', value: 10 }, 3290_00)).toBe(329_00);
    // 7% of 33.33 ₴ is 2.3331 ₴.
    expect(couponDiscount({ type: 'percent', value: 7 }, 33_33)).toBe(2_33);
    expect(couponDiscount({ type: 'percent', value: 7 }, 50)).toBe(4);
  });

  it('keeps a percent within 0..100', () => {
    expect(couponDiscount({ type: 'percent', value: 150 }, 1000_00)).toBe(1000_00);
    expect(couponDiscount({ type: 'percent', value: -5 }, 1000_00)).toBe(0);
  });

  it('takes a fixed amount off, never more than the total and never below nothing', () => {
    expect(couponDiscount({ type: 'fixed', value: 500_00 }, 3290_00)).toBe(500_00);
    expect(couponDiscount({ type: 'fixed', value: 1_000_000_00 }, 3290_00)).toBe(3290_00);
    expect(couponDiscount({ type: 'fixed', value: -100 }, 3290_00)).toBe(0);
  });
});

describe('when a coupon applies', () => {
  it('applies an active coupon within its dates and uses', () => {
    expect(couponProblem(coupon({ startsAt: new Date(now.getTime() - day), expiresAt: new Date(now.getTime() + day), usageLimit: 5, usedCount: 4 }), { total: 1, now })).toBeNull();
  });

  it('names why it does not apply, in order: inactive, not started, expired, used up, below the minimum', () => {
    expect(couponProblem(coupon({ isActive: false, usageLimit: 1, usedCount: 1 }), { total: 100_00, now })).toBe('inactive');
    expect(couponProblem(coupon({ startsAt: new Date(now.getTime() + 1) }), { total: 100_00, now })).toBe('notStarted');
    expect(couponProblem(coupon({ startsAt: now }), { total: 100_00, now })).toBeNull();
    // It ends at its expiry instant.
    expect(couponProblem(coupon({ expiresAt: now }), { total: 100_00, now })).toBe('expired');
    expect(couponProblem(coupon({ usageLimit: 3, usedCount: 3 }), { total: 100_00, now })).toBe('usedUp');
    expect(couponProblem(coupon({ minTotal: 1000_00 }), { total: 999_99, now })).toBe('minTotal');
    expect(couponProblem(coupon({ minTotal: 1000_00 }), { total: 1000_00, now })).toBeNull();
  });

  it("does not count an edited order's own use against the limit", () => {
    const lastUseTaken = coupon({ usageLimit: 3, usedCount: 3 });
    expect(couponProblem(lastUseTaken, { total: 100_00, now, holdsUse: true })).toBeNull();
    expect(couponProblem(coupon({ usageLimit: 3, usedCount: 4 }), { total: 100_00, now, holdsUse: true })).toBe('usedUp');
  });
});

describe('cart sums', () => {
  const lines = [
    { price: 1000_00, specialPrice: 800_00, count: 1 },
    { price: 300_00, specialPrice: null, count: 2 },
  ];

  it('counts the minimum and the discount on the subtotal after special prices', () => {
    const sums = cartSums(lines, coupon({ value: 10, minTotal: 1400_00 }), { now });
    expect(sums).toEqual({ units: 3, regular: 1600_00, subtotal: 1400_00, discount: 140_00, couponProblem: null, goods: 1260_00 });
    // The regular total (1 600 ₴) would reach a 1 500 ₴ minimum; what is paid (1 400 ₴) does not.
    expect(cartSums(lines, coupon({ minTotal: 1500_00 }), { now })).toMatchObject({ discount: 0, couponProblem: 'minTotal', goods: 1400_00 });
  });

  it('takes nothing off without a coupon or with one that does not apply', () => {
    expect(cartSums(lines, undefined, { now })).toMatchObject({ discount: 0, couponProblem: null, goods: 1400_00 });
    expect(cartSums(lines, coupon({ isActive: false }), { now })).toMatchObject({ discount: 0, couponProblem: 'inactive', goods: 1400_00 });
  });

  it('lets a fixed coupon bring the goods to nothing, never below', () => {
    expect(cartSums(lines, coupon({ type: 'fixed', value: 5000_00 }), { now })).toMatchObject({ discount: 1400_00, goods: 0 });
  });
});
