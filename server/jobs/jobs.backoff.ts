/**
 * How long to wait before the next attempt: doubling from `baseMs` up to `maxMs`, with full jitter
 * in the upper half so processes retrying together spread out.
 */
export function retryDelayMs(attempts: number, { baseMs, maxMs }: { baseMs: number; maxMs: number }, random: () => number = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
