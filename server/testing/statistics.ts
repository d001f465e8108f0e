/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle];
  if (upper === undefined) return NaN;
  // An even count of at least two: there is a value below the middle.
  return sorted.length % 2 ? upper : (sorted[middle - 1]! + upper) / 2;
}

/**
 * The Mann–Whitney U test's z score (normal approximation, ties ranked by their mean rank): how
 * far apart two samples' ranks lie. |z| above 3.29 means they differ at p < 0.001, two-sided.
 */
export function mannWhitneyZ(a: number[], b: number[]): number {
  const all = [...a.map((value) => ({ value, fromA: true })), ...b.map((value) => ({ value, fromA: false }))].sort((x, y) => x.value - y.value);
  const ranks: number[] = Array.from({ length: all.length }, () => 0);
  for (let start = 0; start < all.length; ) {
    let end = start;
    while (end + 1 < all.length && all[end + 1]!.value === all[start]!.value) end++;
    for (let index = start; index <= end; index++) ranks[index] = (start + end) / 2 + 1;
    start = end + 1;
  }
  // The loop above ranked every item.
  const rankSumA = all.reduce((sum, item, index) => (item.fromA ? sum + ranks[index]! : sum), 0);
  const u = rankSumA - (a.length * (a.length + 1)) / 2;
  const mean = (a.length * b.length) / 2;
  const deviation = Math.sqrt((a.length * b.length * (a.length + b.length + 1)) / 12);
  return (u - mean) / deviation;
}
