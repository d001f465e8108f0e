/** A seeded PRNG (mulberry32): the demo data must come out the same on every run. */
export type Random = () => number;

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [min, max]. */
export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function chance(random: Random, probability: number): boolean {
  return random() < probability;
}

/** The item at a place in a list; the seed's lists are never empty, so a missing one is a bug. */
function itemAt<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`No item ${index} in a list of ${items.length}`);
  return item;
}

export function pick<T>(random: Random, items: readonly T[]): T {
  return itemAt(items, Math.floor(random() * items.length));
}

/** The `n`th item, starting over at the end of the list: neighbouring pictures take different looks. */
export function cyclic<T>(items: readonly T[], n: number): T {
  return itemAt(items, n % items.length);
}

export function shuffle<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    // 0 <= j <= i < copy.length
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
