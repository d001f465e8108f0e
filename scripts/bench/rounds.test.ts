import { describe, expect, it } from 'vitest';
import { middleRound } from './rounds.ts';

describe('the middle round of a comparison', () => {
  const round = (name: string, share: number) => ({ name, share });

  it('is the round whose share is the median, whatever order the rounds came in', () => {
    const rounds = [round('first', 38.3), round('second', 61.2), round('third', 57.9)];
    expect(middleRound(rounds, (entry) => entry.share)).toEqual(round('third', 57.9));
    expect(middleRound([...rounds].reverse(), (entry) => entry.share)).toEqual(round('third', 57.9));
  });

  it('is the lower of the two middle rounds for an even count, never a mean no round measured', () => {
    const rounds = [round('a', 70), round('b', 40), round('c', 55), round('d', 60)];
    expect(middleRound(rounds, (entry) => entry.share)).toEqual(round('c', 55));
  });

  it('is the only round when there is one', () => {
    expect(middleRound([round('only', 42)], (entry) => entry.share)).toEqual(round('only', 42));
  });

  it('refuses to choose from no rounds', () => {
    expect(() => middleRound([], (entry: { share: number }) => entry.share)).toThrow('no round');
  });
});
