// PostgreSQL's ts_rank(vector, query), with its default weights and no normalisation, computed in
// memory for the categories' and news' names (search.named.ts). It follows the database's own
// arithmetic (src/backend/utils/adt/tsrank.c), step by step in single precision, so equal names
// rank equal and the order among ties is the database's.
import { compareCodeUnits, type PositionedLexeme } from './search.tsvector.ts';

/** The operands of a query, as ts_rank reads them. */
export interface RankQuery {
  /** Every operand's lexeme (all are prefixes), each once, in code-unit order. */
  operands: string[];
  /** Whether the query's top operator is AND: the rank then weighs how near the operands stand. */
  conjunctive: boolean;
}

const f32 = Math.fround;
/** The weights of D, C, B and A, as the database stores them (float4). */
const weights = [f32(0.1), f32(0.2), f32(0.4), f32(1)] as const;
/** What a lexeme without positions counts as: one position of weight D. */
const noPosition = { weight: 0 };
/** The last position a tsvector holds; the stand-in position of a lexeme without any. */
const lastPosition = 16_383;

/** The query's operands each once, in the order the database ranks them in. */
export function rankQueryOf(operands: string[], conjunctive: boolean): RankQuery {
  return { operands: [...new Set(operands)].sort(compareCodeUnits), conjunctive };
}

/** The entries of a sorted vector that start with `prefix`, in order. */
function entriesWithPrefix(vector: PositionedLexeme[], prefix: string): PositionedLexeme[] {
  let low = 0;
  let high = vector.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (vector[middle]!.lexeme < prefix) low = middle + 1;
    else high = middle;
  }
  const found: PositionedLexeme[] = [];
  for (let i = low; i < vector.length && vector[i]!.lexeme.startsWith(prefix); i++) found.push(vector[i]!);
  return found;
}

/** How much two operands `distance` positions apart count (word_distance). */
function nearness(distance: number): number {
  if (distance > 100) return f32(1e-30);
  return f32(1 / (1.005 + 0.05 * Math.exp(f32(distance) / 1.5 - 2)));
}

/** calc_rank_or: each operand's occurrences, the best weighed most, averaged over the operands. */
function rankAny(vector: PositionedLexeme[], operands: string[]): number {
  let rank = 0;
  for (const operand of operands) {
    for (const { positions } of entriesWithPrefix(vector, operand)) {
      const occurrences = positions.length > 0 ? positions : [noPosition];
      let sum = 0;
      let best = -1;
      let bestAt = 0;
      for (const [j, { weight }] of occurrences.entries()) {
        const w = weights[weight]!;
        sum = f32(sum + f32(w / ((j + 1) * (j + 1))));
        if (w > best) {
          best = w;
          bestAt = j;
        }
      }
      rank = f32(rank + f32(f32(best + sum) - f32(best / ((bestAt + 1) * (bestAt + 1)))) / 1.64493406685);
    }
  }
  return operands.length > 0 ? f32(rank / operands.length) : rank;
}

/**
 * calc_rank_and: every pair of occurrences of two operands, the nearer the more. As the database
 * does, an operand with several matching lexemes is paired through the last of them.
 */
function rankAll(vector: PositionedLexeme[], operands: string[]): number {
  if (operands.length < 2) return rankAny(vector, operands);
  let rank = -1;
  const last: ({ at: number; weight: number }[] | null)[] = operands.map(() => null);
  const stand = [{ at: lastPosition, weight: 0 }];
  for (const [i, operand] of operands.entries()) {
    for (const { positions } of entriesWithPrefix(vector, operand)) {
      const mine = positions.length > 0 ? positions : stand;
      last[i] = mine;
      for (let k = 0; k < i; k++) {
        const theirs = last[k];
        if (!theirs) continue;
        for (const here of mine) {
          for (const there of theirs) {
            let distance = Math.abs(here.at - there.at);
            // The same position counts only when one side has no positions at all.
            if (distance === 0 && mine !== stand && theirs !== stand) continue;
            if (distance === 0) distance = lastPosition + 1;
            const pair = f32(Math.sqrt(f32(f32(weights[here.weight]! * weights[there.weight]!) * nearness(distance))));
            rank = rank < 0 ? pair : f32(1 - (1 - rank) * (1 - pair));
          }
        }
      }
    }
  }
  return rank;
}

/** ts_rank(vector, query) as the database answers it (a float4). */
export function textRank(vector: PositionedLexeme[], query: RankQuery): number {
  if (vector.length === 0 || query.operands.length === 0) return 0;
  const rank = query.conjunctive ? rankAll(vector, query.operands) : rankAny(vector, query.operands);
  return rank < 0 ? f32(1e-20) : rank;
}
