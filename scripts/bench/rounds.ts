// Comparing two servers on this 2-core machine: one 10 s run of each varies by a third from run to
// run (the machine's other work, the scheduler's placing of wrk's threads), which can put a single
// comparison anywhere from well above its budget to well below it. Alternating rounds and keeping
// the middle one reports what the comparison usually gives, with every round beside it.

/** The round whose figure is the middle one (the lower of the two middle ones for an even count). */
export function middleRound<T>(rounds: readonly T[], figure: (round: T) => number): T {
  const sorted = [...rounds].sort((a, b) => figure(a) - figure(b));
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (middle === undefined) throw new Error('no round to choose from');
  return middle;
}
