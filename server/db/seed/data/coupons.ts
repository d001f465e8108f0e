export interface CouponSeed {
  code: string;
  type: 'percent' | 'fixed';
  /** Percent, or kopiyky for fixed coupons. */
  value: number;
  minTotal: number;
  expiresAt: Date | null;
  usageLimit: number | null;
  usedCount: number;
}

export function couponSeeds(now: Date): CouponSeed[] {
  const endOfNextYear = new Date(Date.UTC(now.getUTCFullYear() + 1, 11, 31, 21, 59, 59));
  return [
    { code: 'TABIR10', type: 'percent', value: 10, minTotal: 1000_00, expiresAt: null, usageLimit: null, usedCount: 0 },
    { code: 'VESNA500', type: 'fixed', value: 500_00, minTotal: 3000_00, expiresAt: null, usageLimit: null, usedCount: 0 },
    { code: 'FREEDOM15', type: 'percent', value: 15, minTotal: 0, expiresAt: endOfNextYear, usageLimit: 100, usedCount: 0 },
    // 23:59:59 Kyiv time on the last day of 2025.
    { code: 'EXPIRED2025', type: 'percent', value: 20, minTotal: 0, expiresAt: new Date('2025-12-31T21:59:59Z'), usageLimit: null, usedCount: 0 },
    { code: 'ONCE', type: 'fixed', value: 200_00, minTotal: 1500_00, expiresAt: null, usageLimit: 1, usedCount: 1 },
  ];
}
