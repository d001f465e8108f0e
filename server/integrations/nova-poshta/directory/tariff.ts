import type { DeliveryKind } from '../nova-poshta.types.ts';

/**
 * The built-in tariff, close to Nova Poshta's published parcel prices of 2025 (UAH):
 *
 * | weight up to, kg | 1  | 2  | 5  | 10  | 20  | 30  | each further started kg |
 * |------------------|----|----|----|-----|-----|-----|-------------------------|
 * | to a branch      | 70 | 80 | 95 | 115 | 150 | 190 | +6                      |
 *
 * A parcel locker costs 10 less, a courier to the door 45 more; within the sender's own city
 * everything costs 20 less. A declared value above 500 UAH adds 0.5 % of the whole value.
 */
const weightSteps: ReadonlyArray<readonly [maxKg: number, uah: number]> = [
  [1, 70],
  [2, 80],
  [5, 95],
  [10, 115],
  [20, 150],
  [30, 190],
];
const perKgAbove30 = 6;
const kindAdjustment: Record<DeliveryKind, number> = { branch: 0, locker: -10, courier: 45 };
const sameCityDiscount = 20;
const freeDeclaredValue = 500_00;
const declaredValueRate = 0.005;

/** The delivery cost in kopiyky; `declaredValue` in kopiyky. */
export function tariffCost({ kind, weightKg, declaredValue, sameCity }: { kind: DeliveryKind; weightKg: number; declaredValue: number; sameCity: boolean }): number {
  const step = weightSteps.find(([maxKg]) => weightKg <= maxKg);
  const byWeight = step ? step[1] : 190 + Math.ceil(weightKg - 30) * perKgAbove30;
  const uah = byWeight + kindAdjustment[kind] - (sameCity ? sameCityDiscount : 0);
  const valueFee = declaredValue > freeDeclaredValue ? Math.round(declaredValue * declaredValueRate) : 0;
  return uah * 100 + valueFee;
}
